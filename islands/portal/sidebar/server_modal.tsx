// Opens the Bootstrap modals a server page holds (a [data-bs-toggle=modal] link naming its
// [data-bs-target] on 16 pages, [data-toggle=modal] and [data-target] on 15 ones) without
// Bootstrap's script: shown with a backdrop, focus trapped inside, closed by Escape, its
// [data-bs-dismiss=modal] / [data-dismiss=modal] buttons or a click beside it; focus then goes
// back to the link.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFocusTrap } from "../../../src/hooks/use_focus_trap";
import { useHostEvent } from "../../../src/hooks/use_host_event";

export const MODAL_TOGGLE = "[data-bs-toggle='modal'], [data-toggle='modal']";
export const MODAL_DISMISS = "[data-bs-dismiss='modal'], [data-dismiss='modal']";

/** The modal a toggle names: its data-bs-target (15: data-target), else its href. */
export function modalTargetOf(toggle: Element): string {
  return toggle.getAttribute("data-bs-target") ?? toggle.getAttribute("data-target") ?? toggle.getAttribute("href") ?? "";
}

function findModal(selector: string): HTMLElement | null {
  try {
    return selector ? document.querySelector<HTMLElement>(selector) : null;
  } catch {
    return null; // an href such as "#" or a page URL names no element
  }
}

function OpenModal({ modal, onClose }: { modal: HTMLElement; onClose: () => void }) {
  const ref = useRef<HTMLElement | null>(modal);
  useEffect(() => {
    const backdrop = document.createElement("div");
    backdrop.className = "modal-backdrop fade show";
    document.body.append(backdrop);
    document.body.classList.add("modal-open");
    modal.style.display = "block";
    modal.classList.add("show");
    modal.removeAttribute("aria-hidden");
    modal.setAttribute("aria-modal", "true");
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onClose();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (target === modal || target.closest(MODAL_DISMISS)) {
        event.preventDefault();
        onClose();
      }
    };
    modal.addEventListener("keydown", onKeyDown);
    modal.addEventListener("click", onClick);
    return () => {
      modal.removeEventListener("keydown", onKeyDown);
      modal.removeEventListener("click", onClick);
      modal.classList.remove("show");
      modal.style.display = "";
      modal.setAttribute("aria-hidden", "true");
      modal.removeAttribute("aria-modal");
      document.body.classList.remove("modal-open");
      backdrop.remove();
    };
  }, [modal, onClose]);
  useFocusTrap(ref);
  return null;
}

/** Opens the modals named by the toggles inside the island's host, one at a time. */
export function ServerModals() {
  const [modal, setModal] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setModal(null), []);
  useHostEvent(
    "click",
    (event, toggle) => {
      const target = findModal(modalTargetOf(toggle));
      if (!target?.classList.contains("modal")) return;
      event.preventDefault();
      setModal(target);
    },
    { selector: MODAL_TOGGLE },
  );
  return modal ? <OpenModal key={modal.id} modal={modal} onClose={close} /> : null;
}
