// E-learning pages (spec 3 §2): the course home (/slides), a course (/slides/{id}), a lesson
// (/slides/slide/{slug}) and its fullscreen player (?fullscreen=1), and the lesson files.
import { reviewsOf, reviewsTab } from "../slides/reviews";
import { SLUG, slugId } from "../slug";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml as e, markup, url } from "../html";
import { currentUser } from "../session";
import { canAccessLesson, isCourseEditor, visibleLesson } from "../slides/access";
import { channelCompletion, channelOf, contentOf, idFromSlug, lessonPath, lessonsOf, membershipOf, questionsOf } from "../slides/data";
import { contentList, courseCard, dataAttributes, iconOf, joinBlock, lessonData, likeBlock } from "../slides/markup";
import { sessionAnswers } from "../slides/session_answers";
import { canPublishSlides } from "./slides_upload";
import { modulesToInstall } from "../slides/modules";
import { renderFixture } from "./pages";
import { publishToggle, shareBlock } from "../slides/share_markup";
import { lessonQuiz } from "../slides/quiz_markup";
import { isPublisher } from "../website/publish";
import { serverLocalization } from "../website/server_translate";
import { pageLang } from "../website/page_lang";

export const EMBED_FORBIDDEN = "This content is only available to the members of its course.";

const MEDIA: Record<string, string> = { "lesson_document.pdf": "application/pdf", "lesson_video.wav": "audio/wav", "lesson_infographic.svg": "image/svg+xml" };

/** Course editors' buttons: add a tag, add content (the upload dialog), add a section, and the certification toast's place. */
const editorTools = (channelId: number, canPublish: boolean, modules: string, openUpload: boolean) =>
  `<button type="button" class="btn btn-light btn-sm border o_wslides_js_channel_tag_add" data-channel-id="${channelId}"><i class="fa fa-tag" aria-hidden="true"></i> Add a tag</button>
<button type="button" class="btn btn-primary btn-sm o_wslides_js_slide_upload" data-channel-id="${channelId}" data-can-upload="1" data-can-publish="${canPublish ? 1 : 0}" data-modules-to-install="${e(modules)}" data-open-modal="${openUpload ? 1 : 0}"><i class="fa fa-plus" aria-hidden="true"></i> Add Content</button>
<button type="button" class="btn btn-light btn-sm border o_wslides_js_slide_section_add" data-channel-id="${channelId}"><i class="fa fa-folder-o" aria-hidden="true"></i> Add Section</button>
<span class="o_wslides_survey_certification_upload_toast"></span>`;

export function slidesPageRoutes(app: Hono<AppEnv>) {
  app.get("/slides/media/:name", (c) => {
    const name = c.req.param("name");
    const type = MEDIA[name];
    const file = join(c.get("app").root, "fixtures/static/slides", name);
    if (!type || !existsSync(file)) return c.notFound();
    const content = readFileSync(file);
    const headers = { "Content-Type": type, "Cache-Control": "max-age=3600", "Accept-Ranges": "bytes" };
    // Media elements seek with byte ranges.
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header("range") ?? "");
    if (!range || (!range[1] && !range[2])) return c.body(content, 200, headers);
    const start = range[1] ? Number(range[1]) : Math.max(0, content.length - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), content.length - 1) : content.length - 1;
    if (start > end || start >= content.length) return c.body(null, 416, { "Content-Range": `bytes */${content.length}` });
    return c.body(content.subarray(start, end + 1), 206, { ...headers, "Content-Range": `bytes ${start}-${end}/${content.length}` });
  });

  app.get("/slides", (c) => {
    const store = c.get("store");
    const user = currentUser(c);
    // Course editors also see the courses not published yet (a course just created is one).
    const localization = serverLocalization(c.get("app").root, pageLang(c));
    const cards = store.all("slide.channel").filter((ch) => ch.is_published || isCourseEditor(user)).map((ch) => courseCard(store, ch, user, localization));
    return renderFixture(c, "slides/home.html", { courses: markup(cards.join("\n")) });
  });

  app.get(`/slides/:id${SLUG}`, (c) => {
    const store = c.get("store");
    const user = currentUser(c);
    const channel = channelOf(store, slugId(c.req.param("id")));
    if (!channel || (!channel.is_published && !isCourseEditor(user))) return c.notFound();
    const member = membershipOf(store, channel.id, user?.partner_id);
    const tags = store.all("slide.channel.tag").filter((t) => (channel.tag_ids ?? []).includes(t.id));
    return renderFixture(c, "slides/course.html", {
      channel_id: channel.id,
      channel_name: channel.name,
      channel_description: channel.description,
      channel_enroll: channel.enroll,
      join: markup(joinBlock(store, channel, user, serverLocalization(c.get("app").root, pageLang(c)))),
      content: markup(contentList(store, channel, user)),
      completion: member ? `${channelCompletion(store, channel.id, user?.partner_id)}%` : "",
      rating_count: Number(channel.rating_count ?? 0) + reviewsOf(store, channel.id).length,
      reviews: markup(reviewsTab(store, channel, user)),
      tags: markup(tags.map((t) => `<span class="badge text-bg-light border">${e(t.name)}</span>`).join(" ")),
      editor_tools: markup(isCourseEditor(user) ? editorTools(channel.id, canPublishSlides(user), JSON.stringify(canPublishSlides(user) ? modulesToInstall(store) : []), c.req.query("enable_slide_upload") === "1") : ""),
    });
  });

  app.get("/slides/embed/:id{[0-9]+}", (c) => {
    const store = c.get("store");
    const user = currentUser(c);
    const slide = store.get("slide.slide", Number(c.req.param("id")));
    const channel = slide && !slide.is_category ? channelOf(store, slide.channel_id) : undefined;
    if (!slide || !channel || !channel.is_published || !visibleLesson(slide, user) || !slide.document_url) return c.notFound();
    const viewer = canAccessLesson(store, user, channel, slide)
      ? `<div class="o_wslides_embed_viewer o_wslides_fs_lesson flex-grow-1 d-flex flex-column" data-url="${e(slide.document_url)}" data-title="${e(slide.name)}" data-page="${Number(c.req.query("page")) || 1}"><p class="text-white p-3" aria-busy="true">Loading…</p></div>`
      : `<p class="alert alert-info m-3">${e(EMBED_FORBIDDEN)}</p>`;
    return renderFixture(c, "slides/embed.html", { slide_name: slide.name, channel_name: channel.name, lesson_url: url(lessonPath(slide)), viewer: markup(viewer) });
  });

  app.get("/slides/slide/:slug", (c) => {
    const store = c.get("store");
    const user = currentUser(c);
    const id = idFromSlug(c.req.param("slug"));
    const slide = id === null ? undefined : store.get("slide.slide", id);
    const channel = slide && !slide.is_category ? channelOf(store, slide.channel_id) : undefined;
    if (!slide || !channel || !visibleLesson(slide, user)) return c.notFound();
    const answers = sessionAnswers(store, c.get("session").sid);
    const access = (s: typeof slide) => canAccessLesson(store, user, channel, s);
    if (c.req.query("fullscreen") === "1") {
      const sidebar = contentOf(store, channel.id)
        .filter((s) => s.is_category || (access(s) && visibleLesson(s, user)))
        .map((s) =>
          s.is_category
            ? `<li class="o_wslides_fs_sidebar_section text-uppercase small text-white-50 px-3 pt-3 pb-1">${e(s.name)}</li>`
            : `<li class="o_wslides_fs_sidebar_list_item d-flex align-items-center gap-2 px-3 py-2${s.id === slide.id ? " active" : ""}"${dataAttributes(lessonData(store, channel, s, user, true, answers[String(s.id)]))}>
<i class="fa ${iconOf(s)}" aria-hidden="true"></i><a class="o_wslides_fs_slide_name flex-grow-1 text-white text-decoration-none" href="${e(lessonPath(s))}?fullscreen=1">${e(s.name)}</a><i class="o_wslides_slide_completed fa fa-check text-success${lessonData(store, channel, s, user, true, undefined).completed ? "" : " d-none"}" role="img" aria-label="Completed"></i></li>`,
        )
        .join("\n");
      return renderFixture(c, "slides/fullscreen.html", {
        channel_id: channel.id,
        channel_name: channel.name,
        channel_enroll: channel.enroll,
        slide_name: slide.name,
        is_member: membershipOf(store, channel.id, user?.partner_id) ? 1 : 0,
        public_user: user ? 0 : 1,
        can_edit: isCourseEditor(user) ? 1 : 0,
        signup_allowed: channel.signup_allowed ? 1 : 0,
        completion: channelCompletion(store, channel.id, user?.partner_id),
        course_url: url(`/slides/${channel.id}`),
        sidebar: markup(sidebar),
      });
    }
    const canAccess = access(slide);
    const data = lessonData(store, channel, slide, user, canAccess, answers[String(slide.id)]);
    const lessons = lessonsOf(store, channel.id);
    const next = lessons[lessons.findIndex((l) => l.id === slide.id) + 1];
    const quiz = questionsOf(store, slide.id).length || (isCourseEditor(user) && !slide.is_category)
      ? lessonQuiz(c, { store, channel, slide, user, canAccess, hasNext: Boolean(next), data, sessionAnswers: answers[String(slide.id)] ?? [] })
      : "";
    return renderFixture(c, "slides/lesson.html", {
      channel_id: channel.id,
      channel_name: channel.name,
      slide_name: slide.name,
      slide_icon: iconOf(slide),
      fullscreen_url: url(`${lessonPath(slide)}?fullscreen=1`),
      like: markup(likeBlock(slide, user, store)),
      quiz: markup(canAccess ? quiz : `<div class="alert alert-info">Join the course to see this lesson.</div>`),
      next: markup(next ? `<a class="btn btn-light border o_wslides_next_slide" href="${e(lessonPath(next))}">Next: ${e(next.name)}</a>` : ""),
      publish: markup(isPublisher(user) ? publishToggle(slide) : ""),
      share: markup(shareBlock(new URL(c.req.url).origin, slide, canAccess)),
    });
  });
}
