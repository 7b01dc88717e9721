// A course editor archives a lesson (spec 2 §4, §7): after a confirmation, /slides/slide/archive;
// the lesson leaves the list and a section left without lessons says '(empty)'.
import { defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useConfirmedAction } from "./confirmed_action";
import { markEmptySections } from "./course_page";

export const ARCHIVE_ROUTE = "/slides/slide/archive";
export const ARCHIVE_TITLE = "Archive Slide";
export const ARCHIVE_BODY = "Are you sure you want to archive this slide ?";
export const ARCHIVE_FAILED = "The lesson could not be archived. Please try again.";

function SlideArchive() {
  const button = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const archive = useConfirmedAction(
    { title: ARCHIVE_TITLE, body: ARCHIVE_BODY, confirm: "Archive", failed: ARCHIVE_FAILED },
    () => rpc(ARCHIVE_ROUTE, { slide_id: Number(button.dataset.slideId) }, { silent: true }),
    () => {
      const course = button.closest<HTMLElement>(".o_wslides_slides_list") ?? document.body;
      button.closest(".o_wslides_slides_list_slide")?.remove();
      markEmptySections(course, _t);
    },
  );
  useHostEvent("click", (event) => (event.preventDefault(), archive()));
  return null;
}

export default defineIsland({
  name: "slides.slide_archive",
  selector: ".o_wslides_js_slide_archive",
  moment: "load",
  mode: "enhance",
  services: ["dialog", "notification"],
  Component: SlideArchive,
});
