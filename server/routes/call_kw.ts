// POST /web/dataset/call_kw/{model}/{method}: {model, method, args, kwargs} → the method's value,
// for the methods and records the caller's access allows (security/access.ts).
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { rpcHandler } from "../jsonrpc";
import { callModelMethod } from "../security/access";
import { currentUser } from "../session";

export function callKwRoutes(app: Hono<AppEnv>) {
  const handler = rpcHandler((params, c) => {
    const model = String(params.model ?? c.req.param("model"));
    const method = String(params.method ?? c.req.param("method"));
    const args = Array.isArray(params.args) ? params.args : [];
    const kwargs = params.kwargs && typeof params.kwargs === "object" && !Array.isArray(params.kwargs) ? params.kwargs : {};
    return callModelMethod({ store: c.get("store"), user: currentUser(c), c }, model, method, args, kwargs);
  });
  app.post("/web/dataset/call_kw/:model/:method", handler);
  app.post("/web/dataset/call_kw", handler);
}
