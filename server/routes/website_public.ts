// The public website's routes (spec 2 §7 "Website", "Follow, ratings, profile"): language and
// site switches, publish toggles, the maps key, suggested links, follow, rating comments, the
// e-mail validation banner and the captcha stand-in script.
import { overRateLimit, TOO_MANY_REQUESTS } from "../security/rate_limit";
import type { Context, Hono, Next } from "hono";
import { setCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { userError } from "../errors";
import { readRpc, rpcHandler } from "../jsonrpc";
import { jsonRoute } from "../security/csrf_gate";
import { safeRedirect } from "../security/redirect";
import { currentUser } from "../session";
import { CAPTCHA_SCRIPT_PATH, standInScript } from "../website/captcha";
import { captchaPassed, RECAPTCHA_VERIFY_PATH, siteverify, verifyRecaptcha } from "../website/captcha_verify";
import { followedIds, isFollowable, toggleFollow } from "../website/followers";
import { suggestedLinks } from "../website/links";
import { sendValidationEmail } from "../website/profile";
import "../website/menus";
import { togglePublished } from "../website/publish";
import { isRateable, postRating, setPublisherComment } from "../website/ratings";
import { setSessionData } from "../website/session_flags";
import { LANG_COOKIE, languageByUrlCode, websiteById } from "../website/sites";

export const FOLLOW_CAPTCHA_ACTION = "website_mail_follow";
export const CAPTCHA_FAILED = "Suspicious activity detected by Google reCaptcha.";
export const WEBSITE_SETTINGS_MODEL = "website";
/** The rating popup composer posts through the chatter's composer route (spec 2 §7 "Composer submit"). */
export const RATING_POST_ROUTE = "/mail/chatter_post";
export const NEWSLETTER_ROUTE = "/website/newsletter/subscribe";

export function websitePublicRoutes(app: Hono<AppEnv>) {
  app.get("/website/lang/:lang", (c) => {
    const lang = languageByUrlCode(c.req.param("lang"));
    if (lang) setCookie(c, LANG_COOKIE, lang.code, { path: "/", sameSite: "Lax" });
    return c.redirect(safeRedirect(c.req.query("r")));
  });

  app.get("/website/force/:id", (c) => {
    const website = websiteById(Number(c.req.param("id")));
    if (website) setSessionData(c, { force_website_id: website.id });
    return c.redirect(safeRedirect(c.req.query("path")));
  });

  app.post("/website/publish", rpcHandler((params, c) => togglePublished(c.get("store"), currentUser(c), params.object, params.id)));

  app.post("/website/google_maps_api_key", rpcHandler((_params, c) => ({ google_maps_api_key: c.get("store").get(WEBSITE_SETTINGS_MODEL, 1)?.google_maps_api_key || "" })));

  app.post("/website/get_suggested_links", rpcHandler((params) => suggestedLinks(params.needle, params.limit)));

  app.post("/website_mail/is_follower", rpcHandler((params, c) => {
    const user = currentUser(c);
    const partner = user ? c.get("store").get("res.partner", user.partner_id) : undefined;
    const result: Record<string, unknown> = { is_user: Boolean(user), email: partner?.email ?? "" };
    for (const [model, ids] of Object.entries(params.records ?? {})) {
      if (!isFollowable(model, 0) || !Array.isArray(ids)) continue;
      result[model] = followedIds(c.get("store"), user?.partner_id ?? null, model, ids.filter(Number.isInteger));
    }
    return result;
  }));

  app.post(
    "/website_mail/follow",
    rpcHandler(
      (params, c, captcha: { passed: boolean }) => {
        const user = currentUser(c);
        const email = String(params.email ?? "").trim();
        const id = Number(params.id);
        if (!isFollowable(params.object, id)) throw userError("This record cannot be followed.");
        if ((email || user) && !captcha.passed) throw userError(CAPTCHA_FAILED);
        return toggleFollow(c.get("store"), user, params.object, id, params.message_is_follower === "on", email);
      },
      // the provider's answer, before the transaction opens
      async (params, c) => {
        const email = String(params.email ?? "").trim();
        if (!email && !currentUser(c)) return { passed: true };
        return { passed: captchaPassed(await verifyRecaptcha(c.get("store").get(WEBSITE_SETTINGS_MODEL, 1), params.recaptcha_token_response, FOLLOW_CAPTCHA_ACTION)) };
      },
    ),
  );

  const postRatingMessage = rpcHandler((params, c) => {
    const row = postRating(c.get("store"), currentUser(c), params.res_model, params.res_id, params.rating_value, params.message);
    return { default_message: row.body, default_message_id: row.id, default_attachment_ids: [], default_rating_value: row.rating_value };
  });
  app.post(
    RATING_POST_ROUTE,
    jsonRoute(async (c: Context<AppEnv>, next: Next) => {
      const request = await readRpc(c);
      // rated records (blog posts, courses) answer here; other documents go on to the portal chatter
      if (!request || !isRateable(request.params.res_model) || request.params.rating_value === undefined) return next();
      return postRatingMessage(c);
    }),
  );

  app.post("/website/rating/comment", rpcHandler((params, c) => setPublisherComment(c.get("store"), currentUser(c), params.rating_id, params.publisher_comment)));

  app.post("/profile/send_validation_email", rpcHandler((params, c) => sendValidationEmail(c.get("store"), currentUser(c), params.redirect_url)));

  app.post("/profile/validate_email/close", rpcHandler((_params, c) => (setSessionData(c, { validation_email_done: true }), true)));

  // The target of the home page's post link: a form post checked like any other.
  app.post(NEWSLETTER_ROUTE, async (c) => {
    const form = await c.req.parseBody();
    if (overRateLimit(c, "newsletter")) return c.text(TOO_MANY_REQUESTS, 429);
    c.get("store").create("mailing.subscription", { list_id: Number(form.list_id) || 0, source: String(form.source ?? ""), uid: c.get("session").uid });
    return c.redirect("/website/home?subscribed=1");
  });

  // The stand-in of the provider's verify endpoint: form-encoded secret and response in, its JSON out.
  app.post(RECAPTCHA_VERIFY_PATH, async (c) => {
    const form = await c.req.parseBody();
    return c.json(siteverify(form.secret, form.response));
  });

  app.get(CAPTCHA_SCRIPT_PATH, (c) => c.body(standInScript(), 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" }));
}
