// The website form's bot check (spec 3 §7 "form submit", §9): a token for the form's action unless
// the form opts out. As on the platform, a site without a key sends without a token; a provider
// that refuses the key stops the send with its message.
import { captchaToken, NO_SITE_KEY } from "../captcha";

export const NO_RECAPTCHA_CLASS = "s_website_form_no_recaptcha";
export const FORM_CAPTCHA_ACTION = "website_form";

export type FormCaptcha = { token?: string; error?: string };

export async function formCaptcha(form: HTMLFormElement): Promise<FormCaptcha> {
  if (form.matches(`.${NO_RECAPTCHA_CLASS}`)) return {};
  const answer = await captchaToken(FORM_CAPTCHA_ACTION);
  if ("token" in answer) return { token: answer.token };
  return answer.error === NO_SITE_KEY ? {} : { error: answer.error };
}
