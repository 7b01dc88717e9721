// What the slide upload dialog calls (spec 2 §2 "Slides", §7 "Slides", spec 3 §7): add a slide,
// search sections, tags and certifications, and the uploaded file of a slide. Course editors
// upload; only administrators publish (the dialog's data-can-publish says so).
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { accessError, missingError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { currentUser } from "../session";
import { canAccessLesson, isCourseEditor, visibleLesson } from "../slides/access";
import { channelOf, contentOf } from "../slides/data";
import { PREVIEW_REFUSED, URL_PREVIEWS } from "../slides/previews";
import { addSlide } from "../slides/upload";
import { userTypeOf } from "../security/user_type";
import type { Row } from "../store";

export const canPublishSlides = (user: Row | null) => userTypeOf(user) === "admin";

function requireUploader(c: Context<AppEnv>) {
  if (!isCourseEditor(currentUser(c))) throw accessError("Only course editors may add content to a course.");
}

const pick = (row: Row, fields: unknown, fallback: string[]) => {
  const names = Array.isArray(fields) && fields.length ? fields.map(String) : fallback;
  return Object.fromEntries(["id", ...names.filter((f) => f !== "id")].map((f) => [f, row[f] ?? false]));
};

/** The channel a domain like [["channel_id", "=", 1]] names, if any. */
function channelInDomain(domain: unknown): number | null {
  if (!Array.isArray(domain)) return null;
  const leaf = domain.find((d) => Array.isArray(d) && d[0] === "channel_id" && d[1] === "=");
  return leaf ? Number(leaf[2]) : null;
}

export function slidesUploadRoutes(app: Hono<AppEnv>) {
  app.post("/slides/add_slide", rpcHandler((params, c) => {
    requireUploader(c);
    const store = c.get("store");
    const channel = channelOf(store, Number(params.channel_id));
    if (!channel) throw missingError("This course does not exist.");
    return addSlide(store, channel, params, canPublishSlides(currentUser(c)));
  }));

  app.post("/slides/prepare_preview/", rpcHandler((params, c) => {
    requireUploader(c);
    if (!channelOf(c.get("store"), Number(params.channel_id))) throw missingError("This course does not exist.");
    const preview = URL_PREVIEWS[String(params.url ?? "").trim()];
    return preview ? { ...preview } : { error: PREVIEW_REFUSED };
  }));

  app.post("/slides/category/search_read", rpcHandler((params, c) => {
    requireUploader(c);
    const channelId = channelInDomain(params.domain);
    const sections = channelId === null ? [] : contentOf(c.get("store"), channelId).filter((s) => s.is_category);
    return { read_results: sections.map((s) => pick(s, params.fields, ["name"])) };
  }));

  app.post("/slides/tag/search_read", rpcHandler((params, c) => {
    requireUploader(c);
    return { read_results: c.get("store").all("slide.tag").map((t) => pick(t, params.fields, ["name"])) };
  }));

  app.post("/slides_survey/certification/search_read", rpcHandler((params, c) => {
    requireUploader(c);
    const surveys = c.get("store").all("survey.survey").filter((s) => s.certification);
    return { read_results: surveys.map((s) => pick(s, params.fields, ["title"])) };
  }));

  app.get("/slides/slide/:id{[0-9]+}/content", (c) => {
    const store = c.get("store");
    const user = currentUser(c);
    const slide = store.get("slide.slide", Number(c.req.param("id")));
    const channel = slide?.datas ? store.get("slide.channel", Array.isArray(slide.channel_id) ? slide.channel_id[0] : Number(slide.channel_id)) : undefined;
    // The file of a lesson is served as the lesson itself: its course visible, the lesson published
    // (or an editor), and the visitor a member of the course unless the lesson is a free preview.
    if (!slide || !channel || !(channel.is_published || isCourseEditor(user)) || !visibleLesson(slide, user) || !canAccessLesson(store, user, channel, slide)) return c.notFound();
    return c.body(Buffer.from(String(slide.datas), "base64"), 200, { "Content-Type": String(slide.mime_type), "Cache-Control": "no-cache" });
  });
}
