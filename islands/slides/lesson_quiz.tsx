// The quiz of a lesson page outside fullscreen (.o_wslides_lesson_main .o_wslides_js_lesson_quiz).
// Its flags are read as the platform renders them (`True`, `1`, or absent when false); a page that
// does not say whether the visitor is the public user (the platform's does not) is asked through
// the session globals.
import { browserNavigation, child, defineIsland, findIn } from "../../src/kit";
import { Quiz, type QuizProps } from "./Quiz";
import { isPublicVisitor } from "./public_visitor";
import { quizFromMarkup } from "./quiz_from_markup";
import { lessonFromElement } from "./lesson";

/** The lesson page's link to the next lesson, next to the quiz. */
const NEXT_LESSON = child.optional(".o_wslides_next_slide");

function LessonQuiz(props: QuizProps & { nextUrl: string }) {
  return <Quiz {...props} hasNext={Boolean(props.nextUrl)} onNext={props.nextUrl ? () => browserNavigation.assign(props.nextUrl) : undefined} />;
}

export default defineIsland({
  name: "slides.lesson_quiz",
  selector: ".o_wslides_lesson_main .o_wslides_js_lesson_quiz",
  moment: "load",
  mode: "render",
  services: ["notification", "dialog"],
  props: (host, read) => {
    const lesson = lessonFromElement(host);
    return {
      slideId: lesson.id,
      channelId: read.int("data-channel-id", 0),
      completed: read.boolean("data-completed"),
      isMember: read.boolean("data-is-member"),
      publicUser: host.hasAttribute("data-public-user") ? read.boolean("data-public-user", true) : isPublicVisitor(),
      sessionAnswers: lesson.sessionAnswers,
      hasNext: false,
      canEdit: read.boolean("data-can-edit"),
      initialQuiz: quizFromMarkup(host),
      nextUrl: findIn(NEXT_LESSON, host.closest(".o_wslides_lesson_main") ?? host)[0]?.getAttribute("href") ?? "",
    };
  },
  Component: LessonQuiz,
});
