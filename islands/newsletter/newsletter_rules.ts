// Newsletter rules (spec 3 §4, §5, §7, §8 "Newsletter"): the e-mail check, the bot-check action,
// the routes, and the toast's title by the server's type.
export const IS_SUBSCRIBER_ROUTE = "/website_mass_mailing/is_subscriber";
export const SUBSCRIBE_ROUTE = "/website_mass_mailing/subscribe";
export const NEWSLETTER_CAPTCHA_ACTION = "website_mass_mailing_subscribe";
export const SUCCESS_TITLE = "Success";
export const ERROR_TITLE = "Error";
export const SUBSCRIBE_FAILED = "The subscription could not be sent. Please check your connection and try again.";

const EMAIL = /.+@.+/;

export const isNewsletterEmail = (email: string) => EMAIL.test(email.trim());

export interface SubscribeAnswer {
  toast_type: string;
  toast_content: string;
}

export const toastTitle = (answer: SubscribeAnswer) => (answer.toast_type === "success" ? SUCCESS_TITLE : ERROR_TITLE);

/** The notification types the server may name; anything else is shown as a danger. */
export function toastType(answer: SubscribeAnswer): "success" | "warning" | "info" | "danger" {
  const type = answer.toast_type;
  return type === "success" || type === "warning" || type === "info" ? type : "danger";
}
