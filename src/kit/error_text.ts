// The text a portal island shows when a call fails: the server's own message for a server error,
// a sentence for an answer that cannot be read, else one saying the server could not be reached
// (what the user typed or picked is kept either way).
import type { Translate } from "../runtime/env";
import { RPCError } from "../services/rpc_errors";

export const UNREACHABLE_SERVER = "The server could not be reached. Please check your connection and try again.";
export const MALFORMED_ANSWER = "The server sent an answer that could not be read.";

/** Thrown by an island when an answer does not have the shape the spec gives it. */
export class MalformedAnswerError extends Error {
  constructor() {
    super(MALFORMED_ANSWER);
    this.name = "MalformedAnswerError";
  }
}

export function errorText(error: unknown, _t: Translate): string {
  if (error instanceof MalformedAnswerError) return _t(MALFORMED_ANSWER);
  if (error instanceof RPCError && error.message) return error.message;
  return _t(UNREACHABLE_SERVER);
}
