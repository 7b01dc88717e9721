// Faults on demand, for tests and the demo: POST /__test/faults {match, kind, times?} makes the
// next `times` requests whose path starts with `match` fail in that way; DELETE clears them.
// Kinds: 502, 504, 500-html (an HTML error page), malformed-json, not-rpc (JSON without
// result/error), network (the connection drops in the middle of the answer), slow:<ms> (answers late).
import type { Context, Hono, Next } from "hono";
import type { AppEnv } from "./context";
import { notJson, readJsonBody } from "./security/json_only";

export type FaultKind = "502" | "504" | "500-html" | "malformed-json" | "not-rpc" | "network" | `slow:${number}`;
interface Fault {
  match: string;
  kind: FaultKind;
  times: number;
}

export const NETWORK_FAULT_HEADER = "x-islands-fault";
const faults: Fault[] = [];
const TRUNCATED_ANSWER = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 4096\r\nConnection: close\r\n\r\n{"jsonrpc": "2.0", ';

export function addFault(fault: Fault): void {
  faults.push(fault);
}

export function clearFaults(): void {
  faults.length = 0;
}

function take(path: string): Fault | undefined {
  const fault = faults.find((f) => path.startsWith(f.match) && f.times > 0);
  if (fault) fault.times--;
  return fault;
}

export async function faultMiddleware(c: Context<AppEnv>, next: Next) {
  const fault = take(new URL(c.req.url).pathname);
  if (!fault) return next();
  switch (true) {
    case fault.kind === "502":
      return c.text("Bad Gateway", 502);
    case fault.kind === "504":
      return c.text("Gateway Timeout", 504);
    case fault.kind === "500-html":
      return c.html("<!DOCTYPE html><html><body><h1>Internal Server Error</h1></body></html>", 500);
    case fault.kind === "malformed-json":
      return c.body('{"jsonrpc": "2.0", "id": 1, "result": {', 200, { "Content-Type": "application/json" });
    case fault.kind === "not-rpc":
      return c.json({ unexpected: true });
    case fault.kind.startsWith("slow:"):
      await new Promise((resolve) => setTimeout(resolve, Number(fault.kind.slice(5))));
      return next();
    default: {
      // Drop the connection in the middle of the answer. (Closing it before any byte would make
      // the browser retry the request on a fresh connection, as it does for stale keep-alives.)
      const incoming = (c.env as { incoming?: { socket?: { end(data: string): void } } } | undefined)?.incoming;
      incoming?.socket?.end(TRUNCATED_ANSWER);
      // In-process fetch (unit tests) turns this marker into a TypeError, as a browser's fetch would.
      return new Response(null, { status: 599, headers: { [NETWORK_FAULT_HEADER]: "network" } });
    }
  }
}

export function faultRoutes(app: Hono<AppEnv>) {
  app.post("/__test/faults", async (c) => {
    const read = await readJsonBody<Partial<Fault>>(c);
    if (!read) return notJson(c);
    const body = read.body ?? {};
    if (!body.match || !body.kind) return c.json({ error: "match and kind are required" }, 400);
    addFault({ match: body.match, kind: body.kind, times: body.times ?? 1 });
    return c.json({ ok: true });
  });
  app.delete("/__test/faults", (c) => {
    clearFaults();
    return c.json({ ok: true });
  });
}
