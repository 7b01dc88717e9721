// Course editors manage lessons and sections on the course page (spec 2 §2 "Slides pages", §4, §7):
// archive a lesson, toggle its preview flag, add a section (a form post, as on the platform).
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { accessError, missingError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { currentUser } from "../session";
import { isCourseEditor } from "../slides/access";
import { channelOf, contentOf } from "../slides/data";
import type { Row } from "../store";

function editableLesson(c: Context<AppEnv>, slideId: unknown): Row {
  if (!isCourseEditor(currentUser(c))) throw accessError("Only course editors may change this lesson.");
  const slide = c.get("store").get("slide.slide", Number(slideId));
  if (!slide || slide.archived) throw missingError("This lesson does not exist.");
  return slide;
}

export function slidesManageRoutes(app: Hono<AppEnv>) {
  app.post("/slides/slide/archive", rpcHandler((params, c) => {
    const slide = editableLesson(c, params.slide_id);
    c.get("store").write("slide.slide", slide.id, { archived: true });
    return true;
  }));

  app.post("/slides/slide/toggle_is_preview", rpcHandler((params, c) => {
    const slide = editableLesson(c, params.slide_id);
    const isPreview = !slide.is_preview;
    c.get("store").write("slide.slide", slide.id, { is_preview: isPreview });
    return isPreview;
  }));

  // New → Course (the platform's form post): a course of the editor, unpublished, open to join.
  app.post("/slides/channel/add", async (c) => {
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));
    const user = currentUser(c);
    if (!isCourseEditor(user)) return c.text("Only course editors may create a course.", 403);
    const name = (form.name ?? "").trim();
    if (!name) return c.text("A course needs a name.", 400);
    const channel = c.get("store").create("slide.channel", {
      name: name.slice(0, 200), description: (form.description ?? "").trim().slice(0, 2000), enroll: "public", visibility: "public",
      allow_comment: true, quiz_rewards: [10, 7, 5, 2], product_id: false, is_published: false, signup_allowed: true, tag_ids: [], user_id: user!.id,
    });
    return c.redirect(`/slides/${channel.id}`, 303);
  });

  app.post("/slides/category/add", async (c) => {
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, String(v)]));
    if (!isCourseEditor(currentUser(c))) return c.text("Only course editors may add a section.", 403);
    const store = c.get("store");
    const channel = channelOf(store, Number(form.channel_id));
    const name = (form.name ?? "").trim();
    if (!channel || !name) return c.text("A section needs a course and a name.", 400);
    const last = contentOf(store, channel.id).at(-1);
    store.create("slide.slide", { channel_id: channel.id, is_category: true, name, sequence: (last?.sequence ?? 0) + 1 });
    return c.redirect(`/slides/${channel.id}`, 303);
  });
}
