// A started runtime for the overlay services' tests: env (translations ready), the services an
// overlay needs, and the overlay root mounted in the document. Everything React renders is
// flushed through act(); timers are fake where a test turns them on.
import { act } from "react";
import type { Root } from "react-dom/client";
import { createEnv, type Env } from "../../../src/runtime/env";
import { mountOverlayRoot, overlayItems } from "../../../src/runtime/overlay";
import { Registry } from "../../../src/runtime/registry";
import type { ServiceDefinition } from "../../../src/runtime/service";
import { startServices } from "../../../src/runtime/start_services";
import { makeTranslate } from "../../../src/runtime/translate";
import { debugService } from "../../../src/services/debug";
import { dialogService } from "../../../src/services/dialog";
import { downloadService } from "../../../src/services/download";
import { effectService } from "../../../src/services/effect";
import { errorService } from "../../../src/services/error";
import { hotkeyService } from "../../../src/services/hotkey";
import { notificationService } from "../../../src/services/notification";
import { ormService } from "../../../src/services/orm";
import { pageService } from "../../../src/services/page";
import { popoverService } from "../../../src/services/popover";
import { profilingService } from "../../../src/services/profiling";
import { rpcService } from "../../../src/services/rpc";
import { sessionService } from "../../../src/services/session";
import { tooltipService } from "../../../src/services/tooltip";
import { uiService } from "../../../src/services/ui";
import { uploadService } from "../../../src/services/upload";
import { userService } from "../../../src/services/user";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

export interface Harness {
  env: Env;
  services: Record<string, any>;
  /** Runs fn and flushes what React renders because of it. */
  run<T>(fn: () => T): Promise<T>;
  stop(): void;
}

const localizationStub: ServiceDefinition = { start: () => ({}) };

export async function startOverlays(options: { debug?: string; terms?: Map<string, string> } = {}): Promise<Harness> {
  const env = createEnv(options.debug ?? "");
  env.setTranslate(makeTranslate(options.terms ?? new Map()));
  const registry = new Registry<ServiceDefinition<any, any>>("test services");
  const definitions: Record<string, ServiceDefinition<any, any>> = {
    session: sessionService,
    rpc: rpcService,
    user: userService,
    orm: ormService,
    page: pageService,
    localization: localizationStub,
    ui: uiService,
    notification: notificationService,
    dialog: dialogService,
    popover: popoverService,
    tooltip: tooltipService,
    hotkey: hotkeyService,
    effect: effectService,
    error: errorService,
    debug: debugService,
    profiling: profilingService,
    upload: uploadService,
    download: downloadService,
  };
  for (const [name, definition] of Object.entries(definitions)) registry.add(name, definition);
  overlayItems.set([]);
  await startServices(env, registry);
  let root: Root | null = null;
  await act(async () => {
    root = mountOverlayRoot(env);
  });
  const services = env.services;
  return {
    env,
    services,
    async run(fn) {
      let value: any;
      await act(async () => {
        value = fn();
      });
      return value;
    },
    stop() {
      act(() => root?.unmount());
      services.error?.stop?.();
      services.hotkey?.stop?.();
      services.tooltip?.stop?.();
      services.ui?.stop?.();
      overlayItems.set([]);
      document.querySelector(".o-islands-overlay")?.remove();
    },
  };
}

/** Advances fake timers by ms and flushes React. */
export async function tick(ms: number, vi: { advanceTimersByTime(ms: number): unknown }): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

export const $ = (selector: string) => document.querySelector<HTMLElement>(selector);
export const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
export const text = (selector: string) => $(selector)?.textContent ?? null;
