// The captcha stand-in: a local script with the provider's global API (grecaptcha.ready and
// grecaptcha.execute(siteKey, {action})) whose tokens the local verify endpoint checks
// (captcha_verify.ts), so no test needs the internet. A real deployment sets the provider's
// script address and verify endpoint.
import { createHmac } from "node:crypto";

export const CAPTCHA_SITE_KEY = "islands-standin-site-key";
export const CAPTCHA_SCRIPT_PATH = "/website/recaptcha/api.js";
const SECRET = "islands-standin-secret";

export const captchaToken = (action: string) => `standin.${action}.${createHmac("sha256", SECRET).update(action).digest("hex").slice(0, 32)}`;

/** The stand-in script: tokens for any action, refused for another site key. */
export function standInScript(): string {
  const actions = ["website_mail_follow", "website_form", "signup", "website_mass_mailing_subscribe"];
  const tokens = Object.fromEntries(actions.map((a) => [a, captchaToken(a)]));
  return `(function(){var tokens=${JSON.stringify(tokens)};var key=${JSON.stringify(CAPTCHA_SITE_KEY)};
window.grecaptcha={ready:function(cb){setTimeout(cb,0);},execute:function(siteKey,options){
return new Promise(function(resolve,reject){if(siteKey!==key||!tokens[options&&options.action]){reject(new Error("Invalid site key or action"));return;}resolve(tokens[options.action]);});}};})();`;
}
