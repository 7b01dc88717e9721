// The tag limits and route the post form and the reference server share (spec 3 §5, §9 "Forum"):
// 2 to 35 characters, at most 5 tags per post, new tags sent as "_name".
export const TAG_MIN = 2;
export const TAG_MAX = 35;
export const TAG_LIMIT = 5;
export const TAG_SEARCH_LIMIT = 50;
export const NEW_TAG_PREFIX = "_";
export const TAGS_ROUTE = "/forum/get_tags";
