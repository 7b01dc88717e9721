// JSON-RPC envelope of the reference server: {jsonrpc, id, result} or {jsonrpc, id, error}.
// Requests must be application/json (see security/json_only.ts).
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { serializeError } from "./errors";
import { atomically } from "./transaction";
import { isDebugMode } from "./security/debug_mode";
import { jsonRoute } from "./security/csrf_gate";
import { notJson, readJsonBody } from "./security/json_only";

export interface RpcRequest {
  id: number | string | null;
  params: Record<string, any>;
}

/** The request's id and params, or null when the body is not JSON (answer `notJson(c)`). */
export async function readRpc(c: Context<AppEnv>): Promise<RpcRequest | null> {
  const read = await readJsonBody<{ id?: RpcRequest["id"]; params?: Record<string, any> }>(c);
  if (!read) return null;
  const params = read.body?.params;
  return { id: read.body?.id ?? null, params: params && typeof params === "object" ? params : {} };
}

export { notJson };

export function rpcResult(c: Context<AppEnv>, id: RpcRequest["id"], result: unknown) {
  return c.json({ jsonrpc: "2.0", id, result: result === undefined ? null : result });
}

export function rpcError(c: Context<AppEnv>, id: RpcRequest["id"], error: unknown) {
  return c.json({ jsonrpc: "2.0", id, error: serializeError(error, { debug: isDebugMode(c) }) });
}

/**
 * Defines a JSON-RPC route: the handler's value or exception becomes the answer. The handler runs
 * in one transaction (transaction.ts): an exception rolls back everything it wrote. It is
 * synchronous: what must be awaited (a captcha check with the provider) goes in `prepare`, which
 * runs before the transaction opens and gives the handler its result. A transaction left open
 * across an await would take in the writes of other requests made meanwhile, and lose them on
 * a rollback.
 */
export function rpcHandler<P = undefined>(
  handler: (params: Record<string, any>, c: Context<AppEnv>, prepared: P) => unknown,
  prepare?: (params: Record<string, any>, c: Context<AppEnv>) => Promise<P>,
) {
  return jsonRoute(async (c: Context<AppEnv>) => {
    const request = await readRpc(c);
    if (!request) return notJson(c);
    try {
      const prepared = (prepare ? await prepare(request.params, c) : undefined) as P;
      return rpcResult(c, request.id, await atomically(c.get("store"), () => handler(request.params, c, prepared)));
    } catch (error) {
      return rpcError(c, request.id, error);
    }
  });
}
