// The error codes e-learning routes answer with, in their result (spec 3 §8 "E-learning").
export const PUBLIC_USER = "public_user";
export const VOTE_DONE = "vote_done";
export const SLIDE_ACCESS = "slide_access";
export const MEMBERSHIP_REQUIRED = "channel_membership_required";
export const COMMENT_DISABLED = "channel_comment_disabled";
export const KARMA_REQUIRED = "channel_karma_required";
export const JOIN_DONE = "join_done";
export const QUIZ_INCOMPLETE = "slide_quiz_incomplete";
export const QUIZ_DONE = "slide_quiz_done";
export const ACCESS_ALREADY_REQUESTED = "You have already requested access to this course.";
export const NOT_A_MEMBER = "You must be member of this course to complete its lessons.";
export const INVALID_SHARE_EMAIL = "Please enter a valid email address.";
