// Course tags for editors (spec 3 §7): searching tags and tag groups, adding a tag (existing, or new
// as [0, {name}] with its group) to a course.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { accessError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { currentUser } from "../session";
import type { Row, Store } from "../store";
import { isCourseEditor } from "../slides/access";

export const TAG_REQUIRED = "A tag is required.";
export const GROUP_REQUIRED = "A new tag needs a tag group.";
export const TAG_EXISTS = "This tag already exists: choose it in the list.";
export const COURSE_MISSING = "This course does not exist.";

const pick = (row: Row, fields: unknown) => (Array.isArray(fields) && fields.length ? Object.fromEntries(["id", ...fields].map((f) => [f, row[String(f)]])) : { id: row.id, name: row.name });

function requireEditor(c: Context<AppEnv>) {
  if (!isCourseEditor(currentUser(c))) throw accessError("Only course editors may change the tags of a course.");
}

/** An existing id, or a new record from [0, {name}]; an error text when neither. */
function resolve(store: Store, model: string, value: unknown, extra: Record<string, unknown> = {}): Row | string | null {
  if (typeof value === "number") return store.get(model, value) ?? null;
  if (Array.isArray(value) && value[0] === 0 && typeof value[1]?.name === "string") {
    const name = value[1].name.trim();
    if (!name) return null;
    if (store.all(model).some((r) => String(r.name).toLowerCase() === name.toLowerCase())) return TAG_EXISTS;
    return store.create(model, { name, ...extra });
  }
  return null;
}

export function slidesTagRoutes(app: Hono<AppEnv>) {
  app.post("/slides/channel/tag/search_read", rpcHandler((params, c) => {
    requireEditor(c);
    return { can_create: true, read_results: c.get("store").all("slide.channel.tag").map((t) => pick(t, params.fields)) };
  }));
  app.post("/slides/channel/tag/group/search_read", rpcHandler((params, c) => {
    requireEditor(c);
    return { can_create: true, read_results: c.get("store").all("slide.channel.tag.group").map((g) => pick(g, params.fields)) };
  }));

  const addTag = (store: Store, tagValue: unknown, groupValue: unknown): Row | string => {
    const isNew = Array.isArray(tagValue);
    if (tagValue === undefined || tagValue === null || tagValue === false) return TAG_REQUIRED;
    let groupId: number | undefined;
    if (isNew) {
      const group = resolve(store, "slide.channel.tag.group", groupValue);
      if (!group) return GROUP_REQUIRED;
      if (typeof group === "string") return group;
      groupId = group.id;
    }
    const tag = resolve(store, "slide.channel.tag", tagValue, groupId ? { group_id: groupId } : {});
    if (!tag) return TAG_REQUIRED;
    return tag;
  };

  app.post("/slides/channel/tag/add", rpcHandler((params, c) => {
    requireEditor(c);
    const store = c.get("store");
    const channel = store.get("slide.channel", Number(params.channel_id));
    if (!channel) return { error: COURSE_MISSING };
    const tag = addTag(store, params.tag_id, params.group_id);
    if (typeof tag === "string") return { error: tag };
    const tags: number[] = channel.tag_ids ?? [];
    if (!tags.includes(tag.id)) store.write("slide.channel", channel.id, { tag_ids: [...tags, tag.id] });
    return { url: `/slides/${channel.id}` };
  }));

  app.post("/slide_channel_tag/add", rpcHandler((params, c) => {
    requireEditor(c);
    const tag = addTag(c.get("store"), params.tag_id, params.group_id);
    if (typeof tag === "string") return { error: tag };
    return { tag_id: tag.id };
  }));
}
