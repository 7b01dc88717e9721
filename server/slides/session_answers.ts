// A public learner's quiz answers kept in their session (spec 3 §4): saved before logging in,
// re-applied and submitted once they joined. The session's data survives the login (server/session.ts KEPT_ON_LOGIN).
import type { Store } from "../store";

export const SESSION_KEY = "slide_quiz_answers";
type Answers = Record<string, number[]>;

function readData(store: Store, sid: string): Record<string, unknown> {
  const row = store.db.prepare("SELECT data FROM sessions WHERE sid = ?").get(sid) as { data: string } | undefined;
  return JSON.parse(row?.data ?? "{}");
}

export function sessionAnswers(store: Store, sid: string): Answers {
  return (readData(store, sid)[SESSION_KEY] as Answers | undefined) ?? {};
}

export function writeSessionAnswers(store: Store, sid: string, answers: Answers): void {
  const data = { ...readData(store, sid), [SESSION_KEY]: answers };
  store.db.prepare("UPDATE sessions SET data = ? WHERE sid = ?").run(JSON.stringify(data), sid);
}
