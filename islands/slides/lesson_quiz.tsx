// The quiz of a lesson page outside fullscreen (.o_wslides_lesson_main .o_wslides_js_lesson_quiz).
import { browserNavigation, defineIsland } from "../../src/kit";
import { Quiz, type QuizProps } from "./Quiz";
import { lessonFromElement } from "./rules";

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
      completed: lesson.completed,
      isMember: lesson.isMember,
      publicUser: read.int("data-public-user", 1) === 1,
      sessionAnswers: lesson.sessionAnswers,
      hasNext: false,
      canEdit: read.int("data-can-edit", 0) === 1,
      nextUrl: host.closest(".o_wslides_lesson_main")?.querySelector<HTMLAnchorElement>(".o_wslides_next_slide")?.getAttribute("href") ?? "",
    };
  },
  Component: LessonQuiz,
});
