// The rating popup composer (spec 2 §2 "Other", §5, §9): a dialog with a 0–5 rating in half steps
// (stars to click, or a slider for the keyboard), its label and a comment; the page shows the new
// rating once saved; a failure keeps what was typed. One post at a time (a synchronous lock). When
// a post's answer was lost the page is read again (not shown): a rating more means it landed (the
// page is reloaded), none that it did not; a page that cannot be read says it may have been saved.
import { useState } from "react";
import {
  Dialog, attr, browserNavigation, child, defineIsland, defineMarkup, fetchCurrentPage, findIn, isAnswerLost, runWrite, useBind, useService, useTranslate, useWriteBusy, useWriteLock,
  type HttpService, type RPC,
} from "../../src/kit";
import { RATING_STATS_SELECTOR, RATING_VALUES_ATTRIBUTE, ratingLabel, roundToHalf, starIcons, RATING_MAX } from "../../contract/website/ratings";

/** The composer's default action (spec 2 §7 "Composer submit"); `data-force_submit_url` overrides it. */
export const RATING_POST_ROUTE = "/mail/chatter_post";
export const RATING_POST_FAILED = "Your rating could not be saved. Please try again.";
export const RATING_POST_LOST = "The server's answer was lost: your rating may have been saved. Reload the page to see it before posting again.";
export const DEFAULT_RATING = 4;
const ratingStats = child.optional(RATING_STATS_SELECTOR);

/** How many ratings a page shows (its stats block's values), or null when it has none. */
function ratingCount(page: Document): number | null {
  try {
    const list: unknown = JSON.parse(findIn(ratingStats, page)[0]?.getAttribute(RATING_VALUES_ATTRIBUTE) ?? "null");
    return Array.isArray(list) ? list.length : null;
  } catch {
    return null;
  }
}

/** The value a click at `x` px into a star of `width` px gives: its left half is a half star. */
export const valueAtClick = (star: number, x: number, width: number) => roundToHalf(x < width / 2 ? star - 0.5 : star);

// The button's attributes, read by composerOptions (also with dashed names: data-res-model, data-res-id).
const markup = defineMarkup({
  attributes: { resModel: attr.string("data-res_model"), resId: attr.string("data-res_id"), token: attr.string("data-token"), pid: attr.string("data-pid"), hash: attr.string("data-hash"), submitUrl: attr.string("data-force_submit_url") },
});

/** The composer's options read from the button (the platform's data-* names), sent with each post. */
export function composerOptions(button: Element) {
  const data = (name: string) => button.getAttribute(`data-${name}`) ?? undefined;
  const options: Record<string, unknown> = { res_model: data("res_model") ?? data("res-model") ?? "", res_id: Number(data("res_id") ?? data("res-id")) };
  for (const name of ["token", "pid", "hash"]) if (data(name)) options[name] = data(name);
  return { route: data("force_submit_url") || RATING_POST_ROUTE, options };
}

/** The composer's payload: its options plus message, attachments and the rating (spec 2 §3, §7). */
export const ratingPayload = (options: Record<string, unknown>, value: number, message: string) => ({ ...options, message, attachment_ids: [], attachment_tokens: [], rating_value: value });

function RatingComposerDialog({ route, options, rpc, http, close }: { route: string; options: Record<string, unknown>; rpc: RPC; http: HttpService; close: () => void }) {
  const [value, setValue] = useState(DEFAULT_RATING);
  const [body, setBody] = useState("");
  const [error, setError] = useState("");
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const _t = useTranslate();
  const label = ratingLabel(value) && _t(ratingLabel(value));
  const post = () =>
    runWrite(lock, async (keepLocked) => {
      setError("");
      const before = ratingCount(document);
      try {
        await rpc(route, ratingPayload(options, value, body), { silent: true });
      } catch (failure) {
        if (!isAnswerLost(failure)) return setError((failure as { data?: { message?: string } })?.data?.message || _t(RATING_POST_FAILED));
        const now = before === null ? null : await fetchCurrentPage(http).then(ratingCount, () => null);
        if (now === null || before === null) return setError(_t(RATING_POST_LOST));
        if (now <= before) return setError(_t(RATING_POST_FAILED));
      }
      keepLocked();
      close();
      browserNavigation.reload();
    });
  return (
    <Dialog title={_t("Rate this post")} size="md" onClose={close} className="o_rating_popup_composer_dialog" footer={
      <>
        <button type="button" className="btn btn-primary o_rating_submit" disabled={busy} onClick={post}>{_t("Post")}</button>
        <button type="button" className="btn btn-secondary" onClick={close}>{_t("Discard")}</button>
      </>
    }>
      <div className="d-flex align-items-center gap-3 mb-2">
        <span className="fs-3 text-warning o_rating_star_picker" aria-hidden="true">
          {starIcons(value).map((icon, i) => (
            <i key={i} className={`fa ${icon}`} style={{ cursor: "pointer" }} onClick={(e) => setValue(valueAtClick(i + 1, e.nativeEvent.offsetX, e.currentTarget.offsetWidth))} />
          ))}
        </span>
        <strong className="o_rating_label">{label || _t("No rating")}</strong>
      </div>
      <label className="form-label" htmlFor="o_rating_value">{_t("Rating: %s / 5", value)}</label>
      <input id="o_rating_value" type="range" className="form-range mb-3" min={0} max={RATING_MAX} step={0.5} value={value} aria-valuetext={_t("%(value)s out of 5: %(label)s", { value, label: label || _t("No rating") })} onChange={(e) => setValue(roundToHalf(Number(e.target.value)))} />
      <label className="form-label" htmlFor="o_rating_body">{_t("Your comment")}</label>
      <textarea id="o_rating_body" className="form-control" rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
      {error && <div className="alert alert-danger mt-3 mb-0" role="alert">{error}</div>}
    </Dialog>
  );
}

function RatingComposer() {
  const dialog = useService("dialog");
  const rpc = useService("rpc");
  const http = useService("http");
  const open = (event: Event, button: HTMLElement) => {
    event.preventDefault();
    dialog.add(RatingComposerDialog, { ...composerOptions(button), rpc, http });
  };
  useBind({}, { host: { on: { click: open } } });
  return null;
}

export default defineIsland({
  name: "website.rating_composer",
  selector: ".o_rating_popup_composer",
  moment: "load",
  mode: "enhance",
  services: ["dialog", "http"],
  markup,
  Component: RatingComposer,
});
