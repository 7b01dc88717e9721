// The quiz of a lesson page outside fullscreen. Flags read as the platform renders them; a page that
// does not say whether the visitor is the public user (the platform's does not) asks the session globals.
import { browserNavigation, child, defineIsland, findIn, readSessionInfo } from "../../src/kit";
import { Quiz, type QuizProps } from "./Quiz";
import { quizFromMarkup } from "./quiz_from_markup";
import { lessonFromElement } from "./lesson";

const NEXT_LESSON = child.optional(".o_wslides_next_slide");

/** From the page's session globals (odoo-markup.md §0): `is_website_user`, else no user id. */
function isPublicVisitor(globals: any = (window as any).odoo): boolean {
  const flag = globals?.__session_info__?.is_website_user;
  return typeof flag === "boolean" ? flag : readSessionInfo(globals).uid === false;
}

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
