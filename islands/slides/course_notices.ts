// Said by the course page reloaded after an editor's write was found done although its answer was lost
// (ours: the spec has none). Every editor island knows them all: the one that kept it may be gone.
export const SECTION_ADD_LOST_DONE = "The server's answer was lost, but the section was added.";
export const DELETE_CATEGORY_LOST_DONE = "The server's answer was lost, but the section was deleted.";
export const COURSE_EDIT_NOTICES = [SECTION_ADD_LOST_DONE, DELETE_CATEGORY_LOST_DONE] as const;
