// What the course page says after it was reloaded because an editor's write was found done
// although its answer was lost (ours: the spec gives no text for these). Every editor island of
// the page knows them all, so the notice is shown even when the island that kept it is gone.
export const SECTION_ADD_LOST_DONE = "The server's answer was lost, but the section was added.";
export const DELETE_CATEGORY_LOST_DONE = "The server's answer was lost, but the section was deleted.";
export const COURSE_EDIT_NOTICES = [SECTION_ADD_LOST_DONE, DELETE_CATEGORY_LOST_DONE] as const;
