// Joining a course (/slides/channel/join) and the messages of its refusals (spec 3 §8 "Join").
import { type RPC } from "../../src/kit";
import * as M from "./messages";

export const JOIN_ROUTE = "/slides/channel/join";

export interface JoinAnswer { error?: string; error_signup_allowed?: boolean }

export async function joinCourse(rpc: RPC, channelId: number): Promise<JoinAnswer> {
  const answer = await rpc<JoinAnswer | boolean>(JOIN_ROUTE, { channel_id: channelId }, { silent: true });
  return typeof answer === "object" && answer ? answer : {};
}

/** A public user's prompt (html template, %s = the address to come back to) or a plain text. */
export function joinErrorMessage(answer: JoinAnswer, _t: (s: string) => string): { text?: string; html?: string } {
  if (answer.error === "public_user") return { html: _t(answer.error_signup_allowed ? M.JOIN_SIGNUP : M.JOIN_LOGIN) };
  if (answer.error === "join_done") return { text: _t(M.JOIN_DONE) };
  return { text: _t(M.UNKNOWN_ERROR) };
}
