// Token verification as the platform does it: the server posts the secret and the token to the
// provider's verify endpoint and reads {success, action, score, error-codes}. The reference
// server answers that endpoint itself (siteverify below, also served at RECAPTCHA_VERIFY_PATH);
// a real deployment sets the website's recaptcha_verify_url to the provider's and its secret.
import type { Row } from "../store";
import { tokensEqual } from "../security/tokens";
import { captchaToken } from "./captcha";

export const RECAPTCHA_VERIFY_PATH = "/website/recaptcha/siteverify";
/** The site's private key the stand-in accepts (a website row may set recaptcha_private_key). */
export const CAPTCHA_SECRET = "islands-standin-private-key";
export const RECAPTCHA_MIN_SCORE = 0.5;
const STANDIN_SCORE = 0.9;

export interface SiteVerifyAnswer {
  success: boolean;
  action?: string;
  score?: number;
  "error-codes"?: string[];
}

/** The verify endpoint's answer for a secret and a token (the stand-in's tokens name their action). */
export function siteverify(secret: unknown, response: unknown): SiteVerifyAnswer {
  if (typeof secret !== "string" || !secret) return { success: false, "error-codes": ["missing-input-secret"] };
  if (!tokensEqual(secret, CAPTCHA_SECRET)) return { success: false, "error-codes": ["invalid-input-secret"] };
  if (typeof response !== "string" || !response) return { success: false, "error-codes": ["missing-input-response"] };
  const action = response.split(".")[1] ?? "";
  if (!tokensEqual(response, captchaToken(action))) return { success: false, "error-codes": ["invalid-input-response"] };
  return { success: true, action, score: STANDIN_SCORE };
}

export type CaptchaVerdict = "is_human" | "no_secret" | "is_bot" | "wrong_action" | "wrong_secret" | "wrong_token" | "timeout" | "bad_request";

/** The platform's texts for a refused token, by verdict. */
export const CAPTCHA_REFUSALS: Record<Exclude<CaptchaVerdict, "is_human" | "no_secret">, string> = {
  is_bot: "Suspicious activity detected by Google reCaptcha.",
  wrong_action: "Suspicious activity detected by Google reCaptcha.",
  wrong_secret: "The reCaptcha private key is invalid.",
  wrong_token: "The reCaptcha token is invalid.",
  timeout: "Your request has timed out, please retry.",
  bad_request: "The request is invalid or malformed.",
};

const ERROR_VERDICTS: Record<string, CaptchaVerdict> = {
  "missing-input-secret": "wrong_secret",
  "invalid-input-secret": "wrong_secret",
  "missing-input-response": "wrong_token",
  "invalid-input-response": "wrong_token",
  "timeout-or-duplicate": "timeout",
  "bad-request": "bad_request",
};

export function verdictOf(answer: SiteVerifyAnswer, action: string): CaptchaVerdict {
  if (answer.success) {
    if ((answer.score ?? 0) < RECAPTCHA_MIN_SCORE) return "is_bot";
    return answer.action && answer.action !== action ? "wrong_action" : "is_human";
  }
  for (const code of answer["error-codes"] ?? []) if (ERROR_VERDICTS[code]) return ERROR_VERDICTS[code];
  return "is_bot";
}

async function askVerifyEndpoint(url: string, secret: string, token: string): Promise<SiteVerifyAnswer> {
  if (url === RECAPTCHA_VERIFY_PATH) return siteverify(secret, token);
  const answer = await fetch(url, { method: "POST", body: new URLSearchParams({ secret, response: token }), signal: AbortSignal.timeout(2000) });
  return (await answer.json()) as SiteVerifyAnswer;
}

/** Checks a token for an action with the website's settings; no captcha configured lets it through. */
export async function verifyRecaptcha(website: Row | undefined, token: unknown, action: string): Promise<CaptchaVerdict> {
  if (!website?.recaptcha_public_key) return "no_secret";
  const secret = String(website.recaptcha_private_key || CAPTCHA_SECRET);
  try {
    return verdictOf(await askVerifyEndpoint(String(website.recaptcha_verify_url || RECAPTCHA_VERIFY_PATH), secret, String(token ?? "")), action);
  } catch (error) {
    return (error as Error)?.name === "TimeoutError" ? "timeout" : "bad_request";
  }
}

export const captchaPassed = (verdict: CaptchaVerdict) => verdict === "is_human" || verdict === "no_secret";
