// Tooltips (spec 1 §9): an element with data-tooltip="text" (and optionally data-tooltip-position)
// shows its text after 400 ms of hover (or keyboard focus); every 200 ms the tooltip checks that
// its target is still in the DOM and hovered or focused, and closes otherwise. Escape closes it.
import { createElement } from "react";
import { defineService } from "../runtime/service";
import { POPOVER_POSITIONS, type PopoverPosition, type PopoverService } from "./popover";

export const TOOLTIP_OPEN_DELAY_MS = 400;
export const TOOLTIP_CLOSE_CHECK_MS = 200;
export const TOOLTIP_SELECTOR = "[data-tooltip]";
export const TOOLTIP_ELEMENT_ID = "o-tooltip";

function TooltipText({ text }: { text: string }) {
  return createElement("span", { className: "o_tooltip_text" }, text);
}

export function createTooltipService(popover: PopoverService) {
  let hovered: HTMLElement | null = null;
  let focused: HTMLElement | null = null;
  let openTimer: ReturnType<typeof setTimeout> | null = null;
  let checkTimer: ReturnType<typeof setInterval> | null = null;
  let current: { target: HTMLElement; close: () => void } | null = null;

  const targetOf = (node: EventTarget | null) => (node instanceof Element ? node.closest<HTMLElement>(TOOLTIP_SELECTOR) : null);

  function close() {
    if (checkTimer) clearInterval(checkTimer);
    checkTimer = null;
    if (!current) return;
    const { target, close: remove } = current;
    current = null;
    if (target.getAttribute("aria-describedby") === TOOLTIP_ELEMENT_ID) target.removeAttribute("aria-describedby");
    remove();
  }

  function open(target: HTMLElement) {
    const text = target.getAttribute("data-tooltip");
    if (!text) return;
    close();
    const wanted = target.getAttribute("data-tooltip-position") as PopoverPosition | null;
    const position = wanted && (POPOVER_POSITIONS as readonly string[]).includes(wanted) ? wanted : "top";
    const remove = popover.add(target, TooltipText, { text }, { position, variant: "tooltip", closeOnClickAway: false, id: TOOLTIP_ELEMENT_ID });
    current = { target, close: remove };
    if (!target.hasAttribute("aria-describedby")) target.setAttribute("aria-describedby", TOOLTIP_ELEMENT_ID);
    checkTimer = setInterval(() => {
      if (!current) return;
      const t = current.target;
      if (!t.isConnected || (t !== hovered && t !== focused)) close();
    }, TOOLTIP_CLOSE_CHECK_MS);
  }

  function schedule(target: HTMLElement | null) {
    if (openTimer) clearTimeout(openTimer);
    openTimer = null;
    if (!target || current?.target === target) return;
    openTimer = setTimeout(() => {
      openTimer = null;
      if (target.isConnected && (target === hovered || target === focused)) open(target);
    }, TOOLTIP_OPEN_DELAY_MS);
  }

  const onMouseOver = (event: Event) => {
    const target = targetOf(event.target);
    if (target === hovered) return;
    hovered = target;
    schedule(target);
  };
  const onMouseOut = (event: MouseEvent) => {
    if (hovered && !hovered.contains(event.relatedTarget as Node | null)) hovered = targetOf(event.relatedTarget);
  };
  const onFocusIn = (event: Event) => {
    focused = targetOf(event.target);
    schedule(focused);
  };
  const onFocusOut = () => {
    focused = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && current) close();
  };
  document.addEventListener("mouseover", onMouseOver);
  document.addEventListener("mouseout", onMouseOut);
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("keydown", onKeyDown, true);

  return {
    /** Closes the open tooltip, if any. */
    close,
    get current(): HTMLElement | null {
      return current?.target ?? null;
    },
    stop() {
      close();
      document.removeEventListener("mouseover", onMouseOver);
      document.removeEventListener("mouseout", onMouseOut);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("keydown", onKeyDown, true);
    },
  };
}
export type TooltipService = ReturnType<typeof createTooltipService>;

export const tooltipService = defineService<TooltipService, { popover: PopoverService }>({
  dependencies: ["popover"],
  start: (_env, { popover }) => createTooltipService(popover),
});
