// Course editors reorder sections and lessons (spec 3 §2, §7): drag an item by its handle onto a
// sibling, or focus the handle and use the up / down arrow keys. The order is saved through
// /web/dataset/resequence; if it cannot be, the list is put back as it was and says so.
import { useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useHost, useTranslate } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { useService } from "../../src/hooks/use_service";
import { defineIsland } from "../../src/runtime/island";
import type { NotificationService } from "../../src/services/notification";
import type { RPC } from "../../src/services/rpc";
import { ITEM_SELECTOR, moveBy, orderOf, siblingsOf, snapshot } from "./reorder";

export const RESEQUENCE_ROUTE = "/web/dataset/resequence";
export const REORDER_FAILED = "The new order could not be saved: it is back as it was.";
export const MOVED = "%s moved to position %s.";
const HANDLE = ".o_wslides_slides_list_drag";

function CourseReorder() {
  const list = useHost();
  const rpc = useService<RPC>("rpc");
  const notification = useService<NotificationService>("notification");
  const _t = useTranslate();
  const dragged = useRef<HTMLElement | null>(null);
  const restoreDrag = useRef<(() => void) | null>(null);
  const [announce, setAnnounce] = useState("");

  const save = async (restore: () => void) => {
    try {
      await rpc(RESEQUENCE_ROUTE, { model: "slide.slide", ids: orderOf(list) }, { silent: true });
    } catch {
      restore();
      notification.add(_t(REORDER_FAILED), { type: "danger" });
    }
  };

  useHostEvent("keydown", (event, handle) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    const item = handle.closest<HTMLElement>(ITEM_SELECTOR);
    if (!item) return;
    const restore = snapshot(list);
    if (!moveBy(item, event.key === "ArrowUp" ? -1 : 1)) return;
    handle.focus();
    setAnnounce(_t(MOVED).replace("%s", handle.getAttribute("aria-label")?.replace(/^Move /, "") ?? "").replace("%s", String(siblingsOf(item).indexOf(item) + 1)));
    void save(restore);
  }, { selector: HANDLE });

  useHostEvent("mousedown", (_e, handle) => handle.closest<HTMLElement>(ITEM_SELECTOR)?.setAttribute("draggable", "true"), { selector: HANDLE });
  useHostEvent("dragstart", (event) => {
    const item = (event.target as Element).closest<HTMLElement>(ITEM_SELECTOR);
    if (!item || item.getAttribute("draggable") !== "true") return event.preventDefault();
    dragged.current = item;
    restoreDrag.current = snapshot(list);
    event.dataTransfer?.setData("text/plain", item.dataset.id ?? "");
    item.classList.add("opacity-50");
  });
  useHostEvent("dragover", (event) => {
    const item = dragged.current;
    const over = (event.target as Element).closest<HTMLElement>(ITEM_SELECTOR);
    if (!item || !over || over === item || over.parentElement !== item.parentElement) return;
    event.preventDefault();
    const box = over.getBoundingClientRect();
    if (event.clientY < box.top + box.height / 2) over.before(item);
    else over.after(item);
  });
  useHostEvent("drop", (event) => event.preventDefault());
  useHostEvent("dragend", () => {
    const item = dragged.current;
    const restore = restoreDrag.current;
    dragged.current = null;
    if (!item || !restore) return;
    item.classList.remove("opacity-50");
    item.removeAttribute("draggable");
    void save(restore);
  });

  return createPortal(<div className="visually-hidden" aria-live="polite">{announce}</div>, list.parentElement ?? list);
}

export default defineIsland({
  name: "slides.course_reorder",
  selector: ".o_wslides_slides_list[data-can-edit='1']",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  Component: CourseReorder,
});
