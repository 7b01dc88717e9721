// Requests the server security tests make against the in-process reference server.
import { ORIGIN, type TestServer } from "../server_fetch";

export async function rpc(server: TestServer, path: string, params: Record<string, unknown>, headers: Record<string, string> = { "Content-Type": "application/json" }) {
  const response = await server.fetch(path, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: { code: number; message: string; data: Record<string, any> } };
}

export const callKw = (server: TestServer, model: string, method: string, args: unknown[] = [], kwargs: Record<string, unknown> = {}) =>
  rpc(server, `/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs });

/** The csrf token of the session, read from a page the server renders. */
export async function csrfOf(server: TestServer, path = "/web/login"): Promise<string> {
  const html = await (await server.fetch(path)).text();
  return /name="csrf_token" value="([0-9a-f]+)"/.exec(html)![1];
}

export function postForm(server: TestServer, path: string, fields: Record<string, string>) {
  return server.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString(), redirect: "manual" });
}

/** Node's own FormData and File (the app parses these, not happy-dom's). */
export const nodeForm = (globalThis as any).__nodeFetch as { FormData: typeof FormData; File: typeof File };

export interface Visitor {
  fetch(path: string, init?: RequestInit): Promise<Response>;
  rpc(path: string, params: Record<string, unknown>): Promise<{ result?: any; error?: { data: Record<string, any> } }>;
  csrf(): Promise<string>;
  /** The session id its cookie names now. */
  sid(): string;
  /** Sets a cookie of this browser (e.g. a session made straight in the store). */
  setCookie(name: string, value: string): void;
}

/** Another browser on the in-process server: its own cookie, logged in as `login` (password = login) if given. */
export async function visitor(server: TestServer, login?: string): Promise<Visitor> {
  const jar = new Map<string, string>();
  const self: Visitor = {
    async fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (jar.size) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
      const response = await server.app.fetch(new Request(ORIGIN + path, { ...init, headers }));
      for (const set of response.headers.getSetCookie()) {
        const [pair] = set.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
      return response;
    },
    async rpc(path, params) {
      const response = await self.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
      return response.json();
    },
    async csrf() {
      const html = await (await self.fetch("/web/login")).text();
      return /name="csrf_token" value="([0-9a-f]+)"/.exec(html)![1];
    },
    sid: () => jar.get("session_id") ?? "",
    setCookie: (name, value) => void jar.set(name, value),
  };
  await self.fetch("/web/login");
  if (login) await self.rpc("/web/session/authenticate", { login, password: login });
  return self;
}
