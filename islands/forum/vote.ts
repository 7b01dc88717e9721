// A post's vote block after the server's answer (spec 3 §4 "Forum"): the up button disabled at 1,
// the down button at -1, the count and its colour, and at 0 the buttons karma-locked again when
// the visitor may not vote that way.
import { attr, attrsOf, child, findIn, writeIn, writeOn } from "../../src/kit";
import { ANONYMOUS_USER, OWN_POST } from "../../contract/forum/codes";
import * as M from "./messages";

export interface VoteAnswer {
  user_vote?: number;
  vote_count?: number;
  error?: string;
}

export const VOTE_ERRORS: Record<string, string> = { [OWN_POST]: M.VOTE_OWN_POST, [ANONYMOUS_USER]: M.VOTE_ANONYMOUS };

const UP = child.optional(".vote_up");
const DOWN = child.optional(".vote_down");
const COUNT = child.optional(".vote_count");
const MAY_VOTE = { up: attr.string("data-can-upvote"), down: attr.string("data-can-downvote") };

export function applyVote(block: HTMLElement, answer: { user_vote: number; vote_count: number }): void {
  const vote = Number(answer.user_vote);
  const colour = (way: number) => ({ "text-success": vote === 1 && way >= 0, "text-danger": vote === -1 && way <= 0 });
  const locked = (button: Element, way: "up" | "down") => vote === 0 && attrsOf(button, MAY_VOTE, "forum.page")[way] !== "true";
  for (const up of findIn(UP, block)) writeOn(up, { prop: { disabled: vote === 1 }, class: { ...colour(1), karma_required: locked(up, "up") } });
  for (const down of findIn(DOWN, block)) writeOn(down, { prop: { disabled: vote === -1 }, class: { ...colour(-1), karma_required: locked(down, "down") } });
  writeIn(COUNT, block, { class: colour(0), text: String(answer.vote_count) });
}
