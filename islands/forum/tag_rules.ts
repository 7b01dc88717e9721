// Tag entry rules (spec 3 §5, §9 "Forum"): 2 to 35 characters, at most 5 tags, separators comma,
// space and underscore, new tags (sent as "_name") only with the karma to create tags.
import { NEW_TAG_PREFIX, TAG_LIMIT, TAG_MAX, TAG_MIN } from "../../contract/forum/tags";

export const TAG_SEPARATORS = /[, _]/;

export const TAG_TOO_SHORT = "Please enter %s or more characters";
export const TAG_TOO_LONG = "Please enter %s or fewer characters";
export const TAG_TOO_MANY = "You can only select %s items";
export const TAG_NEEDS_KARMA = "You need %s karma to create a new tag.";
export const TAGS_UNAVAILABLE = "The tags could not be loaded. Type the tag again to retry.";

export interface Tag {
  id: number | string;
  name: string;
}

/** Why `name` cannot be added to `tags`, as [message, argument], or null when it can. */
export function tagRefusal(name: string, tags: Tag[], isNew: boolean, mayCreate: boolean, karmaNeeded: number): [string, number] | null {
  if (name.length < TAG_MIN) return [TAG_TOO_SHORT, TAG_MIN];
  if (name.length > TAG_MAX) return [TAG_TOO_LONG, TAG_MAX];
  if (tags.length >= TAG_LIMIT) return [TAG_TOO_MANY, TAG_LIMIT];
  if (isNew && !mayCreate) return [TAG_NEEDS_KARMA, karmaNeeded];
  return null;
}

/** Splits typed text on the separators: the finished names, and what is still being typed. */
export function splitTyped(text: string): { done: string[]; rest: string } {
  const parts = text.split(TAG_SEPARATORS);
  const rest = parts.pop() ?? "";
  return { done: parts.map((p) => p.trim()).filter(Boolean), rest };
}

/** The field's value: existing tags by id, new ones as "_name". */
export const tagsValue = (tags: Tag[]) => tags.map((t) => (typeof t.id === "number" ? String(t.id) : `${NEW_TAG_PREFIX}${t.name}`)).join(",");

export function isTagList(value: unknown): value is Tag[] {
  return Array.isArray(value) && value.every((t) => t && typeof t === "object" && typeof t.id === "number" && typeof t.name === "string");
}
