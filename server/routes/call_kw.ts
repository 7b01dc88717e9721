// POST /web/dataset/call_kw/{model}/{method}: {model, method, args, kwargs} → the method's value.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { EXCEPTIONS, ServerException } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { genericMethods } from "../models/generic";
import { findMethod } from "../models/registry";
import { currentUser } from "../session";

export function callKwRoutes(app: Hono<AppEnv>) {
  const handler = rpcHandler((params, c) => {
    const model: string = params.model ?? c.req.param("model");
    const method: string = params.method ?? c.req.param("method");
    const run = findMethod(model, method) ?? genericMethods(model)[method];
    if (!run) throw new ServerException(EXCEPTIONS.valueError, `The method '${method}' does not exist on the model '${model}'`);
    return run({ store: c.get("store"), user: currentUser(c), c }, params.args ?? [], params.kwargs ?? {});
  });
  app.post("/web/dataset/call_kw/:model/:method", handler);
  app.post("/web/dataset/call_kw", handler);
}
