// A course editor makes a lesson a free preview or not (spec 2 §4, §7): the route answers the new
// state, which the button then shows; one call at a time.
import { useState } from "react";
import { attr, defineIsland, defineMarkup, useBind, useService, useTranslate, useWriteLock, type IslandProps } from "../../src/kit";

export const TOGGLE_PREVIEW_ROUTE = "/slides/slide/toggle_is_preview";
export const TOGGLE_PREVIEW_FAILED = "The preview setting could not be changed. Please try again.";

const markup = defineMarkup({ attributes: { slideId: attr.int("data-slide-id", 0) } });

function SlideTogglePreview({ attrs, parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const notification = useService("notification");
  const _t = useTranslate();
  const lock = useWriteLock();
  const [isPreview, setPreview] = useState<boolean | null>(null);

  const toggle = lock.locked(async () => {
    try {
      setPreview(Boolean(await rpc(TOGGLE_PREVIEW_ROUTE, { slide_id: attrs.slideId }, { silent: true })));
    } catch {
      notification.add(_t(TOGGLE_PREVIEW_FAILED), { type: "danger" });
    }
  });

  // until the server says, the button keeps the page's state
  const known = isPreview !== null;
  useBind(parts, {
    host: {
      attr: { "aria-pressed": known ? String(isPreview) : undefined },
      class: { "btn-success": isPreview ?? undefined, "btn-light": known ? !isPreview : undefined, border: known ? !isPreview : undefined },
      on: { click: (event) => (event.preventDefault(), void toggle()) },
    },
  });
  return null;
}

export default defineIsland({
  name: "slides.slide_toggle_preview",
  selector: ".o_wslides_js_slide_toggle_is_preview",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  markup,
  Component: SlideTogglePreview,
});
