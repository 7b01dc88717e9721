// Lesson votes (spec 3 §7, §8): like / dislike through /slides/slide/like; the counts follow the
// server's answer and every refusal is a popover on the button. One vote at a time.
import { defineIsland, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useRef } from "react";
import * as M from "./messages";
import { popoverAlert, promptHtml } from "./popover_alert";

export const LIKE_ROUTE = "/slides/slide/like";
const UP = ".o_wslides_js_slide_like_up";
const DOWN = ".o_wslides_js_slide_like_down";

const VOTE_ERRORS: Record<string, string> = {
  vote_done: M.VOTE_DONE,
  slide_access: M.VOTE_SLIDE_ACCESS,
  channel_membership_required: M.VOTE_MEMBERSHIP,
  channel_comment_disabled: M.VOTE_COMMENT_DISABLED,
  channel_karma_required: M.VOTE_KARMA,
};

export interface VoteAnswer {
  likes?: number;
  dislikes?: number;
  user_vote?: number;
  error?: string;
  error_signup_allowed?: boolean;
}

/** The popover message for a refused vote. */
export function voteErrorMessage(answer: VoteAnswer, _t: (s: string) => string, here: string): { text?: string; html?: string } {
  if (answer.error === "public_user") return { html: promptHtml(_t(answer.error_signup_allowed ? M.VOTE_SIGNUP : M.VOTE_LOGIN), here) };
  return { text: _t(VOTE_ERRORS[answer.error ?? ""] ?? M.UNKNOWN_ERROR) };
}

function SlideLike() {
  const rpc = useService("rpc");
  const popover = useService("popover");
  const _t = useTranslate();
  const busy = useRef(false);
  const closePopover = useRef<() => void>(() => {});

  const vote = async (button: HTMLElement, upvote: boolean) => {
    if (busy.current) return;
    busy.current = true;
    closePopover.current();
    const host = button.closest(".o_wslides_js_slide_like") as HTMLElement;
    try {
      const answer = await rpc<VoteAnswer>(LIKE_ROUTE, { slide_id: Number(button.dataset.slideId), upvote }, { silent: true });
      if (answer.error) {
        closePopover.current = popoverAlert(popover, button, voteErrorMessage(answer, _t, window.location.pathname + window.location.search));
        return;
      }
      const [up, down] = [host.querySelector<HTMLElement>(UP), host.querySelector<HTMLElement>(DOWN)];
      up?.querySelector("span")?.replaceChildren(String(answer.likes ?? 0));
      down?.querySelector("span")?.replaceChildren(String(answer.dislikes ?? 0));
      up?.classList.toggle("text-primary", answer.user_vote === 1);
      down?.classList.toggle("text-primary", answer.user_vote === -1);
    } catch {
      closePopover.current = popoverAlert(popover, button, { text: _t(M.UNKNOWN_ERROR) });
    } finally {
      busy.current = false;
    }
  };

  useHostEvent("click", (_e, target) => void vote(target, true), { selector: UP });
  useHostEvent("click", (_e, target) => void vote(target, false), { selector: DOWN });
  useHostEvent("keydown", (e, target) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), void vote(target, target.matches(UP))), { selector: `${UP}, ${DOWN}` });
  return null;
}

export default defineIsland({
  name: "slides.slide_like",
  selector: ".o_wslides_js_slide_like",
  moment: "load",
  mode: "enhance",
  services: ["popover"],
  Component: SlideLike,
});
