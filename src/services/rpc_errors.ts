// Errors of the RPC layer (spec 1 §3 "RPC error", §8 "Connection").
export interface ServerErrorData {
  name?: string;
  message?: string;
  debug?: string;
  arguments?: unknown[];
  context?: Record<string, unknown>;
  [key: string]: unknown;
}

export class RPCError extends Error {
  override name = "RPC_ERROR";
  type = "server";
  code: number | null = null;
  data: ServerErrorData | null = null;
  exceptionName: string | null = null;
  subType: string | null = null;
}

/**
 * How a call's connection was lost: "gateway", a gateway answered 502 in the server's place (the
 * call did not reach it, nothing was done); "answer", the request went out and its answer was cut
 * or could not be read (the server may have done the call).
 */
export type ConnectionLoss = "gateway" | "answer";

export class ConnectionLostError extends Error {
  constructor(
    readonly url: string,
    readonly loss: ConnectionLoss = "answer",
  ) {
    super(`Connection to "${url}" couldn't be established or was interrupted`);
    this.name = "ConnectionLostError";
  }
}

export class ConnectionAbortedError extends Error {
  constructor() {
    super("XmlHttpRequestError abort");
    this.name = "ConnectionAbortedError";
  }
}

/** HTTP 504: shown as 'Request timeout' by the error layer. */
export class RequestTimeoutError extends Error {
  constructor(readonly url: string) {
    super(`Request to "${url}" timed out`);
    this.name = "RequestTimeoutError";
  }
}

export function makeRPCError(error: { code?: number; message?: string; data?: ServerErrorData; type?: string }): RPCError {
  const rpcError = new RPCError(error.data?.message ?? error.message ?? "");
  rpcError.code = error.code ?? null;
  rpcError.type = error.type ?? "server";
  rpcError.data = error.data ?? null;
  rpcError.exceptionName = error.data?.name ?? null;
  rpcError.subType = (error.data?.["subType"] as string | undefined) ?? null;
  if (error.message && error.data?.message && error.message !== error.data.message) {
    rpcError.message = error.data.message;
  }
  return rpcError;
}
