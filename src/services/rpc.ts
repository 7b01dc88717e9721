// The rpc service: the JSON-RPC envelope with the session prefix, announced on the env bus
// (RPC:REQUEST / RPC:RESPONSE) so loading indicators and the error layer can follow calls.
import { defineService } from "../runtime/service";
import { jsonrpc, type RPCPromise } from "./jsonrpc";
import type { SessionService } from "./session";

export type RPC = <T = any>(route: string, params?: Record<string, unknown>, settings?: { silent?: boolean }) => RPCPromise<T>;

export const rpcService = defineService<RPC, { session: SessionService }>({
  dependencies: ["session"],
  start(env, { session }) {
    let rpcId = 0;
    return (<T,>(route: string, params: Record<string, unknown> = {}, settings: { silent?: boolean } = {}) => {
      const url = /^https?:\/\//.test(route) ? route : session.prefix + route;
      const id = rpcId++;
      env.bus.trigger("RPC:REQUEST", { id, url, params, settings });
      const call = jsonrpc<T>(url, params, settings);
      const done = (error: unknown) => env.bus.trigger("RPC:RESPONSE", { id, error, settings });
      const tracked = call.then(
        (value) => (done(undefined), value),
        (error) => {
          done(error);
          throw error;
        },
      ) as RPCPromise<T>;
      tracked.abort = call.abort;
      return tracked;
    }) as RPC;
  },
});
