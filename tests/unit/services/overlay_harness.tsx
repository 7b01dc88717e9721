// A started runtime for the overlay services' tests: env (translations ready), the services an
// overlay needs, and the overlay root mounted in the document. Everything React renders is
// flushed through act(); timers are fake where a test turns them on.
import { act } from "react";
import { startRuntime } from "../start_runtime";
import type { Env } from "../../../src/runtime/env";
import { overlayItems } from "../../../src/runtime/overlay";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

export interface Harness {
  env: Env;
  services: Record<string, any>;
  /** Runs fn and flushes what React renders because of it. */
  run<T>(fn: () => T): Promise<T>;
  stop(): void;
}


export async function startOverlays(options: { debug?: string; terms?: Map<string, string> } = {}): Promise<Harness> {
  const { env, root } = await startRuntime(
    ["session", "rpc", "user", "orm", "page", "localization", "ui", "notification", "dialog", "popover", "tooltip", "hotkey", "effect", "error", "debug", "profiling", "upload", "download"],
    options,
  );
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
      act(() => root.unmount());
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
