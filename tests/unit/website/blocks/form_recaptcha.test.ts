// The website form's bot check: a token for "website_form" from the provider's API, none for a
// form that opts out or a site without a key, the provider's refusal as the form's error.
import { afterEach, describe, expect, it } from "vitest";
import { FORM_CAPTCHA_ACTION, NO_RECAPTCHA_CLASS, formCaptcha } from "../../../../islands/website/blocks/website_form";
import { INVALID_SITE_KEY, resetCaptcha } from "../../../../islands/website/captcha";
import { PROVIDER_SCRIPT_URL, captchaScriptUrl } from "../../../../islands/website/captcha";

const calls: unknown[] = [];
function provider(siteKey: string) {
  (window as any).odoo = { __session_info__: { recaptcha_public_key: siteKey } };
  (window as any).grecaptcha = {
    ready: (cb: () => void) => cb(),
    execute: async (key: string, options: { action: string }) => {
      calls.push([key, options]);
      if (key !== "good") throw new Error("invalid key");
      return `token-for-${options.action}`;
    },
  };
}

afterEach(() => {
  delete (window as any).grecaptcha;
  delete (window as any).odoo;
  calls.length = 0;
  resetCaptcha();
});

const form = (className = "") => Object.assign(document.createElement("form"), { className });

describe("the website form's captcha", () => {
  it("asks a token for the website_form action", async () => {
    provider("good");
    expect(FORM_CAPTCHA_ACTION).toBe("website_form");
    expect(await formCaptcha(form())).toEqual({ token: "token-for-website_form" });
    expect(calls).toEqual([["good", { action: "website_form" }]]);
  });

  it("asks nothing for a form that opts out", async () => {
    provider("good");
    expect(NO_RECAPTCHA_CLASS).toBe("s_website_form_no_recaptcha");
    expect(await formCaptcha(form(NO_RECAPTCHA_CLASS))).toEqual({});
    expect(calls).toEqual([]);
  });

  it("sends without a token when the site has no key, and stops on a refused key", async () => {
    provider("");
    expect(await formCaptcha(form())).toEqual({});
    resetCaptcha();
    provider("bad");
    expect(await formCaptcha(form())).toEqual({ error: INVALID_SITE_KEY });
  });

  it("loads the script the session names, else the provider's", () => {
    expect(captchaScriptUrl()).toBe(PROVIDER_SCRIPT_URL);
    expect(PROVIDER_SCRIPT_URL).toBe("https://www.recaptcha.net/recaptcha/api.js");
    (window as any).odoo = { __session_info__: { recaptcha_script_url: "/website/recaptcha/api.js" } };
    expect(captchaScriptUrl()).toBe("/website/recaptcha/api.js");
  });
});
