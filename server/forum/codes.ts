// The codes forum routes answer with, shared with the islands (contract/forum/).
export * from "../../contract/forum/codes";
export { TAG_SEARCH_LIMIT } from "../../contract/forum/tags";
