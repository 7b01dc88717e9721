// A course editor makes a lesson a free preview or not (spec 2 §4, §7): /slides/slide/toggle_is_preview
// answers the new state, which the button then shows; one call at a time.
import { defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useRef } from "react";

export const TOGGLE_PREVIEW_ROUTE = "/slides/slide/toggle_is_preview";
export const TOGGLE_PREVIEW_FAILED = "The preview setting could not be changed. Please try again.";

export function showPreview(button: HTMLElement, isPreview: boolean): void {
  button.setAttribute("aria-pressed", String(isPreview));
  button.classList.toggle("btn-success", isPreview);
  button.classList.toggle("btn-light", !isPreview);
  button.classList.toggle("border", !isPreview);
}

function SlideTogglePreview() {
  const button = useHost();
  const rpc = useService("rpc");
  const notification = useService("notification");
  const _t = useTranslate();
  const busy = useRef(false);
  useHostEvent("click", async (event) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const isPreview = await rpc<boolean>(TOGGLE_PREVIEW_ROUTE, { slide_id: Number(button.dataset.slideId) }, { silent: true });
      showPreview(button, Boolean(isPreview));
    } catch {
      notification.add(_t(TOGGLE_PREVIEW_FAILED), { type: "danger" });
    } finally {
      busy.current = false;
    }
  });
  return null;
}

export default defineIsland({
  name: "slides.slide_toggle_preview",
  selector: ".o_wslides_js_slide_toggle_is_preview",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  Component: SlideTogglePreview,
});
