// The e-learning texts of the spec (spec 3 §2, §5, §8), verbatim.
export const VOTE_LOGIN = 'Please <a href="/web/login?redirect=%s">login</a> to vote this lesson';
export const VOTE_SIGNUP = 'Please <a href="/web/signup?redirect=%s">create an account</a> to vote this lesson';
export const VOTE_DONE = "You have already voted for this lesson";
export const VOTE_SLIDE_ACCESS = "You don't have access to this lesson";
export const VOTE_MEMBERSHIP = "You must be member of this course to vote";
export const VOTE_COMMENT_DISABLED = "Votes and comments are disabled for this course";
export const VOTE_KARMA = "You don't have enough karma to vote";
export const UNKNOWN_ERROR = "Unknown error";
export const JOIN_DONE = "You have already joined this channel";
export const JOIN_LOGIN = 'Please <a href="/web/login?redirect=%s">login</a> to join this course';
export const JOIN_SIGNUP = 'Please <a href="/web/signup?redirect=%s">create an account</a> to join this course';
export const REQUEST_ACCESS_TITLE = "Request Access.";
export const REQUEST_ACCESS_BODY = "Do you want to request access to this course?";
export const REQUEST_SENT = "Request sent !";
export const REQUEST_UNKNOWN = "Unknown error, try again.";
export const QUIZ_INCOMPLETE = "All questions must be answered !";
export const QUIZ_DONE = "This quiz is already done. Retaking it is not possible.";
export const QUIZ_PUBLIC_USER = "You must be logged to submit the quiz.";
export const QUIZ_ERROR = "There was an error validating this quiz.";
export const LEVEL_UP = "Level up!";
export const QUIZ_DONE_TITLE = "Amazing!";
export const COMPLETION_NOT_SAVED = "Your progress could not be saved. It will be sent again.";
export const SHARE_SENT = "The link has been sent.";
export const COPIED = "Copied !";
export const CONNECTION_LOST = "The server could not be reached. Please try again.";
// ours: the spec gives no text for a share whose answer was lost
export const SHARE_MAYBE_SENT = "The server's answer was lost: the link may have been sent. Send it again only if it did not arrive.";
