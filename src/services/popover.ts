// Popovers (spec 1 §3, §4, §5, §9): add(target, Component, props, options) shows Component next
// to target, at top, bottom, left or right (anything else throws), 16 px from it. It closes on a
// click outside it and its target when closeOnClickAway (the default), and when its target leaves
// the DOM. Returns the close function.
import { atom } from "nanostores";
import type { ComponentType } from "react";
import { PopoverContainer } from "../components/PopoverContainer";
import { addOverlay } from "../runtime/overlay";
import { defineService } from "../runtime/service";

export const POPOVER_POSITIONS = ["top", "bottom", "left", "right"] as const;
export type PopoverPosition = (typeof POPOVER_POSITIONS)[number];
export const POPOVER_MARGIN_PX = 16;
export const POPOVER_SEQUENCE = 70;

export const invalidPopoverPosition = (position: unknown) =>
  `Invalid popover position "${String(position)}": it must be one of ${POPOVER_POSITIONS.join(", ")}`;

export interface PopoverOptions {
  position?: PopoverPosition;
  popoverClass?: string;
  closeOnClickAway?: boolean;
  onClose?: () => void;
  /** "tooltip" draws the Bootstrap tooltip look instead of the popover one. */
  variant?: "popover" | "tooltip";
  /** id of the popover element (for aria-describedby / aria-controls). */
  id?: string;
}

export interface PopoverItem {
  id: number;
  target: HTMLElement;
  Component: ComponentType<any>;
  props: Record<string, unknown>;
  position: PopoverPosition;
  popoverClass: string;
  closeOnClickAway: boolean;
  variant: "popover" | "tooltip";
  elementId?: string;
  close: () => void;
}

export function createPopoverService() {
  const popovers = atom<PopoverItem[]>([]);
  let nextId = 1;
  const observer = typeof MutationObserver === "undefined" ? null : new MutationObserver(() => {
    for (const item of popovers.get()) if (!item.target.isConnected) item.close();
  });
  let observing = false;

  function add<P extends object>(target: HTMLElement, Component: ComponentType<P & { close: () => void }>, props?: P, options: PopoverOptions = {}): () => void {
    const position = options.position ?? "bottom";
    if (!(POPOVER_POSITIONS as readonly string[]).includes(position)) throw new Error(invalidPopoverPosition(position));
    const id = nextId++;
    let closed = false;
    const item: PopoverItem = {
      id,
      target,
      Component,
      props: (props ?? {}) as Record<string, unknown>,
      position,
      popoverClass: options.popoverClass ?? "",
      closeOnClickAway: options.closeOnClickAway ?? true,
      variant: options.variant ?? "popover",
      elementId: options.id,
      close: () => {
        if (closed) return;
        closed = true;
        popovers.set(popovers.get().filter((other) => other.id !== id));
        options.onClose?.();
        if (!popovers.get().length && observing) {
          observer?.disconnect();
          observing = false;
        }
      },
    };
    if (!target.isConnected) return item.close;
    popovers.set([...popovers.get(), item]);
    if (observer && !observing) {
      observer.observe(document.body, { childList: true, subtree: true });
      observing = true;
    }
    return item.close;
  }

  return { add, popovers };
}
export type PopoverService = ReturnType<typeof createPopoverService>;

export const popoverService = defineService<PopoverService>({
  start() {
    const service = createPopoverService();
    addOverlay(PopoverContainer, { service }, { sequence: POPOVER_SEQUENCE });
    return service;
  },
});
