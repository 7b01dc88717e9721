// Mounts one block's island with a bare env whose translations are loaded (no terms: the source
// texts), and optional services.
import { createEnv } from "../../../../src/runtime/env";
import type { IslandDefinition } from "../../../../src/runtime/island";
import { mountIsland } from "../../../../src/runtime/mount";
import { makeTranslate } from "../../../../src/runtime/translate";

export async function mountBlock(definition: IslandDefinition<any>, host: Element, services: Record<string, unknown> = {}) {
  const env = createEnv();
  env.setTranslate(makeTranslate(new Map()));
  Object.assign(env.services, services);
  return mountIsland(env, definition, host as HTMLElement);
}

/** Advances fake timers, then lets React commit what they scheduled (its scheduler runs on setImmediate). */
export async function advance(ms: number) {
  const { vi } = await import("vitest");
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
}
