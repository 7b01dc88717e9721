// A write whose answer did not come back (the connection dropped mid-answer, a gateway answered
// 502 or 504, the answer could not be read) may still have been done by the server. An island
// never sends such a write again blindly: it first looks at the state (reloads the messages, the
// key list, the order), for a gateway's 502 too, to be safe. An answer of the server itself (an
// RPC error) means it was not done.
import { HTTPError } from "../services/http_error";
import { ConnectionLostError, RequestTimeoutError } from "../services/rpc_errors";

const GATEWAY_STATUSES = [502, 504];

export function isAnswerLost(error: unknown): boolean {
  return (
    error instanceof ConnectionLostError ||
    error instanceof RequestTimeoutError ||
    (error instanceof HTTPError && GATEWAY_STATUSES.includes(error.status)) ||
    // what fetch rejects with when the network fails
    error instanceof TypeError
  );
}

/**
 * Of the lost answers, those after which the server may have done the call: the request went out
 * and its answer was cut, timed out or could not be read. A gateway's 502 answered in the server's
 * place, so a write with no state to look at again (an e-mail sent) can say it was not done.
 */
export function mayHaveActed(error: unknown): boolean {
  if (error instanceof ConnectionLostError) return error.loss === "answer";
  if (error instanceof HTTPError) return error.status === 504;
  return isAnswerLost(error);
}
