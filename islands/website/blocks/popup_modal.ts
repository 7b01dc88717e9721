// Opening and closing a block's Bootstrap modal markup without Bootstrap's script: the modal is
// shown, the block's .d-none follows it (the platform's SharedPopup), focus stays inside while it
// is open (Tab wraps) and Escape or a .js_close_popup closes it.
import { useFocusTrap } from "../../../src/kit";
import { useEffect, useLayoutEffect, useRef, useState } from "react";

export const CLOSE_SELECTOR = ".js_close_popup";

export function setModalShown(block: HTMLElement, modal: HTMLElement, shown: boolean): void {
  block.classList.toggle("d-none", !shown);
  modal.classList.toggle("show", shown);
  modal.style.display = shown ? "block" : "";
  if (shown) {
    modal.setAttribute("aria-modal", "true");
    modal.setAttribute("role", "dialog");
    modal.removeAttribute("aria-hidden");
  } else {
    modal.removeAttribute("aria-modal");
    modal.setAttribute("aria-hidden", "true");
  }
}

/** Open state of the block's modal; `onClose(target)` runs when the visitor closes it. */
export function usePopupModal(block: HTMLElement, onClose: (trigger: Element | null) => void) {
  const modal = block.querySelector<HTMLElement>(".modal");
  const [open, setOpen] = useState(false);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  // before the focus trap's effect, so that the modal is displayed when it takes the focus
  useLayoutEffect(() => {
    if (!modal) return;
    setModalShown(block, modal, open);
    if (!open) return;
    const close = (trigger: Element | null) => {
      setOpen(false);
      latestClose.current(trigger);
    };
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element).closest(CLOSE_SELECTOR);
      if (!trigger || !modal.contains(trigger)) return;
      event.preventDefault();
      close(trigger);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(null);
    };
    modal.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      modal.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [block, modal, open]);

  useEffect(() => () => {
    if (modal) setModalShown(block, modal, false);
  }, [block, modal]);

  return { modal, open, setOpen };
}

/** Whether the modal keeps the focus while open (Bootstrap's data-bs-focus="false" says no). */
export const trapsFocus = (modal: HTMLElement) => modal.getAttribute("data-bs-focus") !== "false";

/** Rendered while the modal is open: traps the focus in it. */
export function FocusTrap({ element }: { element: HTMLElement }) {
  const ref = useRef<HTMLElement | null>(element);
  ref.current = element;
  useFocusTrap(ref);
  return null;
}
