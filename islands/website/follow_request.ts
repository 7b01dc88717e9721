// What a follow request needs (spec 2 §5, §6, §7): a valid e-mail, the captcha action, and the texts of its failure.
export const FOLLOW_EMAIL = /.+@.+/;
export const FOLLOW_CAPTCHA_ACTION = "website_mail_follow";
export const CAPTCHA_ERROR_TITLE = "Error";
export const FOLLOW_FAILED = "Your subscription could not be changed. Please try again.";

export const isFollowEmail = (email: string) => FOLLOW_EMAIL.test(email.trim());
/** A captcha token goes with the call when an e-mail is given or the visitor is logged in. */
export const needsCaptcha = (email: string, isUser: boolean) => isUser || email.trim() !== "";
