// Unit tests talk to the reference server in-process: `fetch` is answered by the same Hono app
// that `npm start` serves, with a cookie jar so a test keeps its session across calls.
import { vi } from "vitest";
import { createApp } from "../../server/app";
import { NETWORK_FAULT_HEADER } from "../../server/faults";
import { Store } from "../../server/store";
import { join } from "node:path";
import { PROJECT_ROOT } from "../../server/app";

export const ORIGIN = "http://localhost:8069";

/** Node's own fetch classes (see tests/unit/environment.ts). */
const nodeFetch = (globalThis as any).__nodeFetch as { FormData: typeof FormData; File: typeof File };

/** Rejects like a browser's fetch when the request's signal aborts. */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal | null): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException("The operation was aborted.", "AbortError"));
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject);
  });
}

export interface TestServer {
  app: ReturnType<typeof createApp>;
  store: Store;
  /** Every request the page made, in order: method, path (with query) and parsed JSON body. */
  requests: { method: string; url: string; body: any }[];
  fetch: typeof fetch;
  /** Logs the session in as this user and sets window.odoo as the server's page would. */
  login(login?: string, password?: string): Promise<void>;
  /** Sets window.odoo from the server's page globals for the current session. */
  installPageGlobals(): Promise<void>;
}

export function startTestServer(): TestServer {
  const store = new Store(":memory:").seed(join(PROJECT_ROOT, "fixtures/seed"));
  const app = createApp({ store });
  const jar = new Map<string, string>();
  const requests: TestServer["requests"] = [];

  const serverFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === "string" || input instanceof URL ? String(input) : input.url, ORIGIN);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    let body: any = init.body;
    let logged: any = undefined;
    if (typeof body === "string") {
      try {
        logged = JSON.parse(body);
      } catch {
        logged = body;
      }
    } else if (body && typeof (body as FormData).entries === "function") {
      // happy-dom's FormData is not Node's: copy it into a Node FormData the app can parse.
      const form = new nodeFetch.FormData();
      logged = {};
      for (const [key, value] of (body as FormData).entries()) {
        if (typeof value === "string") {
          form.append(key, value);
          logged[key] = value;
        } else {
          const blob = value as File;
          const file = new nodeFetch.File([await blob.arrayBuffer()], blob.name, { type: blob.type });
          form.append(key, file);
          logged[key] = (logged[key] ?? []).concat(blob.name);
        }
      }
      body = form;
    }
    requests.push({ method: init.method ?? "GET", url: url.pathname + url.search, body: logged });
    if (init.signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
    const response = await abortable(Promise.resolve(app.fetch(new Request(url, { method: init.method ?? "GET", headers, body }))), init.signal);
    if (response.headers.get(NETWORK_FAULT_HEADER)) throw new TypeError("Failed to fetch");
    for (const cookie of response.headers.getSetCookie?.() ?? []) {
      const [pair] = cookie.split(";");
      const [name, value] = pair.split("=");
      jar.set(name.trim(), value);
    }
    return response;
  };

  const server: TestServer = {
    app,
    store,
    requests,
    fetch: serverFetch as typeof fetch,
    async installPageGlobals() {
      const html = await (await serverFetch("/runtime/public")).text();
      const match = /window\.odoo = (.*?);<\/script>/.exec(html);
      (window as any).odoo = JSON.parse(match![1]);
    },
    async login(login = "portal", password = login) {
      await serverFetch("/web/session/authenticate", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 0, method: "call", params: { login, password } }),
      });
      await server.installPageGlobals();
    },
  };
  vi.stubGlobal("fetch", server.fetch);
  return server;
}
