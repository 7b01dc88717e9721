// Opens the Bootstrap modals a server page holds (a [data-bs-toggle=modal] link naming its
// [data-bs-target] on 16 pages, [data-toggle=modal] and [data-target] on 15 ones) without
// Bootstrap's script: shown with a backdrop, focus trapped inside, closed by Escape, its
// [data-bs-dismiss=modal] / [data-dismiss=modal] buttons or a click beside it; focus then goes
// back to the link. The platform renders these modals inside the sidebar's row, the island's host.
import { useRef, useState } from "react";
import { createPortal } from "react-dom";
import { attr, child, useBind, useFocusTrap, type AttrSpec, type Part } from "../../../src/kit";

export const MODAL_DISMISS = "[data-bs-dismiss='modal'], [data-dismiss='modal']";

export const modalChildren = {
  modalToggle: child.optional("[data-bs-toggle='modal'], [data-toggle='modal']", {
    target: attr.string("data-bs-target"),
    target15: attr.string("data-target"),
    href: attr.string("href"),
  }),
  modal: child.optional(".modal"),
};
type ToggleAttrs = { target: AttrSpec<string>; target15: AttrSpec<string>; href: AttrSpec<string> };

/** The modal a toggle names (its data-bs-target, 15: data-target, else its href) among the host's. */
function modalNamedBy(toggle: HTMLElement, toggles: Part<HTMLElement, ToggleAttrs>, modals: Part): HTMLElement | null {
  const { target, target15, href } = toggles.attrs(toggle);
  const selector = toggle.hasAttribute("data-bs-target") ? target : toggle.hasAttribute("data-target") ? target15 : href;
  try {
    return (selector && modals.all().find((modal) => modal.matches(selector))) || null;
  } catch {
    return null; // an href such as "#" or a page URL names no element
  }
}

/** While open: shown, with its backdrop; closing puts the modal and the body back as they were. */
function OpenModal({ modal, modals }: { modal: HTMLElement; modals: Part }) {
  const ref = useRef<HTMLElement | null>(modal);
  useBind({ modals }, {
    modals: { each: (element) => (element === modal ? { class: { show: true }, style: { display: "block" }, attr: { "aria-hidden": false, "aria-modal": "true" } } : {}) },
    body: { class: { "modal-open": true } },
  });
  useFocusTrap(ref);
  return createPortal(<div className="modal-backdrop fade show" />, document.body);
}

/** Opens the modals named by the toggles inside the island's host, one at a time. */
export function ServerModals({ modalToggle, modal: modals }: { modalToggle: Part<HTMLElement, ToggleAttrs>; modal: Part }) {
  const [open, setOpen] = useState<HTMLElement | null>(null);
  const close = (event: Event) => {
    event.preventDefault();
    setOpen(null);
  };
  useBind({ modalToggle, modal: modals }, {
    modalToggle: {
      on: {
        click: (event, toggle) => {
          const modal = modalNamedBy(toggle, modalToggle, modals);
          if (!modal) return;
          event.preventDefault();
          setOpen(modal);
        },
      },
    },
    modal: {
      on: {
        keydown: (event) => {
          if (!open || event.key !== "Escape") return;
          event.stopPropagation();
          close(event);
        },
        click: (event, modal) => {
          const target = event.target as Element;
          if (modal === open && (target === modal || target.closest(MODAL_DISMISS))) close(event);
        },
      },
    },
  });
  return open ? <OpenModal key={open.id} modal={open} modals={modals} /> : null;
}
