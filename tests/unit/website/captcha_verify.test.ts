// Token verification through the verify endpoint's protocol: the stand-in's answers, the
// verdicts read from them (the platform's), and the endpoint served by the reference server.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captchaToken } from "../../../server/website/captcha";
import {
  CAPTCHA_REFUSALS, CAPTCHA_SECRET, RECAPTCHA_MIN_SCORE, RECAPTCHA_VERIFY_PATH, captchaPassed, siteverify, verdictOf, verifyRecaptcha,
} from "../../../server/website/captcha_verify";
import { startTestServer, type TestServer } from "../server_fetch";

const website = { id: 1, recaptcha_public_key: "islands-standin-site-key" };

describe("the verify endpoint stand-in", () => {
  it("answers like the provider: success with the token's action and a score, else error codes", () => {
    expect(siteverify(CAPTCHA_SECRET, captchaToken("website_form"))).toEqual({ success: true, action: "website_form", score: 0.9 });
    expect(siteverify("", "x")).toEqual({ success: false, "error-codes": ["missing-input-secret"] });
    expect(siteverify("wrong", "x")).toEqual({ success: false, "error-codes": ["invalid-input-secret"] });
    expect(siteverify(CAPTCHA_SECRET, "")).toEqual({ success: false, "error-codes": ["missing-input-response"] });
    expect(siteverify(CAPTCHA_SECRET, "standin.website_form.forged")).toEqual({ success: false, "error-codes": ["invalid-input-response"] });
  });

  it("reads the verdicts of the platform", () => {
    expect(RECAPTCHA_MIN_SCORE).toBe(0.5);
    expect(verdictOf({ success: true, action: "a", score: 0.9 }, "a")).toBe("is_human");
    expect(verdictOf({ success: true, action: "a", score: 0.4 }, "a")).toBe("is_bot");
    expect(verdictOf({ success: true, action: "b", score: 0.9 }, "a")).toBe("wrong_action");
    expect(verdictOf({ success: false, "error-codes": ["timeout-or-duplicate"] }, "a")).toBe("timeout");
    expect(verdictOf({ success: false, "error-codes": ["bad-request"] }, "a")).toBe("bad_request");
    expect(verdictOf({ success: false }, "a")).toBe("is_bot");
    expect(CAPTCHA_REFUSALS).toEqual({
      is_bot: "Suspicious activity detected by Google reCaptcha.",
      wrong_action: "Suspicious activity detected by Google reCaptcha.",
      wrong_secret: "The reCaptcha private key is invalid.",
      wrong_token: "The reCaptcha token is invalid.",
      timeout: "Your request has timed out, please retry.",
      bad_request: "The request is invalid or malformed.",
    });
  });
});

describe("verifying a token with the website's settings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lets everything through without a site key, and asks the local endpoint by default", async () => {
    expect(await verifyRecaptcha({ id: 1, recaptcha_public_key: "" }, "", "website_form")).toBe("no_secret");
    expect(await verifyRecaptcha(website, captchaToken("website_form"), "website_form")).toBe("is_human");
    expect(await verifyRecaptcha(website, captchaToken("website_form"), "signup")).toBe("wrong_action");
    expect(await verifyRecaptcha({ ...website, recaptcha_private_key: "other" }, captchaToken("website_form"), "website_form")).toBe("wrong_secret");
    expect(captchaPassed("no_secret") && captchaPassed("is_human") && !captchaPassed("wrong_token")).toBe(true);
  });

  it("posts the secret and the token to a configured provider and reads its answer", async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const body = new URLSearchParams(init.body as URLSearchParams);
      return new Response(JSON.stringify(body.get("secret") === "real-secret" ? { success: true, action: "website_form", score: 0.7 } : { success: false }));
    });
    vi.stubGlobal("fetch", fetch);
    const real = { ...website, recaptcha_private_key: "real-secret", recaptcha_verify_url: "https://provider.example/siteverify" };
    expect(await verifyRecaptcha(real, "t", "website_form")).toBe("is_human");
    expect(fetch.mock.calls[0][0]).toBe("https://provider.example/siteverify");
    expect(String(fetch.mock.calls[0][1].body)).toBe("secret=real-secret&response=t");
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("network down"))));
    expect(await verifyRecaptcha(real, "t", "website_form")).toBe("bad_request");
  });
});

describe("the reference server's verify endpoint", () => {
  let server: TestServer;
  beforeEach(() => (server = startTestServer()));
  afterEach(() => server.store.db.close());

  it("answers form-encoded secret and response with the provider's JSON", async () => {
    const ask = async (response: string) =>
      (await server.fetch(RECAPTCHA_VERIFY_PATH, { method: "POST", body: new URLSearchParams({ secret: CAPTCHA_SECRET, response }) })).json();
    expect(await ask(captchaToken("website_form"))).toEqual({ success: true, action: "website_form", score: 0.9 });
    expect(await ask("forged")).toEqual({ success: false, "error-codes": ["invalid-input-response"] });
  });
});
