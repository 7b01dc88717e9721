// Course editors reorder sections and lessons (spec 3 §2, §7) by dragging a handle (SortableJS, loaded
// on demand) or with its arrow keys; an order that cannot be saved is put back, and says so.
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { attr, child, defineIsland, defineMarkup, useBind, useHost, useService, useTranslate, type IslandProps } from "../../src/kit";
import type Sortable from "sortablejs";
import { markEmptySections } from "./course_page";
import { ITEM_SELECTOR, LESSON_SELECTOR, SECTION_SELECTOR, moveBy, orderOf, positionOf, snapshot } from "./reorder";

export const RESEQUENCE_ROUTE = "/web/dataset/resequence";
export const REORDER_FAILED = "The new order could not be saved: it is back as it was.";
export const MOVED = "%s moved to position %s.";
export const MOVED_IN_SECTION = "%s moved to position %s in %s.";
export const SORTABLE_GROUP = "o_wslides_lessons";
const HANDLE = ".o_wslides_slides_list_drag";

const markup = defineMarkup({
  // the platform's list: data-can-edit as QWeb writes it (True, 1, left out), or just the handles
  attributes: { canEdit: attr.boolean("data-can-edit") },
  children: {
    handle: child.optional(".o_wslides_slides_list_drag", { label: attr.string("aria-label") }),
    sectionList: child.optional("ul[data-section-id]"),
  },
});

function CourseReorder({ attrs, parts }: IslandProps<typeof markup>) {
  const list = useHost();
  // the drag handles are rendered for the course's editors only
  const editable = attrs.canEdit || parts.handle.all().length > 0;
  const rpc = useService("rpc");
  const notification = useService("notification");
  const _t = useTranslate();
  const [announce, setAnnounce] = useState("");
  const [sortable, setSortable] = useState(false);
  const saveRef = useRef<(restore: () => void) => Promise<void>>(async () => {});

  const save = async (restore: () => void) => {
    markEmptySections(list, _t);
    try {
      await rpc(RESEQUENCE_ROUTE, { model: "slide.slide", ids: orderOf(list) }, { silent: true });
    } catch {
      restore();
      markEmptySections(list, _t);
      notification.add(_t(REORDER_FAILED), { type: "danger" });
    }
  };
  saveRef.current = save;

  const moveByKey = (event: KeyboardEvent, handle: HTMLElement) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    const item = handle.closest<HTMLElement>(ITEM_SELECTOR);
    if (!item) return;
    const restore = snapshot(list);
    if (!moveBy(item, event.key === "ArrowUp" ? -1 : 1)) return;
    handle.focus();
    const name = parts.handle.attrs(handle).label.replace(/^Move /, "");
    const { position, section } = positionOf(item);
    setAnnounce(section ? _t(MOVED_IN_SECTION, name, position, section) : _t(MOVED, name, position));
    void save(restore);
  };
  useBind(parts, { host: { attr: { "data-sortable": sortable ? "1" : undefined } }, handle: { on: { keydown: moveByKey } } });

  useEffect(() => {
    if (!editable) return;
    let live = true;
    const sortables: Sortable[] = [];
    void import("sortablejs").then(({ default: SortableJS }) => {
      if (!live) return;
      let restore: (() => void) | null = null;
      const options: Sortable.Options = {
        handle: HANDLE, animation: 150, forceFallback: true, ghostClass: "opacity-50",
        onStart: () => void (restore = snapshot(list)),
        onEnd: (event) => {
          const undo = restore;
          restore = null;
          if (undo && (event.from !== event.to || event.oldIndex !== event.newIndex)) void saveRef.current(undo);
        },
      };
      sortables.push(SortableJS.create(list, { ...options, draggable: SECTION_SELECTOR }));
      for (const lessons of parts.sectionList.all()) sortables.push(SortableJS.create(lessons, { ...options, draggable: LESSON_SELECTOR, group: SORTABLE_GROUP }));
      setSortable(true);
    });
    return () => {
      live = false;
      sortables.forEach((sortable) => sortable.destroy());
    };
  }, [list, parts, editable]);

  if (!editable) return null;
  return createPortal(<div className="visually-hidden" aria-live="polite">{announce}</div>, list.parentElement ?? list);
}

export default defineIsland({
  name: "slides.course_reorder",
  // the platform's list; one its page says is not editable (data-can-edit="0" or "False") is left
  // alone, so that a visitor's course page does not download the editors' island
  selector: ".o_wslides_slides_list:not([data-can-edit='0']):not([data-can-edit='False'])",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  markup,
  Component: CourseReorder,
});
