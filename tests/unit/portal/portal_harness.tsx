// The runtime of a portal page for unit tests: the reference server answering fetch in-process
// (logged in as a given user), the services an island of the portal uses, the overlay root
// (dialogs, notifications), and the page's markup as the server renders it.
import { act } from "react";
import { startRuntime } from "../start_runtime";
import { vi } from "vitest";
import type { Env } from "../../../src/runtime/env";
import type { IslandDefinition } from "../../../src/runtime/island";
import { mountIsland } from "../../../src/runtime/mount";
import { overlayItems } from "../../../src/runtime/overlay";
import { clearFaults } from "../../../server/faults";
import { startTestServer, type TestServer } from "../server_fetch";
import { installServerXhr, type FakeRequest } from "./server_xhr";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

export interface PortalHarness {
  server: TestServer;
  env: Env;
  /** Uploads (XMLHttpRequest), answered by the same server; `holdUrls` keeps them pending. */
  xhr: { requests: FakeRequest[]; holdUrls(prefix: string | null): void };
  /** Mounts an island on the first element matching its selector (or on `host`). */
  mount(definition: IslandDefinition<any>, host?: Element): Promise<() => void>;
  mountTogether(...pairs: [IslandDefinition<any>, Element][]): Promise<void>;
  stop(): void;
}


/**
 * Holds the requests to `path` until the returned function is called (to see a state that lasts
 * while a call runs, without a timed delay).
 */
export function holdRequests(server: TestServer, path: string): () => void {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith(path)) await held;
      return server.fetch(input, init);
    }),
  );
  return release;
}

/** Answers `path` with this JSON-RPC result instead of the server's (a well-formed envelope). */
export function answerWith(server: TestServer, path: string, result: unknown): void {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith(path)) return new Response(JSON.stringify({ jsonrpc: "2.0", id: 1, result }), { headers: { "Content-Type": "application/json" } });
    return server.fetch(input, init);
  });
}

/** Lets the in-process server answer and React render what follows (no timed delay). */
export async function settle(rounds = 8): Promise<void> {
  await act(async () => {
    for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** Puts the body of a page the server renders into the document (scripts are not run). */
export async function loadPage(server: TestServer, path: string): Promise<void> {
  const html = await (await server.fetch(path)).text();
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";
  const overlay = document.querySelector(".o-islands-overlay");
  // happy-dom cannot load frames: the embedded views' src is left out (tests give them a document).
  document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/(<iframe\b[^>]*?)\s+src="[^"]*"/g, "$1");
  if (overlay) document.body.append(overlay);
  // happy-dom ignores the selected attribute of parsed options; a browser does not.
  document.querySelectorAll<HTMLOptionElement>("option[selected]").forEach((option) => (option.selected = true));
}

/** Mounts islands on the page with the harness's env, and stops them all with the runtime. */
export function islandMounting(env: Env, root: { unmount(): void } | undefined) {
  const unmounts: (() => void)[] = [];
  return {
    async mount(definition: IslandDefinition<any>, host?: Element) {
      const element = host ?? document.querySelector(definition.selector);
      if (!element) throw new Error(`no element matches ${definition.selector}`);
      // Awaiting the mount inside act() would wait for a render act() only runs at its end.
      let mounted!: Promise<() => void>;
      await act(async () => {
        mounted = mountIsland(env, definition, element as HTMLElement);
      });
      const unmount = await mounted;
      unmounts.push(unmount);
      await settle();
      return unmount;
    },
    /** Mounts islands together (one act(): overlapping act() calls would leave React's act scope open). */
    async mountTogether(...pairs: [IslandDefinition<any>, Element][]) {
      let mounted!: Promise<(() => void)[]>;
      await act(async () => {
        mounted = Promise.all(pairs.map(([definition, host]) => mountIsland(env, definition, host as HTMLElement)));
      });
      unmounts.push(...(await mounted));
      await settle();
    },
    stop() {
      act(() => {
        unmounts.reverse().forEach((unmount) => unmount());
        root?.unmount();
      });
      env.services.ui?.stop?.();
      overlayItems.set([]);
      document.querySelector(".o-islands-overlay")?.remove();
      clearFaults();
    },
  };
}

export async function startPortal(login: string | null = "portal"): Promise<PortalHarness> {
  clearFaults();
  const server = startTestServer();
  if (login) await server.login(login, login);
  else await server.installPageGlobals();
  const { env, root } = await startRuntime(["session", "rpc", "http", "user", "orm", "localization", "ui", "notification", "dialog", "upload"]);
  const xhr = installServerXhr(server);
  return {
    server,
    env,
    xhr,
    ...islandMounting(env, root),
  };
}

export const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
export const $$ = <T extends Element = HTMLElement>(selector: string) => [...document.querySelectorAll<T>(selector)];
export const text = (selector: string) => $(selector)?.textContent?.trim() ?? null;

/** Types into an input or textarea the way React sees it. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  field.dispatchEvent(new Event("change", { bubbles: true }));
}

export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error("nothing to click");
  await act(async () => {
    (element as HTMLElement).click();
  });
  await settle();
}

/** The notifications shown, as text. */
export const notifications = () => $$(".o_notification").map((n) => n.textContent?.trim() ?? "");
