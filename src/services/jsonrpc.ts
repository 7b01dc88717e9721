// The JSON-RPC envelope of spec 1 §7: POST {id, jsonrpc: "2.0", method: "call", params};
// the answer has `result` or `error`. HTTP 502, a network failure or an unparseable answer raise
// ConnectionLostError (its `loss` tells a gateway's 502, which did not reach the server, from an
// answer lost on the way, after which the server may have acted); HTTP 504 raises RequestTimeoutError.
import { ConnectionAbortedError, ConnectionLostError, RequestTimeoutError, makeRPCError } from "./rpc_errors";

export interface RPCPromise<T> extends Promise<T> {
  abort(rejectError?: boolean): void;
}

let nextId = 0;

export function jsonrpc<T = any>(url: string, params: Record<string, unknown> = {}, options: { silent?: boolean } = {}): RPCPromise<T> {
  void options;
  const controller = new AbortController();
  let rejectOnAbort = true;
  const request = {
    id: nextId++,
    jsonrpc: "2.0",
    method: "call",
    params,
  };
  const promise = (async () => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(request),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw new ConnectionAbortedError();
      throw new ConnectionLostError(url);
    }
    if (response.status === 502) throw new ConnectionLostError(url, "gateway");
    if (response.status === 504) throw new RequestTimeoutError(url);
    let answer: { result?: T; error?: Parameters<typeof makeRPCError>[0] };
    try {
      answer = await response.json();
    } catch {
      if (controller.signal.aborted) throw new ConnectionAbortedError();
      throw new ConnectionLostError(url);
    }
    if (!answer || typeof answer !== "object" || (!("result" in answer) && !("error" in answer))) {
      throw new ConnectionLostError(url);
    }
    if (answer.error) throw makeRPCError(answer.error);
    return answer.result as T;
  })();
  const guarded = promise.catch((error) => {
    if (error instanceof ConnectionAbortedError && !rejectOnAbort) return new Promise<T>(() => {});
    throw error;
  }) as RPCPromise<T>;
  guarded.abort = (rejectError = true) => {
    rejectOnAbort = rejectError;
    controller.abort();
  };
  return guarded;
}
