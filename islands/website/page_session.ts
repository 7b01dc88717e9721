// What the server page embeds about the visitor (window.odoo): logged in, administrator, the
// captcha site key and script, and the csrf token.
interface PageGlobals {
  csrf_token?: string;
  __session_info__?: { uid?: number | false; is_admin?: boolean; recaptcha_public_key?: string; recaptcha_script_url?: string };
}

const globals = (): PageGlobals => (window as any).odoo ?? {};

export const isLoggedIn = () => Boolean(globals().__session_info__?.uid);
export const isAdmin = () => Boolean(globals().__session_info__?.is_admin);
export const captchaSiteKey = () => globals().__session_info__?.recaptcha_public_key ?? "";
/** The provider's script (the platform's address), or the stand-in the server names instead. */
export const PROVIDER_SCRIPT_URL = "https://www.recaptcha.net/recaptcha/api.js";
export const captchaScriptUrl = () => globals().__session_info__?.recaptcha_script_url || PROVIDER_SCRIPT_URL;
export const csrfToken = () => globals().csrf_token ?? "";
