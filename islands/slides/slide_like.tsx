// Lesson votes (spec 3 §7, §8): like / dislike through /slides/slide/like; the counts follow the
// server's answer and every refusal is a popover on the button. One vote at a time.
import { useRef, useState } from "react";
import { attr, child, defineIsland, defineMarkup, useBind, useService, useServiceLater, useTranslate, useWriteLock, type IslandProps, type PopoverService } from "../../src/kit";
import * as M from "./messages";
import { popoverAlert, promptHtml } from "./popover_alert";

export const LIKE_ROUTE = "/slides/slide/like";

const markup = defineMarkup({
  children: {
    up: child.optional(".o_wslides_js_slide_like_up", { slideId: attr.int("data-slide-id", 0) }),
    down: child.optional(".o_wslides_js_slide_like_down", { slideId: attr.int("data-slide-id", 0) }),
    likes: child.optional(".o_wslides_js_slide_like_up span"),
    dislikes: child.optional(".o_wslides_js_slide_like_down span"),
  },
});

const VOTE_ERRORS: Record<string, string> = {
  vote_done: M.VOTE_DONE,
  slide_access: M.VOTE_SLIDE_ACCESS,
  channel_membership_required: M.VOTE_MEMBERSHIP,
  channel_comment_disabled: M.VOTE_COMMENT_DISABLED,
  channel_karma_required: M.VOTE_KARMA,
};

export interface VoteAnswer { likes?: number; dislikes?: number; user_vote?: number; error?: string; error_signup_allowed?: boolean }

export function voteErrorMessage(answer: VoteAnswer, _t: (s: string) => string, here: string): { text?: string; html?: string } {
  if (answer.error === "public_user") return { html: promptHtml(_t(answer.error_signup_allowed ? M.VOTE_SIGNUP : M.VOTE_LOGIN), here) };
  return { text: _t(VOTE_ERRORS[answer.error ?? ""] ?? M.UNKNOWN_ERROR) };
}

function SlideLike({ parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  // the popover library comes with the first refusal, not with the page
  const popover = useServiceLater<PopoverService>("popover");
  const _t = useTranslate();
  const lock = useWriteLock();
  const closePopover = useRef<() => void>(() => {});
  const [votes, setVotes] = useState<{ likes: number; dislikes: number; mine: number } | null>(null);

  const vote = lock.locked(async (button: HTMLElement, upvote: boolean) => {
    closePopover.current();
    try {
      const slideId = (upvote ? parts.up : parts.down).attrs(button).slideId;
      const answer = await rpc<VoteAnswer>(LIKE_ROUTE, { slide_id: slideId, upvote }, { silent: true });
      if (!answer.error) setVotes({ likes: answer.likes ?? 0, dislikes: answer.dislikes ?? 0, mine: answer.user_vote ?? 0 });
      else closePopover.current = popoverAlert(await popover(), button, voteErrorMessage(answer, _t, window.location.pathname + window.location.search));
    } catch {
      closePopover.current = popoverAlert(await popover(), button, { text: _t(M.UNKNOWN_ERROR) });
    }
  });

  const handlers = (upvote: boolean) => ({
    click: (_event: Event, button: HTMLElement) => void vote(button, upvote),
    keydown: (event: KeyboardEvent, button: HTMLElement) => (event.key === "Enter" || event.key === " ") && (event.preventDefault(), void vote(button, upvote)),
  });
  useBind(parts, {
    up: { class: { "text-primary": votes ? votes.mine === 1 : undefined }, on: handlers(true) },
    down: { class: { "text-primary": votes ? votes.mine === -1 : undefined }, on: handlers(false) },
    likes: { text: votes?.likes },
    dislikes: { text: votes?.dislikes },
  });
  return null;
}

export default defineIsland({
  name: "slides.slide_like",
  selector: ".o_wslides_js_slide_like",
  moment: "load",
  mode: "enhance",
  markup,
  Component: SlideLike,
});
