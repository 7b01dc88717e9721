// The publisher's comment under a rating (spec 2 §4, §6, §7): none → editing → shown; only
// publishers see the buttons; deleting saves an empty comment. The text typed stays in the box
// when saving fails. One save at a time, under a synchronous lock.
import { useState } from "react";
import { attr, defineIsland, defineMarkup, expectAnswer, is, runWrite, useService, useTranslate, useWriteBusy, useWriteLock, type IslandProps } from "../../src/kit";
import { relativeTime } from "../../src/core/text/relative_time";

export const RATING_COMMENT_ROUTE = "/website/rating/comment";
export const COMMENT_SAVE_FAILED = "The comment could not be saved. Please try again.";

type PublisherComment = { comment: string; publisherName: string; datetime: string };

const markup = defineMarkup({
  attributes: {
    ratingId: attr.int("data-rating-id", 0),
    isPublisher: attr.boolean("data-is-publisher"),
    comment: attr.string("data-publisher-comment"),
    publisherName: attr.string("data-publisher-name"),
    datetime: attr.string("data-publisher-datetime"),
  },
});

const utcDate = (value: string) => new Date(value.includes("T") ? value : `${value.replace(" ", "T")}Z`);

const commentAnswer = is.object({ publisher_comment: is.string, publisher_id: is.unknown, publisher_datetime: is.unknown });

function readAnswer(answer: unknown): PublisherComment {
  const { publisher_comment: comment, publisher_id: id, publisher_datetime: datetime } = expectAnswer(answer, commentAnswer);
  return { comment, publisherName: Array.isArray(id) ? String(id[1] ?? "") : "", datetime: typeof datetime === "string" ? datetime : "" };
}

function RatingPublisherComment({ attrs }: IslandProps<typeof markup>) {
  const { ratingId, isPublisher, ...initial } = attrs;
  const rpc = useService("rpc");
  const localization = useService("localization");
  const _t = useTranslate();
  const [shown, setShown] = useState<PublisherComment>(initial);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState("");
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);

  const save = (text: string) =>
    runWrite(lock, async () => {
      setError("");
      try {
        // Saving a comment sets it: sending it again after a lost answer does no harm.
        setShown(readAnswer(await rpc(RATING_COMMENT_ROUTE, { rating_id: ratingId, publisher_comment: text }, { silent: true })));
        setDraft(null);
      } catch {
        setError(_t(COMMENT_SAVE_FAILED));
      }
    });

  if (draft !== null) {
    const id = `o_wrating_comment_${ratingId}`;
    return (
      <form className="o_wrating_publisher_form mt-2" onSubmit={(e) => (e.preventDefault(), save(draft))}>
        <label htmlFor={id} className="form-label small">{_t("Publisher comment")}</label>
        <textarea id={id} className="form-control o_portal_rating_comment_input" rows={3} value={draft} onChange={(e) => setDraft(e.target.value)} autoFocus />
        {error && <div className="alert alert-danger mt-2 mb-0 py-1" role="alert">{error}</div>}
        <div className="mt-2 d-flex gap-2">
          <button type="submit" className="btn btn-primary btn-sm o_wrating_js_publisher_comment_submit" disabled={busy}>{shown.comment ? _t("Update comment") : _t("Post comment")}</button>
          <button type="button" className="btn btn-link btn-sm o_wrating_js_publisher_comment_cancel" onClick={() => (setDraft(null), setError(""))}>{_t("Cancel")}</button>
        </div>
      </form>
    );
  }
  if (!shown.comment) {
    return isPublisher ? (
      <button type="button" className="btn btn-link btn-sm px-0 o_wrating_js_publisher_comment_btn" onClick={() => setDraft("")}>
        <i className="fa fa-comment-o me-1" aria-hidden="true" />{_t("Comment")}
      </button>
    ) : null;
  }
  return (
    <div className="o_wrating_publisher_comment border-start ps-3 mt-2">
      <p className="mb-1 small text-muted">
        <strong>{shown.publisherName}</strong>
        {shown.datetime && <> · <time dateTime={utcDate(shown.datetime).toISOString()}>{relativeTime(utcDate(shown.datetime), { translate: _t, localization })}</time></>}
      </p>
      <p className="mb-1 o_wrating_publisher_comment_text">{shown.comment}</p>
      {error && <div className="alert alert-danger py-1" role="alert">{error}</div>}
      {isPublisher && (
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-link btn-sm px-0 o_wrating_js_publisher_comment_edit" onClick={() => setDraft(shown.comment)}>{_t("Edit")}</button>
          <button type="button" className="btn btn-link btn-sm px-0 text-danger o_wrating_js_publisher_comment_delete" disabled={busy} onClick={() => save("")}>{_t("Delete")}</button>
        </div>
      )}
    </div>
  );
}

export default defineIsland({
  name: "website.rating_publisher_comment",
  selector: ".o_wrating_publisher_container[data-rating-id]",
  moment: "load",
  mode: "render",
  markup,
  Component: RatingPublisherComment,
});
