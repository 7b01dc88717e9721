// Mounts one island on a fixture element with a bare env (public behaviours need no services);
// its translations are loaded, as the runtime loads them before any island mounts.
import { createEnv } from "../../../src/runtime/env";
import { makeTranslate } from "../../../src/runtime/translate";
import type { AnyIslandDefinition } from "../../../src/runtime/island";
import { mountIsland } from "../../../src/runtime/mount";

export async function mountOn(definition: AnyIslandDefinition, host: Element) {
  const env = createEnv();
  env.setTranslate(makeTranslate(new Map()));
  return mountIsland(env, definition, host as HTMLElement);
}

export function submit(form: HTMLFormElement): SubmitEvent {
  const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 5));
