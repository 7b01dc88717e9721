// The codes forum routes answer with (spec 3 §8 "Forum"); the islands turn them into messages.
export const ANONYMOUS_USER = "anonymous_user";
export const OWN_POST = "own_post";
export const POST_ALREADY_FLAGGED = "post_already_flagged";
export const POST_NON_FLAGGABLE = "post_non_flaggable";
export const FLAGGED_MODERATOR = "post_flagged_moderator";
export const FLAGGED_NON_MODERATOR = "post_flagged_non_moderator";
