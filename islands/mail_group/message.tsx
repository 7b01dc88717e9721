// A mail group message (spec 3 §2 "Mailing group"): its quoted text collapsed behind a '. . .'
// button, the show/hide links of its replies, and a read-more button that loads further replies
// (route from the button's data, payload last_displayed_id; the markup answer is sanitized before
// it joins the page, where the loader wakes the new messages).
import { defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";

export const READ_MORE_FAILED = "The replies could not be loaded. Please try again.";
export const SHOW_QUOTE = "Show the quoted text";
export const HIDE_QUOTE = "Hide the quoted text";

const ownElement = (host: HTMLElement, element: Element) => element.closest(".o_mg_message") === host;

/** Hides the quoted text of the message's own body behind a toggle; returns the undo. */
export function collapseQuotes(host: HTMLElement, labels: { show: string; hide: string }): () => void {
  const body = host.querySelector(":scope > .card-body");
  const quotes = body ? [...body.querySelectorAll<HTMLElement>("[data-o-mail-quote]")] : [];
  if (!quotes.length) return () => undefined;
  const toggle = document.createElement("button");
  toggle.type = "button";
  toggle.className = "btn btn-light btn-sm o_mg_quote_toggle";
  toggle.textContent = ". . .";
  const show = (shown: boolean) => {
    quotes.forEach((quote) => quote.classList.toggle("d-none", !shown));
    toggle.setAttribute("aria-expanded", String(shown));
    toggle.setAttribute("aria-label", shown ? labels.hide : labels.show);
  };
  toggle.addEventListener("click", () => show(toggle.getAttribute("aria-expanded") !== "true"));
  quotes[0].before(toggle);
  show(false);
  return () => {
    toggle.remove();
    quotes.forEach((quote) => quote.classList.remove("d-none"));
  };
}

/** Shows or hides the replies of the link's container (the platform's show/hide pair). */
export function showReplies(parent: Element, shown: boolean) {
  parent.querySelector(":scope > .o_mg_link_hide")?.classList.toggle("d-none", shown);
  parent.querySelector(":scope > .o_mg_link_show")?.classList.toggle("d-none", !shown);
  parent.querySelector(":scope > .o_mg_link_content")?.classList.toggle("d-none", !shown);
}

/** Adds the replies of a sanitized answer after the shown ones, with its read-more button if any. */
export function appendReplies(replies: Element, html: string) {
  const template = document.createElement("template");
  template.innerHTML = html;
  const list = replies.querySelector(":scope > ul.list-unstyled");
  const fresh = template.content.querySelector(".o_mg_replies");
  if (!list || !fresh) return;
  list.append(...fresh.querySelectorAll(":scope > ul.list-unstyled > li.media"));
  const nextReadMore = fresh.querySelector(":scope > .o_mg_read_more_parent");
  if (nextReadMore) replies.append(nextReadMore);
}

function MailGroupMessage() {
  const host = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const [failedAt, setFailedAt] = useState<Element | null>(null);

  useEffect(() => collapseQuotes(host, { show: _t(SHOW_QUOTE), hide: _t(HIDE_QUOTE) }), [host, _t]);

  const toggleReplies = (shown: boolean) => (event: Event, link: Element) => {
    if (!ownElement(host, link)) return;
    event.preventDefault();
    showReplies(link.closest(".o_mg_link_parent")!, shown);
  };
  useHostEvent("click", toggleReplies(true), { selector: ".o_mg_link_hide" });
  useHostEvent("click", toggleReplies(false), { selector: ".o_mg_link_show" });

  useHostEvent(
    "click",
    async (event, button) => {
      if (!ownElement(host, button) || button.hasAttribute("disabled")) return;
      event.preventDefault();
      const parent = button.closest(".o_mg_read_more_parent");
      const replies = button.closest(".o_mg_replies");
      const route = button.getAttribute("data-href");
      if (!parent || !replies || !route) return;
      button.setAttribute("disabled", "");
      setFailedAt(null);
      try {
        const html = await rpc<string | false>(route, { last_displayed_id: Number(button.getAttribute("data-last-displayed-id")) });
        if (typeof html !== "string") return parent.remove();
        const { sanitizeReplies } = await import("./replies_profile");
        const clean = sanitizeReplies(html);
        if (clean === null) throw new Error("no sanitizer");
        parent.remove();
        appendReplies(replies, clean);
      } catch {
        button.removeAttribute("disabled");
        setFailedAt(parent);
      }
    },
    { selector: ".o_mg_read_more" },
  );

  return failedAt
    ? createPortal(
        <span className="text-danger small ms-2 o_mg_read_more_error" role="alert">
          {_t(READ_MORE_FAILED)}
        </span>,
        failedAt,
      )
    : null;
}

export default defineIsland({
  name: "mail_group.message",
  selector: ".o_mg_message",
  moment: "load",
  mode: "enhance",
  Component: MailGroupMessage,
});
