// The e-mail validation banner: a validation mail recorded in the store (as the platform's mail
// queue would send it), and the banner's closing remembered for the session.
import { accessError } from "../errors";
import type { Row, Store } from "../store";
import { safeRedirect } from "../security/redirect";

export const MAIL_MODEL = "mail.mail";
export const LOGIN_REQUIRED = "You must be logged in to validate your e-mail address.";

export function sendValidationEmail(store: Store, user: Row | null, redirectUrl: unknown): boolean {
  if (!user) throw accessError(LOGIN_REQUIRED);
  const partner = store.get("res.partner", user.partner_id);
  store.create(MAIL_MODEL, { subject: "Validate your e-mail address", email_to: partner?.email ?? user.login, redirect_url: safeRedirect(redirectUrl, "/"), user_id: user.id });
  return true;
}
