// Opens the Bootstrap modals a server page holds (a [data-bs-toggle=modal] link naming its
// [data-bs-target]) without Bootstrap's script: shown with a backdrop, focus trapped inside,
// closed by Escape, its [data-bs-dismiss=modal] buttons or a click beside it; focus then goes
// back to the link.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFocusTrap } from "../../../src/hooks/use_focus_trap";
import { useHostEvent } from "../../../src/hooks/use_host_event";

export const MODAL_TOGGLE = "[data-bs-toggle='modal']";

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
      if (target === modal || target.closest("[data-bs-dismiss='modal']")) {
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
      const target = document.querySelector<HTMLElement>(toggle.getAttribute("data-bs-target") ?? toggle.getAttribute("href") ?? "");
      if (!target?.classList.contains("modal")) return;
      event.preventDefault();
      setModal(target);
    },
    { selector: MODAL_TOGGLE },
  );
  return modal ? <OpenModal key={modal.id} modal={modal} onClose={close} /> : null;
}
