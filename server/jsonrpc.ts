// JSON-RPC envelope of the reference server: {jsonrpc, id, result} or {jsonrpc, id, error}.
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { serializeError } from "./errors";

export interface RpcRequest {
  id: number | string | null;
  params: Record<string, any>;
}

export async function readRpc(c: Context<AppEnv>): Promise<RpcRequest> {
  const body = await c.req.json().catch(() => null);
  return { id: body?.id ?? null, params: body?.params ?? {} };
}

export function rpcResult(c: Context<AppEnv>, id: RpcRequest["id"], result: unknown) {
  return c.json({ jsonrpc: "2.0", id, result: result === undefined ? null : result });
}

export function rpcError(c: Context<AppEnv>, id: RpcRequest["id"], error: unknown) {
  return c.json({ jsonrpc: "2.0", id, error: serializeError(error) });
}

/** Defines a JSON-RPC route: the handler's value or exception becomes the answer. */
export function rpcHandler(handler: (params: Record<string, any>, c: Context<AppEnv>) => unknown | Promise<unknown>) {
  return async (c: Context<AppEnv>) => {
    const { id, params } = await readRpc(c);
    try {
      return rpcResult(c, id, await handler(params, c));
    } catch (error) {
      return rpcError(c, id, error);
    }
  };
}
