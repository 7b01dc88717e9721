// The newsletter routes (spec 3 §7 "Newsletter"): whether the visitor subscribes to a list, and
// subscribing with the bot-check token; answers are the platform's toasts {toast_type, toast_content}.
import { overRateLimit, TOO_MANY_REQUESTS } from "../security/rate_limit";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { rpcHandler } from "../jsonrpc";
import { captchaPassed, verifyRecaptcha } from "../website/captcha_verify";
import { EMAIL_PATTERN, LIST_MODEL, rememberVisitorEmail, subscribe, visitorEmail, visitorSubscribed } from "./subscriptions";

export const NEWSLETTER_CAPTCHA_ACTION = "website_mass_mailing_subscribe";
export const NEWSLETTER_TOASTS = {
  subscribed: "Thanks for subscribing!",
  suspicious: "Suspicious activity detected by Google reCaptcha.",
  invalidEmail: "Invalid email address",
  unknownList: "This newsletter does not exist.",
} as const;

const toast = (toast_type: "success" | "danger", toast_content: string) => ({ toast_type, toast_content });

export function newsletterRoutes(app: Hono<AppEnv>) {
  app.post(
    "/website_mass_mailing/is_subscriber",
    rpcHandler((params, c) => {
      return { is_subscriber: visitorSubscribed(c, Number(params.list_id)), email: visitorEmail(c) };
    }),
  );

  app.post(
    "/website_mass_mailing/subscribe",
    rpcHandler(
      (params, c, captcha: { limited: boolean; passed: boolean }) => {
        const store = c.get("store");
        if (captcha.limited) return toast("danger", TOO_MANY_REQUESTS);
        if (!captcha.passed) return toast("danger", NEWSLETTER_TOASTS.suspicious);
        const listId = Number(params.list_id);
        if (!Number.isInteger(listId) || !store.get(LIST_MODEL, listId)) return toast("danger", NEWSLETTER_TOASTS.unknownList);
        const email = typeof params.email === "string" ? params.email.trim() : "";
        if (!EMAIL_PATTERN.test(email)) return toast("danger", NEWSLETTER_TOASTS.invalidEmail);
        subscribe(store, listId, email);
        rememberVisitorEmail(c, email, listId);
        return toast("success", NEWSLETTER_TOASTS.subscribed);
      },
      // the rate limit and the provider's answer, before the transaction opens
      async (params, c) => {
        if (overRateLimit(c, "newsletter")) return { limited: true, passed: false };
        return { limited: false, passed: captchaPassed(await verifyRecaptcha(c.get("store").get("website", 1), params.recaptcha_token_response, NEWSLETTER_CAPTCHA_ACTION)) };
      },
    ),
  );
}
