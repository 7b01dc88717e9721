// Publish toggle (spec 2 §4, §6, §7): the container's controller (or /website/publish) with
// {id, object}; its answer sets css_published / css_unpublished and the ancestor's data-publish.
// Not in editor mode; one call at a time; a failure leaves the state as it was and says so.
import { useRef } from "react";
import { defineIsland } from "../../src/runtime/island";
import { useHost } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { useService } from "../../src/hooks/use_service";
import type { RPC } from "../../src/services/rpc";
import type { NotificationService } from "../../src/services/notification";
import { isEditMode } from "./page_session";

export const PUBLISH_ROUTE = "/website/publish";
export const PUBLISH_FAILED = "The publication state could not be changed. Please try again.";

export function applyPublished(container: HTMLElement, published: boolean) {
  container.classList.toggle("css_published", published);
  container.classList.toggle("css_unpublished", !published);
  container.querySelector(".js_publish_btn")?.setAttribute("aria-pressed", String(published));
  container.closest("[data-publish]")?.setAttribute("data-publish", published ? "on" : "off");
}

function PublishToggle() {
  const host = useHost();
  const rpc = useService<RPC>("rpc");
  const notification = useService<NotificationService>("notification");
  const busy = useRef(false);
  useHostEvent(
    "click",
    async (event) => {
      event.preventDefault();
      if (isEditMode() || busy.current) return;
      busy.current = true;
      host.setAttribute("aria-busy", "true");
      try {
        const published = await rpc<boolean>(host.dataset.controller || PUBLISH_ROUTE, { id: Number(host.dataset.id), object: host.dataset.object }, { silent: true });
        applyPublished(host, Boolean(published));
      } catch (error) {
        const detail = (error as { data?: { message?: string } })?.data?.message;
        notification.add(detail ? `${PUBLISH_FAILED} ${detail}` : PUBLISH_FAILED, { type: "danger" });
      } finally {
        busy.current = false;
        host.removeAttribute("aria-busy");
      }
    },
    { selector: ".js_publish_btn" },
  );
  return null;
}

export default defineIsland({
  name: "website.publish",
  selector: ".js_publish_management",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  Component: PublishToggle,
});
