// A lesson's social share links (spec 2 §2, §9): each opens the network's share page in a 626×436
// window instead of leaving the lesson.
import { defineIsland, defineMarkup, useBind, type IslandProps } from "../../src/kit";
import { openSharePopup } from "./share";

const markup = defineMarkup({});

function LessonShareLink({ parts }: IslandProps<typeof markup>) {
  // the link's href property: the address resolved against the page, as the network needs it
  useBind(parts, { host: { on: { click: (event, link) => (event.preventDefault(), openSharePopup((link as HTMLAnchorElement).href)) } } });
  return null;
}

export default defineIsland({
  name: "slides.lesson_share_link",
  selector: "a.o_wslides_js_social_share",
  moment: "load",
  mode: "enhance",
  markup,
  Component: LessonShareLink,
});
