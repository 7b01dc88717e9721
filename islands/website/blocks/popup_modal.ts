// Opening and closing a block's Bootstrap modal markup without Bootstrap's script: the modal is
// shown, the block's .d-none follows it (the platform's SharedPopup), focus stays inside while it
// is open (Tab wraps) and Escape or a .js_close_popup closes it.
import { attr, child, useFocusTrap, type Bindings, type Part } from "../../../src/kit";
import { createElement, useRef, useState } from "react";
import { POPUP_DISPLAYS } from "./popup_opening";

/** The modal and its close buttons, as a popup block's markup contract declares them. */
export const popupChildren = {
  modal: child.optional(".modal", {
    display: attr.oneOf("data-display", POPUP_DISPLAYS, "afterDelay"),
    showAfter: attr.number("data-show-after", 5000),
    consentsDays: attr.number("data-consents-duration", 7),
    focus: attr.string("data-bs-focus"),
  }),
  close: child.optional(".modal .js_close_popup"),
};

type ModalParts = { modal: Part<HTMLElement, (typeof popupChildren)["modal"]["attributes"]>; close: Part };

/**
 * Open state of the block's modal; `onClose(trigger)` runs when the visitor closes it. The
 * bindings it returns go into the island's own `useBind`, with the island's others.
 */
export function usePopupModal(parts: ModalParts, onClose: (trigger: Element | null) => void) {
  const modal = parts.modal.first();
  const [open, setOpen] = useState(false);
  const close = (trigger: Element | null) => {
    setOpen(false);
    onClose(trigger);
  };
  const clickClose = (event: Event, trigger: HTMLElement) => {
    if (!open) return;
    event.preventDefault();
    close(trigger);
  };
  const bindings: Bindings<ModalParts> = {
    host: { class: { "d-none": !open } },
    modal: {
      class: { show: open },
      style: { display: open ? "block" : null },
      attr: { "aria-modal": open ? "true" : null, role: open ? "dialog" : undefined, "aria-hidden": open ? null : "true" },
    },
    close: { on: { click: clickClose } },
  };
  const onEscape = (event: KeyboardEvent) => open && event.key === "Escape" && close(null);
  // Bootstrap's data-bs-focus="false" says the modal does not keep the focus
  const trap = open && modal && parts.modal.attrs(modal).focus !== "false" ? createElement(FocusTrap, { element: modal }) : null;
  return { modal, open, setOpen, bindings, onEscape, trap };
}

/** Rendered while the modal is open: traps the focus in it. */
function FocusTrap({ element }: { element: HTMLElement }) {
  const ref = useRef<HTMLElement | null>(element);
  ref.current = element;
  useFocusTrap(ref);
  return null;
}
