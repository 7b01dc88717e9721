// The public website's routes of the reference server, answered from stored state.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CAPTCHA_FAILED, FOLLOW_CAPTCHA_ACTION } from "../../../server/routes/website_public";
import { CAPTCHA_SCRIPT_PATH, CAPTCHA_SITE_KEY, captchaToken } from "../../../server/website/captcha";
import { SUGGESTED_LINKS_LIMIT } from "../../../server/website/links";
import { NOT_PUBLISHER } from "../../../server/website/publish";
import { NOT_PUBLISHER_COMMENT } from "../../../server/website/ratings";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

async function rpc(path: string, params: Record<string, unknown>) {
  const response = await server.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: any };
}

describe("language and site switches", () => {
  it("sets the language cookie and redirects to the same-site path, hash kept", async () => {
    const response = await server.fetch("/website/lang/fr?r=" + encodeURIComponent("/website/home#team"), { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/website/home#team");
    expect(response.headers.get("set-cookie")).toContain("frontend_lang=fr_FR");
  });

  it("refuses an off-site redirect", async () => {
    const response = await server.fetch("/website/lang/fr?r=" + encodeURIComponent("//evil.example"), { redirect: "manual" });
    expect(response.headers.get("location")).toBe("/");
  });

  it("forces a website and goes back to the path", async () => {
    const response = await server.fetch("/website/force/2?path=/contactus", { redirect: "manual" });
    expect(response.headers.get("location")).toBe("/contactus");
  });
});

describe("publish", () => {
  it("toggles for a publisher, refuses others", async () => {
    expect((await rpc("/website/publish", { id: 1, object: "blog.post" })).error.data.message).toBe(NOT_PUBLISHER);
    await server.login("admin", "admin");
    expect((await rpc("/website/publish", { id: 1, object: "blog.post" })).result).toBe(false);
    expect(server.store.get("blog.post", 1)!.is_published).toBe(false);
    expect((await rpc("/website/publish", { id: 1, object: "blog.post" })).result).toBe(true);
    expect((await rpc("/website/publish", { id: 1, object: "res.users" })).error.data.name).toBe("odoo.exceptions.MissingError");
  });
});

describe("maps key and suggested links", () => {
  it("answers an empty key when none is configured", async () => {
    expect((await rpc("/website/google_maps_api_key", {})).result).toEqual({ google_maps_api_key: "" });
    server.store.write("website", 1, { google_maps_api_key: "abc" });
    expect((await rpc("/website/google_maps_api_key", {})).result).toEqual({ google_maps_api_key: "abc" });
  });

  it("groups matching pages and others, at most 15", async () => {
    const { result } = await rpc("/website/get_suggested_links", { needle: "blog", limit: SUGGESTED_LINKS_LIMIT });
    expect(result.matching_pages).toEqual([{ value: "/website/blog", label: "/website/blog (Travel blog)" }]);
    expect(result.others).toEqual([{ title: "Apps url", values: [{ value: "/blog", label: "/blog (Blogs)" }] }]);
    expect(SUGGESTED_LINKS_LIMIT).toBe(15);
  });
});

describe("follow", () => {
  const token = captchaToken(FOLLOW_CAPTCHA_ACTION);

  it("follows and unfollows by e-mail with a captcha token", async () => {
    const follow = await rpc("/website_mail/follow", { id: 1, object: "blog.post", message_is_follower: "off", email: "ann@example.com", recaptcha_token_response: token });
    expect(follow.result).toBe(true);
    const unfollow = await rpc("/website_mail/follow", { id: 1, object: "blog.post", message_is_follower: "on", email: "ann@example.com", recaptcha_token_response: token });
    expect(unfollow.result).toBe(false);
  });

  it("refuses a missing or wrong captcha token", async () => {
    const { error } = await rpc("/website_mail/follow", { id: 1, object: "blog.post", message_is_follower: "off", email: "ann@example.com", recaptcha_token_response: "forged" });
    expect(error.data.message).toBe(CAPTCHA_FAILED);
    const other = await rpc("/website_mail/follow", { id: 1, object: "blog.post", message_is_follower: "off", email: "ann@example.com", recaptcha_token_response: captchaToken("website_form") });
    expect(other.error.data.message).toBe(CAPTCHA_FAILED);
  });

  it("tells a logged-in user's e-mail and followed records", async () => {
    await server.login("portal");
    expect((await rpc("/website_mail/follow", { id: 2, object: "blog.post", message_is_follower: "off", email: "", recaptcha_token_response: token })).result).toBe(true);
    const { result } = await rpc("/website_mail/is_follower", { records: { "blog.post": [1, 2], "res.users": [1] } });
    expect(result).toEqual({ is_user: true, email: "joel.willis63@example.com", "blog.post": [2] });
  });

  it("serves the captcha stand-in with the site key in the session", async () => {
    const script = await (await server.fetch(CAPTCHA_SCRIPT_PATH)).text();
    expect(script).toContain("grecaptcha");
    expect(script).toContain(CAPTCHA_SITE_KEY);
  });
});

describe("rating comments and e-mail validation", () => {
  it("lets only publishers comment; an empty comment deletes it", async () => {
    expect((await rpc("/website/rating/comment", { rating_id: 1, publisher_comment: "Thanks" })).error.data.message).toBe(NOT_PUBLISHER_COMMENT);
    await server.login("admin", "admin");
    const { result } = await rpc("/website/rating/comment", { rating_id: 1, publisher_comment: "Thanks" });
    expect(result).toMatchObject({ rating_id: 1, publisher_comment: "Thanks", publisher_id: [3, "Mitchell Admin"] });
    const deleted = await rpc("/website/rating/comment", { rating_id: 1, publisher_comment: "" });
    expect(deleted.result).toMatchObject({ publisher_comment: "", publisher_id: false });
  });

  it("records the validation mail with a same-site redirect", async () => {
    await server.login("portal");
    expect((await rpc("/profile/send_validation_email", { redirect_url: "//evil.example" })).result).toBe(true);
    expect(server.store.all("mail.mail").at(-1)).toMatchObject({ email_to: "joel.willis63@example.com", redirect_url: "/" });
    expect((await rpc("/profile/validate_email/close", {})).result).toBe(true);
  });
});

describe("rating posts", () => {
  it("needs a login and a value from 0 to 5 in half steps", async () => {
    const post = (rating_value: unknown) => rpc("/mail/chatter_post", { res_model: "blog.post", res_id: 1, rating_value, message: "ok", attachment_ids: [], attachment_tokens: [] });
    expect((await post(4)).error.data.message).toBe("You must be logged in to rate.");
    await server.login("portal");
    expect((await post(4.3)).error.data.message).toBe("A rating is a number from 0 to 5 in half steps.");
    expect((await post(6)).error.data.name).toBe("odoo.exceptions.ValidationError");
    expect((await post(3.5)).result).toMatchObject({ default_message: "ok", default_rating_value: 3.5 });
    expect(server.store.all("blog.rating").at(-1)).toMatchObject({ author: "Joel Willis", body: "ok", rating_value: 3.5 });
  });
});
