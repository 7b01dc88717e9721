// What the server page embeds about the visitor (window.odoo): logged in, administrator, the
// captcha site key and the csrf token.
interface PageGlobals {
  csrf_token?: string;
  __session_info__?: { uid?: number | false; is_admin?: boolean; recaptcha_public_key?: string };
}

const globals = (): PageGlobals => (window as any).odoo ?? {};

export const isLoggedIn = () => Boolean(globals().__session_info__?.uid);
export const isAdmin = () => Boolean(globals().__session_info__?.is_admin);
export const captchaSiteKey = () => globals().__session_info__?.recaptcha_public_key ?? "";
export const csrfToken = () => globals().csrf_token ?? "";
export const isEditMode = () => document.body.classList.contains("editor_enable");
