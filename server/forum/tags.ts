// Tag rules shared by the server's form handling (spec 3 §5, §9 "Forum"): 2 to 35 characters, at
// most 5, new ones (sent as "_name") only with the karma to create tags.
import { NEW_TAG_PREFIX, TAG_LIMIT as TAGS_PER_POST, TAG_MAX, TAG_MIN } from "../../contract/forum/tags";
import type { Row, Store } from "../store";

/** The tag ids of a "1,2,_new" field, creating the new ones; an error text when a rule fails. */
export function resolveTags(store: Store, forum: Row, field: string, mayCreate: boolean): number[] | string {
  const items = field.split(",").map((s) => s.trim()).filter(Boolean);
  if (items.length > TAGS_PER_POST) return `At most ${TAGS_PER_POST} tags.`;
  const ids: number[] = [];
  for (const item of items) {
    if (!item.startsWith(NEW_TAG_PREFIX)) {
      const tag = store.get("forum.tag", Number(item));
      if (!tag || tag.forum_id !== forum.id) return "Unknown tag.";
      ids.push(tag.id);
      continue;
    }
    const name = item.slice(NEW_TAG_PREFIX.length);
    if (name.length < TAG_MIN || name.length > TAG_MAX) return `A tag has ${TAG_MIN} to ${TAG_MAX} characters.`;
    const existing = store.all("forum.tag").find((t) => t.forum_id === forum.id && t.name.toLowerCase() === name.toLowerCase());
    if (existing) ids.push(existing.id);
    else if (!mayCreate) return `${forum.karma_tag_create} karma is required to create a tag.`;
    else ids.push(store.create("forum.tag", { name, forum_id: forum.id }).id);
  }
  return [...new Set(ids)];
}
