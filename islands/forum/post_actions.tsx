// The forum's post controls (spec 3 §4, §7, §8 "Forum"): votes, flags, accepted answer,
// favourite, comment removal, bump and the welcome banner. Each call goes to the path the page
// renders on the control (data-href, or the comment's form action); refusals are warnings with
// the spec's texts; a failed call changes nothing on the page. One call at a time.
// A call whose answer was lost is not sent again: the page is read again (lost_answer.ts).
import {
  RPCError, attr, child, defineMarkup, fetchCurrentPage, is, isAnswerLost, runWrite, useBind, useHost, useService, useTranslate, useWriteLock,
  type IslandProps, type Schema,
} from "../../src/kit";
import { ANONYMOUS_USER } from "../../contract/forum/codes";
import { applyAccept, applyFavourite } from "./accept";
import { ACTION_LOST_DONE, ACTION_LOST_UNKNOWN, adoptChangedPosts } from "./lost_answer";
import { applyFlag, FLAG_ERRORS } from "./flag";
import * as M from "./messages";
import { applyVote, VOTE_ERRORS } from "./vote";

export const BUMP_ROUTE = "/forum/post/bump";
export const WELCOME_COOKIE = "forum_welcome_message";

export const postActionsMarkup = defineMarkup({
  children: {
    voteUp: child.optional(".vote_up", { href: attr.string("data-href"), locked: attr.hasClass("karma_required") }),
    voteDown: child.optional(".vote_down", { href: attr.string("data-href"), locked: attr.hasClass("karma_required") }),
    flag: child.optional(".flag", { href: attr.string("data-href"), locked: attr.hasClass("karma_required") }),
    accept: child.optional(".accept_answer", { href: attr.string("data-href"), target: attr.string("data-target"), locked: attr.hasClass("karma_required") }),
    favourite: child.optional(".favourite_question", { href: attr.string("data-href"), locked: attr.hasClass("karma_required") }),
    deleteComment: child.optional(".comment_delete", { locked: attr.hasClass("karma_required") }),
    bump: child.optional(".oe_js_bump", { postId: attr.int("data-post-id", 0) }),
    closeIntro: child.optional(".js_close_intro"),
  },
});

const refusal = is.object({ error: is.string });
const voteAnswer = is.object({ error: is.optional(is.string), user_vote: is.optional(is.unknown), vote_count: is.optional(is.unknown) });
const flagAnswer = is.object({ error: is.optional(is.string), success: is.optional(is.string) });
const toggled = is.union(is.boolean, refusal);

export function PostActions({ parts }: IslandProps<typeof postActionsMarkup>) {
  const host = useHost();
  const rpc = useService("rpc");
  const http = useService("http");
  const notification = useService("notification");
  const _t = useTranslate();
  const lock = useWriteLock();

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
   * Calls the control's route, one call of the island at a time; a failed call is told and
   * changes nothing. `shown`: whether the page shows the call's effect (a bump's new activity date
   * is not shown, so a lost answer to it can only be said to be unknown).
   */
  const call = <T,>(route: string | undefined, params: Record<string, unknown>, schema: Schema<T>, apply: (answer: T) => void, shown = true) =>
    route &&
    runWrite(lock, async () => {
      try {
        const answer = await rpc(route, params, { silent: true });
        // an answer of another shape changes nothing, as a failed call
        if (!schema(answer)) return failed(_t(M.ACTION_FAILED));
        apply(answer);
      } catch (error) {
        if (isAnswerLost(error) && !shown) notification.add(_t(ACTION_LOST_UNKNOWN), { type: "warning", className: "o_wforum_action_failed" });
        else if (isAnswerLost(error)) await settleLost();
        else failed(error instanceof RPCError && error.data?.message ? error.data.message : _t(M.ACTION_FAILED));
      }
    });

  const vote = (href: string, button: HTMLElement) =>
    call(href, {}, voteAnswer, (answer) => {
      if (answer.error) return warn(VOTE_ERRORS[answer.error] ?? M.ACTION_FAILED);
      const block = button.closest<HTMLElement>(".vote");
      if (block) applyVote(block, { user_vote: Number(answer.user_vote), vote_count: Number(answer.vote_count) });
    });

  /** A click on an unlocked control (a karma-locked one is the karma gate's), its default prevented. */
  const onClick = <S extends object>(part: { attrs(element: Element): S }, handler: (values: S, element: HTMLElement) => unknown) => ({
    click: (event: MouseEvent, element: HTMLElement) => {
      const values = part.attrs(element);
      if ("locked" in values && values.locked) return;
      event.preventDefault();
      void handler(values, element);
    },
  });

  useBind(parts, {
    voteUp: { on: onClick(parts.voteUp, ({ href }, button) => vote(href, button)) },
    voteDown: { on: onClick(parts.voteDown, ({ href }, button) => vote(href, button)) },
    flag: {
      on: onClick(parts.flag, ({ href }, button) =>
        call(href, {}, flagAnswer, (answer) => {
          if (answer.error) return warn(FLAG_ERRORS[answer.error] ?? M.ACTION_FAILED);
          if (answer.success) applyFlag(button, answer.success, ` ${_t(M.FLAGGED)}`);
        }),
      ),
    },
    accept: {
      on: onClick(parts.accept, ({ href, target }) =>
        call(href, {}, toggled, (answer) => {
          if (typeof answer === "object") return answer.error === ANONYMOUS_USER && warn(M.ACCEPT_ANONYMOUS);
          applyAccept(host, target, answer, _t);
        }),
      ),
    },
    favourite: {
      on: onClick(parts.favourite, ({ href }, button) =>
        call(href, {}, toggled, (answer) => (typeof answer === "object" ? warn(M.LOGIN_REQUIRED) : applyFavourite(button, answer))),
      ),
    },
    deleteComment: {
      on: onClick(parts.deleteComment, (_values, button) =>
        call(button.closest("form")?.getAttribute("action") ?? undefined, {}, is.unknown, () => button.closest(".o_wforum_post_comment")?.remove()),
      ),
    },
    bump: {
      on: onClick(parts.bump, ({ postId }, button) => call(BUMP_ROUTE, { post_id: postId }, is.unknown, (bumped) => bumped && button.remove(), false)),
    },
    closeIntro: {
      on: onClick(parts.closeIntro, (_values, button) => {
        document.cookie = `${WELCOME_COOKIE}=false; path=/; SameSite=Lax`;
        button.closest(".forum_intro")?.remove();
      }),
    },
  });
  return null;
}
