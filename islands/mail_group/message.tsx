// A mail group message (spec 3 §2 "Mailing group"): its quoted text collapsed behind a '. . .'
// button, the show/hide links of its replies, and a read-more button that loads further replies
// (route from the button's data, payload last_displayed_id; the markup answer is sanitized before
// it joins the page, where the loader wakes the new messages).
import { attr, child, defineIsland, defineMarkup, findIn, RegionBefore, useBind, useHost, useService, useTranslate, useWaitFor, type IslandProps } from "../../src/kit";
import { useState } from "react";
import { createPortal } from "react-dom";

export const READ_MORE_FAILED = "The replies could not be loaded. Please try again.";
export const SHOW_QUOTE = "Show the quoted text";
export const HIDE_QUOTE = "Hide the quoted text";

const markup = defineMarkup({
  children: {
    quote: child.optional(":scope > .card-body [data-o-mail-quote]"),
    repliesHidden: child.optional(".o_mg_link_hide"),
    repliesShown: child.optional(".o_mg_link_show"),
    repliesContent: child.optional(".o_mg_link_content"),
    readMore: child.optional(".o_mg_read_more", { route: attr.string("data-href"), lastDisplayedId: attr.int("data-last-displayed-id", 0) }),
  },
});

/** Where a page of further replies goes, and what an answer holds (the same markup). */
const repliesList = child.required(":scope > ul.list-unstyled");
const answerReplies = child.required(".o_mg_replies");
const answerItems = child.required(":scope > ul.list-unstyled > li.media");
const answerReadMore = child.optional(":scope > .o_mg_read_more_parent");

/** Adds the replies of a sanitized answer after the shown ones, with its read-more button if any. */
export function appendReplies(replies: Element, html: string) {
  const template = document.createElement("template");
  template.innerHTML = html;
  const [list] = findIn(repliesList, replies);
  const [fresh] = findIn(answerReplies, template.content);
  if (!list || !fresh) return;
  list.append(...findIn(answerItems, fresh));
  const [nextReadMore] = findIn(answerReadMore, fresh);
  if (nextReadMore) replies.append(nextReadMore);
}

function MailGroupMessage({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const waitFor = useWaitFor();
  const [quotesShown, setQuotesShown] = useState(false);
  const [repliesShown, setRepliesShown] = useState<boolean>();
  const [loading, setLoading] = useState<Element | null>(null);
  const [failedAt, setFailedAt] = useState<Element | null>(null);
  // Replies are messages too, each with its own island: this one binds only its own elements.
  const own = (element: Element) => element.closest(".o_mg_message") === host;
  const ownOnly = (binding: (element: HTMLElement) => { class?: Record<string, boolean | undefined>; attr?: Record<string, boolean> }) => (element: HTMLElement) =>
    own(element) ? binding(element) : {};

  const toggleReplies = (shown: boolean) => (event: Event, link: HTMLElement) => {
    if (!own(link)) return;
    event.preventDefault();
    setRepliesShown(shown);
  };

  const readMore = async (event: Event, button: HTMLElement) => {
    if (!own(button) || loading) return;
    event.preventDefault();
    const parent = button.closest(".o_mg_read_more_parent");
    const replies = button.closest(".o_mg_replies");
    const { route, lastDisplayedId } = parts.readMore.attrs(button);
    if (!parent || !replies || !route) return;
    setLoading(button);
    setFailedAt(null);
    try {
      const html = await waitFor(rpc<string | false>(route, { last_displayed_id: lastDisplayedId }));
      if (typeof html !== "string") return parent.remove();
      const { sanitizeReplies } = await waitFor(import("./replies_sanitizer"));
      const clean = sanitizeReplies(html);
      if (clean === null) throw new Error("no sanitizer");
      parent.remove();
      appendReplies(replies, clean);
    } catch {
      setFailedAt(parent);
    } finally {
      setLoading(null);
    }
  };

  useBind(parts, {
    quote: { class: { "d-none": !quotesShown } },
    repliesHidden: { each: ownOnly(() => ({ class: { "d-none": repliesShown } })), on: { click: toggleReplies(true) } },
    repliesShown: { each: ownOnly(() => ({ class: { "d-none": repliesShown === undefined ? undefined : !repliesShown } })), on: { click: toggleReplies(false) } },
    repliesContent: { each: ownOnly(() => ({ class: { "d-none": repliesShown === undefined ? undefined : !repliesShown } })) },
    readMore: { each: ownOnly((button) => ({ attr: { disabled: button === loading } })), on: { click: readMore } },
  });

  return (
    <>
      {parts.quote.first() && (
        <RegionBefore part={parts.quote} className="o_mg_quote_toggle_place">
          <button
            type="button"
            className="btn btn-light btn-sm o_mg_quote_toggle"
            aria-expanded={quotesShown}
            aria-label={quotesShown ? _t(HIDE_QUOTE) : _t(SHOW_QUOTE)}
            onClick={() => setQuotesShown((shown) => !shown)}
          >
            . . .
          </button>
        </RegionBefore>
      )}
      {failedAt &&
        createPortal(
          <span className="text-danger small ms-2 o_mg_read_more_error" role="alert">
            {_t(READ_MORE_FAILED)}
          </span>,
          failedAt,
        )}
    </>
  );
}

export default defineIsland({
  name: "mail_group.message",
  selector: ".o_mg_message",
  moment: "load",
  mode: "enhance",
  markup,
  Component: MailGroupMessage,
});
