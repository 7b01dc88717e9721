// A lesson's social share links (spec 2 §2, §9): each opens the network's share page in a 626×436
// window instead of leaving the lesson.
import { defineIsland, useHostEvent } from "../../src/kit";
import { openSharePopup } from "./share";

function LessonShareLink() {
  useHostEvent("click", (event, link) => {
    event.preventDefault();
    openSharePopup((link as HTMLAnchorElement).href);
  });
  return null;
}

export default defineIsland({
  name: "slides.lesson_share_link",
  selector: "a.o_wslides_js_social_share",
  moment: "load",
  mode: "enhance",
  Component: LessonShareLink,
});
