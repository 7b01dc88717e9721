// A course editor deletes a section (spec 2 §2, §7); its lessons go to the section before it. After a
// lost answer, a section gone from the course page read again was deleted.
import { attr, browserNavigation, defineIsland, defineMarkup, reloadWithNotice, useBind, useNoticeAfterReload, useService, type IslandProps } from "../../src/kit";
import { goneFromCourse, useConfirmedAction } from "./confirmed_action";
import { COURSE_EDIT_NOTICES, DELETE_CATEGORY_LOST_DONE } from "./course_notices";

export { DELETE_CATEGORY_LOST_DONE };

export const CATEGORY_MODEL = "slide.slide";
export const DELETE_CATEGORY_TITLE = "Delete Category";
export const DELETE_CATEGORY_BODY = "Are you sure you want to delete this category?";
export const DELETE_CATEGORY_FAILED = "The section could not be deleted. Please try again.";

const markup = defineMarkup({ attributes: { categoryId: attr.int("data-category-id", 0) } });

function CategoryDelete({ attrs, parts }: IslandProps<typeof markup>) {
  const orm = useService("orm");
  const http = useService("http");
  useNoticeAfterReload(COURSE_EDIT_NOTICES);
  const remove = useConfirmedAction(
    { title: DELETE_CATEGORY_TITLE, body: DELETE_CATEGORY_BODY, confirm: "Delete", failed: DELETE_CATEGORY_FAILED },
    () => orm.call(CATEGORY_MODEL, "unlink", [[attrs.categoryId]]),
    (afterLostAnswer) => (afterLostAnswer ? reloadWithNotice(DELETE_CATEGORY_LOST_DONE, "warning") : browserNavigation.reload()),
    () => goneFromCourse(http, `.o_wslides_js_category_delete[data-category-id="${attrs.categoryId}"]`),
  );
  useBind(parts, { host: { on: { click: (event) => (event.preventDefault(), remove()) } } });
  return null;
}

export default defineIsland({
  name: "slides.category_delete",
  selector: ".o_wslides_js_category_delete",
  moment: "load",
  mode: "enhance",
  services: ["dialog", "notification", "orm", "http"],
  markup,
  Component: CategoryDelete,
});
