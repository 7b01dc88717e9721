// A post's vote block after the server's answer (spec 3 §4 "Forum"): the up button disabled at 1,
// the down button at -1, the count and its colour, and at 0 the buttons karma-locked again when
// the visitor may not vote that way.
import * as M from "./messages";

export interface VoteAnswer {
  user_vote?: number;
  vote_count?: number;
  error?: string;
}

export const VOTE_ERRORS: Record<string, string> = { own_post: M.VOTE_OWN_POST, anonymous_user: M.VOTE_ANONYMOUS };

export function applyVote(block: HTMLElement, answer: { user_vote: number; vote_count: number }): void {
  const up = block.querySelector<HTMLButtonElement>(".vote_up");
  const down = block.querySelector<HTMLButtonElement>(".vote_down");
  const count = block.querySelector<HTMLElement>(".vote_count");
  const vote = Number(answer.user_vote);
  for (const item of [up, down, count]) item?.classList.remove("text-success", "text-danger");
  if (up) up.disabled = vote === 1;
  if (down) down.disabled = vote === -1;
  if (vote === 1) [up, count].forEach((item) => item?.classList.add("text-success"));
  if (vote === -1) [down, count].forEach((item) => item?.classList.add("text-danger"));
  if (count) count.textContent = String(answer.vote_count);
  up?.classList.toggle("karma_required", vote === 0 && up.dataset.canUpvote !== "true");
  down?.classList.toggle("karma_required", vote === 0 && down.dataset.canDownvote !== "true");
}
