// Karma-gated controls anywhere in the forum (spec 3 §5, §8): a click on an element marked
// karma_required with its data-karma does nothing but explain, to visitors that they must log in,
// to members how much karma it needs, with the forum's guidelines.
import { attr, attrsOf, child, defineMarkup, useHostEvent, useService, useTranslate, type IslandProps } from "../../src/kit";
import { escapeHTML as escapeHtml } from "../../src/core/text/escape";
import * as M from "./messages";

export const KARMA_SELECTOR = ".karma_required";

export const karmaGateMarkup = defineMarkup({
  children: { control: child.optional(".karma_required", { karma: attr.int("data-karma", 0) }) },
});

/** The forum's id, rendered on the page's #wrapwrap. */
export const forumId = (): number | null => attrsOf(document.getElementById("wrapwrap"), { forum: attr.id("data-forum_id") }, "forum").forum;

/** The warning for a karma-locked click: title, HTML message (ours, values escaped). */
export function karmaWarning(karma: number, anonymous: boolean, forum: number | null, _t: (s: string, ...a: unknown[]) => string) {
  if (anonymous) return { title: _t(M.ACCESS_DENIED), html: escapeHtml(_t(M.LOGIN_REQUIRED)) };
  const guidelines = forum ? ` <a class="alert-link" href="/forum/${forum}/faq">${escapeHtml(_t(M.GUIDELINES))}</a>` : "";
  return { title: _t(M.KARMA_ERROR), html: escapeHtml(_t(M.KARMA_REQUIRED, karma)) + guidelines };
}

export function KarmaGate({ parts }: IslandProps<typeof karmaGateMarkup>) {
  const notification = useService("notification");
  const session = useService("session");
  const _t = useTranslate();
  // in the capture phase: the gate speaks before any other listener of the forum acts on the click
  useHostEvent(
    "click",
    (event, target) => {
      const { karma } = parts.control.attrs(target);
      if (!karma) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const warning = karmaWarning(karma, !session.uid, forumId(), _t);
      notification.add(warning.html, { title: warning.title, type: "warning", messageIsHtml: true, className: "o_wforum_karma_warning" });
    },
    { selector: KARMA_SELECTOR, capture: true },
  );
  return null;
}
