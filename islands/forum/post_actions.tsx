// The forum's post controls (spec 3 §4, §7, §8 "Forum"): votes, flags, accepted answer,
// favourite, comment removal, bump and the welcome banner. Each call goes to the path the page
// renders on the control (data-href, or the comment's form action); refusals are warnings with
// the spec's texts; a failed call changes nothing on the page. One call per control at a time.
// A call whose answer was lost is not sent again: the page is read again (lost_answer.ts).
import { RPCError, defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useRef } from "react";
import { isAnswerLost } from "../../src/kit";
import { fetchCurrentPage } from "../../src/kit";
import { applyAccept, applyFavourite } from "./accept";
import { ACTION_LOST_DONE, ACTION_LOST_UNKNOWN, adoptChangedPosts } from "./lost_answer";
import { applyFlag, FLAG_ERRORS } from "./flag";
import * as M from "./messages";
import { applyVote, VOTE_ERRORS, type VoteAnswer } from "./vote";

export const BUMP_ROUTE = "/forum/post/bump";
export const WELCOME_COOKIE = "forum_welcome_message";
const unlocked = (selector: string) => `${selector}:not(.karma_required)`;

/** A delegated click on the host's elements matching `selector`, its default prevented. */
function useClick(selector: string, handler: (target: HTMLElement) => unknown) {
  useHostEvent("click", (event, target) => (event.preventDefault(), void handler(target)), { selector });
}

function PostActions() {
  const host = useHost();
  const rpc = useService("rpc");
  const http = useService("http");
  const notification = useService("notification");
  const _t = useTranslate();
  const busy = useRef(new WeakSet<HTMLElement>());

  const warn = (message: string, title = M.ACCESS_DENIED) => notification.add(_t(message), { title: _t(title), type: "warning" });

  const failed = (message: string) => notification.add(message, { type: "danger", className: "o_wforum_action_failed" });

  /** After a lost answer: the posts the server changed are shown as it has them, and that is told. */
  const settleLost = async () => {
    const page = await fetchCurrentPage(http).catch(() => null);
    const changed = page ? adoptChangedPosts(host, page) : null;
    if (changed === null) notification.add(_t(ACTION_LOST_UNKNOWN), { type: "warning", className: "o_wforum_action_failed" });
    else if (changed) notification.add(_t(ACTION_LOST_DONE), { type: "info", className: "o_wforum_action_lost" });
    else failed(_t(M.ACTION_FAILED));
  };

  /**
   * Calls the control's route once at a time; a failed call is told and changes nothing. `shown`:
   * whether the page shows the call's effect (a bump's new activity date is not shown, so a lost
   * answer to it can only be said to be unknown).
   */
  const call = async <T,>(control: HTMLElement, route: string | undefined, params: Record<string, unknown>, apply: (answer: T) => void, shown = true) => {
    if (!route || busy.current.has(control)) return;
    busy.current.add(control);
    try {
      apply(await rpc<T>(route, params, { silent: true }));
    } catch (error) {
      if (isAnswerLost(error) && !shown) notification.add(_t(ACTION_LOST_UNKNOWN), { type: "warning", className: "o_wforum_action_failed" });
      else if (isAnswerLost(error)) await settleLost();
      else failed(error instanceof RPCError && error.data?.message ? error.data.message : _t(M.ACTION_FAILED));
    } finally {
      busy.current.delete(control);
    }
  };

  const onVote = (button: HTMLElement) =>
    call<VoteAnswer>(button, button.dataset.href, {}, (answer) => {
      if (answer.error) return warn(VOTE_ERRORS[answer.error] ?? M.ACTION_FAILED);
      const block = button.closest<HTMLElement>(".vote");
      if (block) applyVote(block, { user_vote: Number(answer.user_vote), vote_count: Number(answer.vote_count) });
    });

  const onFlag = (button: HTMLElement) =>
    call<{ error?: string; success?: string }>(button, button.dataset.href, {}, (answer) => {
      if (answer.error) return warn(FLAG_ERRORS[answer.error] ?? M.ACTION_FAILED);
      if (answer.success) applyFlag(button, answer.success, ` ${_t(M.FLAGGED)}`);
    });

  const onAccept = (button: HTMLElement) =>
    call<boolean | { error: string }>(button, button.dataset.href, {}, (answer) => {
      if (typeof answer === "object") return answer.error === "anonymous_user" && warn(M.ACCEPT_ANONYMOUS);
      applyAccept(host, button.dataset.target ?? "", answer, _t);
    });

  const onFavourite = (button: HTMLElement) =>
    call<boolean | { error: string }>(button, button.dataset.href, {}, (answer) => {
      if (typeof answer === "object") return warn(M.LOGIN_REQUIRED);
      applyFavourite(button, answer);
    });

  const onDeleteComment = (button: HTMLElement) =>
    call<boolean>(button, button.closest("form")?.getAttribute("action") ?? undefined, {}, () => button.closest(".o_wforum_post_comment")?.remove());

  const onBump = (button: HTMLElement) =>
    call<boolean>(
      button,
      BUMP_ROUTE,
      { post_id: Number(button.dataset.postId) },
      (bumped) => {
        if (bumped) button.remove();
      },
      false,
    );

  useClick(unlocked(".vote_up"), onVote);
  useClick(unlocked(".vote_down"), onVote);
  useClick(unlocked(".flag"), onFlag);
  useClick(unlocked(".accept_answer"), onAccept);
  useClick(unlocked(".favourite_question"), onFavourite);
  useClick(unlocked(".comment_delete"), onDeleteComment);
  useClick(".oe_js_bump", onBump);
  useClick(".js_close_intro", (button) => {
    document.cookie = `${WELCOME_COOKIE}=false; path=/; SameSite=Lax`;
    button.closest<HTMLElement>(".forum_intro")?.remove();
  });
  return null;
}

export default defineIsland({
  name: "forum.post_actions",
  selector: ".website_forum",
  moment: "load",
  mode: "enhance",
  services: ["notification", "http"],
  Component: PostActions,
});
