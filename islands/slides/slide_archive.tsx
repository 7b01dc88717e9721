// A course editor archives a lesson (spec 2 §4, §7); after a lost answer, a lesson gone from the course
// page read again was archived. Version 16's section button archives a section through the same route.
import { attr, browserNavigation, defineIsland, defineMarkup, useBind, useHost, useService, useTranslate, type IslandProps } from "../../src/kit";
import { goneFromCourse, useConfirmedAction } from "./confirmed_action";
import { markEmptySections } from "./course_page";

export const ARCHIVE_ROUTE = "/slides/slide/archive";
export const ARCHIVE_TITLE = "Archive Slide";
export const ARCHIVE_BODY = "Are you sure you want to archive this slide ?";
export const ARCHIVE_FAILED = "The lesson could not be archived. Please try again.";
export const ARCHIVE_LOST_DONE = "The server's answer was lost, but the lesson was archived.";
export const ARCHIVE_SECTION_FAILED = "The section could not be archived. Please try again.";
export const ARCHIVE_SECTION_LOST_DONE = "The server's answer was lost, but the section was archived.";

const markup = defineMarkup({ attributes: { slideId: attr.int("data-slide-id", 0), section: attr.hasClass("o_wslides_js_category_archive") } });

function SlideArchive({ attrs, parts }: IslandProps<typeof markup>) {
  const button = useHost();
  const rpc = useService("rpc");
  const http = useService("http");
  const _t = useTranslate();
  const archive = useConfirmedAction(
    attrs.section
      ? { title: ARCHIVE_TITLE, body: ARCHIVE_BODY, confirm: "Archive", failed: ARCHIVE_SECTION_FAILED, lostDone: ARCHIVE_SECTION_LOST_DONE }
      : { title: ARCHIVE_TITLE, body: ARCHIVE_BODY, confirm: "Archive", failed: ARCHIVE_FAILED, lostDone: ARCHIVE_LOST_DONE },
    () => rpc(ARCHIVE_ROUTE, { slide_id: attrs.slideId }, { silent: true }),
    () => {
      if (attrs.section) return browserNavigation.reload();
      const course = button.closest<HTMLElement>(".o_wslides_slides_list") ?? document.body;
      button.closest(".o_wslides_slides_list_slide")?.remove();
      markEmptySections(course, _t);
    },
    () => goneFromCourse(http, `.${attrs.section ? "o_wslides_js_category_archive" : "o_wslides_js_slide_archive"}[data-slide-id="${attrs.slideId}"]`),
  );
  useBind(parts, { host: { on: { click: (event) => (event.preventDefault(), archive()) } } });
  return null;
}

export default defineIsland({
  name: "slides.slide_archive",
  selector: ".o_wslides_js_slide_archive, .o_wslides_js_category_archive",
  moment: "load",
  mode: "enhance",
  services: ["dialog", "notification", "http"],
  markup,
  Component: SlideArchive,
});
