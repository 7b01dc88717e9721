// Karma and ranks of learners (spec 3 §3 "Quiz data": rankProgress). Karma lives on the user;
// ranks (gamification.karma.rank) are ordered by their minimum karma.
import type { RankValues as QuizRankValues } from "../../contract/slides/quiz";
import type { Row, Store } from "../store";

export const ranksOf = (store: Store) => store.all("gamification.karma.rank").sort((a, b) => a.karma_min - b.karma_min);

export function rankFor(store: Store, karma: number): { rank: Row; next: Row | undefined } {
  const ranks = ranksOf(store);
  let index = 0;
  ranks.forEach((rank, i) => karma >= rank.karma_min && (index = i));
  return { rank: ranks[index], next: ranks[index + 1] };
}

/** The quiz answer's rank values (contract/slides/quiz.ts), always with a description here. */
export type RankValues = QuizRankValues & { description: string };

export function rankValues(store: Store, karma: number): RankValues {
  const { rank, next } = rankFor(store, karma);
  const lower = rank.karma_min;
  const upper = next ? next.karma_min : Math.max(karma, lower);
  const progress = upper > lower ? Math.min(100, Math.round(((karma - lower) / (upper - lower)) * 100)) : 100;
  return { karma, lower_bound: lower, upper_bound: upper, progress, motivational: rank.motivational ?? "", description: rank.description ?? "" };
}

/** Adds karma to the user and tells how their rank moved. */
export function gainKarma(store: Store, user: Row, gain: number) {
  const before = Number(user.karma ?? 0);
  const after = before + gain;
  store.write("res.users", user.id, { karma: after });
  const previous = rankFor(store, before);
  const current = rankFor(store, after);
  return {
    previous_rank: rankValues(store, before),
    new_rank: rankValues(store, after),
    level_up: previous.rank.id !== current.rank.id,
    last_rank: !current.next,
    description: current.rank.description ?? "",
  };
}

/** Karma a quiz gives on the given attempt (1st, 2nd, 3rd, then the last reward). */
export function quizReward(channel: Row, attempt: number): number {
  const rewards: number[] = channel.quiz_rewards ?? [10, 7, 5, 2];
  return rewards[Math.min(attempt, rewards.length) - 1] ?? 0;
}
