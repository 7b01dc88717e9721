// The forum's texts (spec 3 §8 "Forum"), verbatim.
export const ACCESS_DENIED = "Access Denied";
export const KARMA_ERROR = "Karma Error";
export const LOGIN_REQUIRED = "Sorry you must be logged in to perform this action";
export const KARMA_REQUIRED = "%s karma is required to perform this action.";
export const GUIDELINES = "Read the guidelines to know how to gain karma.";
export const FLAG_ANONYMOUS = "Sorry you must be logged to flag a post";
export const FLAG_ALREADY = "This post is already flagged";
export const FLAG_NOT_FLAGGABLE = "This post can not be flagged";
export const VOTE_OWN_POST = "Sorry, you cannot vote for your own posts";
export const VOTE_ANONYMOUS = "Sorry you must be logged to vote";
export const ACCEPT_ANONYMOUS = "Sorry, anonymous users cannot choose correct answer.";
export const FLAGGED = "Flagged";
// Ours: the platform says nothing when the call itself fails.
export const ACTION_FAILED = "The server could not be reached: nothing was changed. Try again.";
