// The captcha client (spec 2 §7, §8): loads the provider's script once, with the site key from
// the session, and asks a token for a named action. The session names the script: the provider's,
// or the reference server's stand-in with the same global API.
const session = (): { recaptcha_public_key?: string; recaptcha_script_url?: string } => (window as any).odoo?.__session_info__ ?? {};
const captchaSiteKey = () => session().recaptcha_public_key ?? "";
export const PROVIDER_SCRIPT_URL = "https://www.recaptcha.net/recaptcha/api.js";
export const captchaScriptUrl = () => session().recaptcha_script_url || PROVIDER_SCRIPT_URL;

export const NO_SITE_KEY = "No recaptcha site key set.";
export const INVALID_SITE_KEY = "The recaptcha site key is invalid.";

type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  const present = (window as any).grecaptcha as Grecaptcha | undefined;
  if (present && !loading) loading = new Promise((resolve) => present.ready(() => resolve(present)));
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = Object.assign(document.createElement("script"), { src: `${captchaScriptUrl()}?render=${encodeURIComponent(siteKey)}`, async: true });
    script.onload = () => {
      const api = (window as any).grecaptcha as Grecaptcha | undefined;
      if (api) api.ready(() => resolve(api));
      else reject(new Error("captcha script without grecaptcha"));
    };
    script.onerror = () => reject(new Error("captcha script failed to load"));
    document.head.append(script);
  }).catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

export async function captchaToken(action: string, siteKey = captchaSiteKey()): Promise<{ token: string } | { error: string }> {
  if (!siteKey) return { error: NO_SITE_KEY };
  try {
    const api = await loadScript(siteKey);
    return { token: await api.execute(siteKey, { action }) };
  } catch {
    return { error: INVALID_SITE_KEY };
  }
}

/** For tests: forget the loaded script. */
export function resetCaptcha() {
  loading = null;
}
