// The UI service (spec 1 §4 "Block-UI overlay", §9 sizes): a block counter (blocked from 0→1,
// unblocked back at 0; unblocking too often warns and resets to 0), the screen size class kept up
// to date on resize (debounced), and the stack of active elements (the topmost dialog) that
// scopes hotkeys and focus.
import { atom, type ReadableAtom } from "nanostores";
import { BlockUI } from "../components/BlockUI";
import { addOverlay } from "../runtime/overlay";
import { defineService } from "../runtime/service";
import type { Env } from "../runtime/env";
import { RESIZE_DEBOUNCE_MS, isSmallSize, sizeOf, type SizeClass } from "./ui_size";

export const OVER_UNBLOCK_WARNING =
  "Unblock UI was called more times than block: the block counter is reset to 0. Only unblock the UI after blocking it.";

export const BLOCK_UI_SEQUENCE = 100;

export function createUI(env: Env) {
  let counter = 0;
  const isBlocked = atom(false);
  const size = atom<SizeClass>(sizeOf(window.innerWidth));
  // The stack of active elements; its top (or the body) is activeElement's value.
  let activeElements: HTMLElement[] = [];
  const activeElement = atom<HTMLElement>(document.body);
  const setActiveElements = (stack: HTMLElement[]) => {
    activeElements = stack;
    activeElement.set(stack.at(-1) ?? document.body);
  };

  let resizeTimer: ReturnType<typeof setTimeout> | null = null;
  const onResize = () => {
    if (resizeTimer) clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      resizeTimer = null;
      const next = sizeOf(window.innerWidth);
      if (next !== size.get()) {
        size.set(next);
        env.bus.trigger("UI:RESIZE", next);
      }
    }, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener("resize", onResize);

  return {
    isBlocked,
    size,
    get isSmall(): boolean {
      return isSmallSize(size.get());
    },
    block(): void {
      counter++;
      if (counter === 1) {
        isBlocked.set(true);
        env.bus.trigger("UI:BLOCK");
      }
    },
    unblock(): void {
      counter--;
      if (counter < 0) {
        console.warn(OVER_UNBLOCK_WARNING);
        counter = 0;
        return;
      }
      if (counter === 0) {
        isBlocked.set(false);
        env.bus.trigger("UI:UNBLOCK");
      }
    },
    activeElement: activeElement as ReadableAtom<HTMLElement>,
    /** Makes el the active element (hotkeys and focus stay in it) until the returned function runs. */
    activateElement(el: HTMLElement): () => void {
      setActiveElements([...activeElements, el]);
      return () => setActiveElements(activeElements.filter((other) => other !== el));
    },
    stop: () => window.removeEventListener("resize", onResize),
  };
}
export type UIService = ReturnType<typeof createUI>;

export const uiService = defineService<UIService>({
  start(env) {
    const ui = createUI(env);
    env.setIsSmall(() => ui.isSmall);
    addOverlay(BlockUI, { isBlocked: ui.isBlocked }, { sequence: BLOCK_UI_SEQUENCE });
    return ui;
  },
});
