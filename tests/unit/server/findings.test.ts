// The probes' findings over the new areas (issue 29), each replayed against the reference server:
// tracked link statistics, members-only lesson files, ratings of unpublished posts, live chat
// sessions by uuid, newsletter subscriber state, link targets and unknown mail groups.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROUTES, sessionChannel } from "../../../contract/livechat/constants";
import { busOf } from "../../../server/bus";
import { MAX_URL_LENGTH, SCRIPT_TARGET, URL_TOO_LONG } from "../../../server/links/routes";
import { SESSION_GONE } from "../../../server/livechat/routes";
import { NEWSLETTER_CAPTCHA_ACTION } from "../../../server/newsletter/routes";
import { captchaToken } from "../../../server/website/captcha";
import { UNPUBLISHED_POST } from "../../../server/website/ratings";
import { startTestServer, type TestServer } from "../server_fetch";
import { visitor, type Visitor } from "./requests";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

const errorOf = (answer: { error?: { data: Record<string, any> } }) => answer.error && { name: answer.error.data.name, message: answer.error.data.message };

describe("tracked link statistics", () => {
  it("are shown to the link's creator and employees, not to another signed-in user", async () => {
    const portal = await visitor(server, "portal");
    const page = await portal.fetch("/r/chairs+");
    expect(page.status).toBe(404);
    const body = await page.text();
    expect(body).not.toContain("office-chairs");
    expect(body).not.toContain("Office chairs");
    for (const login of ["admin", "demo"]) {
      const page = await (await visitor(server, login)).fetch("/r/chairs+");
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("https://www.example.com/shop/office-chairs");
    }
  });

  it("are the portal user's own for the links they made", async () => {
    const portal = await visitor(server, "portal");
    const [link] = (await portal.rpc("/website_links/new", { url: "https://www.example.com/mine" })).result;
    expect((await portal.fetch(`/r/${link.code}+`)).status).toBe(200);
    const other = await visitor(server, "payer");
    expect((await other.fetch(`/r/${link.code}+`)).status).toBe(404);
    const clicks = await other.rpc("/web/dataset/call_kw/link.tracker.click/read_group", { model: "link.tracker.click", method: "read_group", args: [], kwargs: { domain: [["link_id", "=", link.id]], groupby: [] } });
    expect(clicks.result).toEqual([{ __count: 0 }]);
  });
});

describe("tracked link targets", () => {
  it("are at most 2,048 characters, refused beyond with a clear error", async () => {
    const admin = await visitor(server, "admin");
    const before = server.store.all("link.tracker").length;
    const long = "https://www.example.com/" + "a".repeat(MAX_URL_LENGTH);
    expect(errorOf(await admin.rpc("/website_links/new", { url: long }))).toEqual({ name: "odoo.exceptions.UserError", message: URL_TOO_LONG });
    const longest = "https://www.example.com/" + "a".repeat(MAX_URL_LENGTH - 24);
    expect(longest).toHaveLength(MAX_URL_LENGTH);
    expect((await admin.rpc("/website_links/new", { url: longest })).result[0].url).toBe(longest);
    expect(server.store.all("link.tracker")).toHaveLength(before + 1);
  });

  it("are never script or data URLs", async () => {
    const admin = await visitor(server, "admin");
    for (const url of ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)"]) {
      expect(errorOf(await admin.rpc("/website_links/new", { url })), url).toEqual({ name: "odoo.exceptions.UserError", message: SCRIPT_TARGET });
    }
    expect(server.store.all("link.tracker").some((link) => !String(link.url).startsWith("http"))).toBe(false);
  });
});

describe("a members-only lesson's file", () => {
  function lessonWithFile(values: Record<string, unknown> = {}) {
    return server.store.create("slide.slide", { channel_id: 1, name: "Members' notes", slide_type: "document", is_published: true, is_preview: false, datas: Buffer.from("members only").toString("base64"), mime_type: "text/plain", sequence: 99, ...values });
  }

  it("is served to members and editors only", async () => {
    const slide = lessonWithFile();
    const path = `/slides/slide/${slide.id}/content`;
    expect((await (await visitor(server)).fetch(path)).status).toBe(404);
    expect((await (await visitor(server, "portal")).fetch(path)).status).toBe(404);
    const member = await (await visitor(server, "demo")).fetch(path);
    expect(member.status).toBe(200);
    expect(await member.text()).toBe("members only");
    expect((await (await visitor(server, "admin")).fetch(path)).status).toBe(200);
  });

  it("of a preview lesson is served to anyone; an unpublished one to editors only", async () => {
    const preview = lessonWithFile({ is_preview: true });
    expect((await (await visitor(server)).fetch(`/slides/slide/${preview.id}/content`)).status).toBe(200);
    const draft = lessonWithFile({ is_preview: true, is_published: false });
    expect((await (await visitor(server, "portal")).fetch(`/slides/slide/${draft.id}/content`)).status).toBe(404);
    expect((await (await visitor(server, "admin")).fetch(`/slides/slide/${draft.id}/content`)).status).toBe(200);
  });
});

describe("rating a blog post", () => {
  const rate = (who: Visitor, res_id: number) => who.rpc("/mail/chatter_post", { res_model: "blog.post", res_id, rating_value: 4, message: "Nice" });

  it("is refused on an unpublished post except for its publishers", async () => {
    const portal = await visitor(server, "portal");
    expect(errorOf(await rate(portal, 2))).toEqual({ name: "odoo.exceptions.AccessError", message: UNPUBLISHED_POST });
    expect(server.store.all("blog.rating").filter((r) => r.res_id === 2)).toHaveLength(0);
    expect((await rate(portal, 1)).result.default_rating_value).toBe(4);
    expect((await rate(await visitor(server, "admin"), 2)).result.default_rating_value).toBe(4);
  });
});

describe("a live chat session", () => {
  async function openChat(owner: Visitor) {
    return (await owner.rpc(ROUTES.getSession, { channel_id: 1, anonymous_name: "Visitor", previous_operator_id: null })).result as { uuid: string };
  }

  it("is reached by the browser that opened it only, not by another holding its uuid", async () => {
    const owner = await visitor(server);
    const { uuid } = await openChat(owner);
    expect((await owner.rpc(ROUTES.chatPost, { uuid, message_content: "my order number is 42" })).result).toEqual(expect.any(Number));
    const stranger = await visitor(server);
    const gone = { name: "odoo.exceptions.MissingError", message: SESSION_GONE };
    expect(errorOf(await stranger.rpc(ROUTES.chatHistory, { uuid, limit: 20 }))).toEqual(gone);
    expect(errorOf(await stranger.rpc(ROUTES.chatPost, { uuid, message_content: "hi" }))).toEqual(gone);
    expect(errorOf(await stranger.rpc(ROUTES.emailTranscript, { uuid, email: "thief@example.com" }))).toEqual(gone);
    expect(errorOf(await stranger.rpc(ROUTES.feedback, { uuid, rate: 1, reason: "bad" }))).toEqual(gone);
    expect(errorOf(await stranger.rpc(ROUTES.notifyTyping, { uuid, is_typing: true }))).toEqual(gone);
    expect(errorOf(await stranger.rpc(ROUTES.history, { channel_uuid: uuid, page_history: ["/x"] }))).toEqual(gone);
    await stranger.rpc(ROUTES.leaveSession, { uuid });
    const session = server.store.all("im_livechat.session").find((s) => s.uuid === uuid)!;
    expect(session).toMatchObject({ status: "open", feedback: null, transcripts: [], page_history: [] });
    expect(server.store.all("im_livechat.message").filter((m) => m.session_id === session.id)).toHaveLength(1);
    expect((await owner.rpc(ROUTES.chatHistory, { uuid, limit: 20 })).result).toHaveLength(1);
  });

  it("is not heard on the bus by another browser", async () => {
    const owner = await visitor(server);
    const { uuid } = await openChat(owner);
    await owner.rpc(ROUTES.chatPost, { uuid, message_content: "secret" });
    const poll = (who: Visitor) => who.rpc("/longpolling/poll", { channels: [sessionChannel(uuid)], last: 0, options: {} });
    expect(busOf(server.store).notifications([sessionChannel(uuid)], 0)).toHaveLength(1);
    expect((await poll(owner)).result).toHaveLength(1);
    const stranger = await visitor(server);
    const controller = new AbortController();
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params: { channels: [sessionChannel(uuid)], last: 0, options: {} } });
    const answer = stranger.fetch("/longpolling/poll", { method: "POST", headers: { "Content-Type": "application/json" }, body, signal: controller.signal });
    // The stranger's poll listens on no channel at all (it would wait until its timeout): end it.
    await expect.poll(() => busOf(server.store).getStats().lastParams?.channels).toEqual([]);
    controller.abort();
    expect((await (await answer).json()).result).toEqual([]);
  });

  it("stays the visitor's after signing in", async () => {
    const owner = await visitor(server);
    const { uuid } = await openChat(owner);
    await owner.rpc("/web/session/authenticate", { login: "portal", password: "portal" });
    expect((await owner.rpc(ROUTES.chatPost, { uuid, message_content: "still me" })).result).toEqual(expect.any(Number));
  });
});

describe("the newsletter's subscriber state", () => {
  it("is never told for an address the session did not subscribe itself", async () => {
    const prober = await visitor(server);
    // joel.willis63@example.com is on list 1 (seeded); the prober subscribes it to list 2 and asks about 1.
    const subscribed = await prober.rpc("/website_mass_mailing/subscribe", { list_id: 2, email: "joel.willis63@example.com", recaptcha_token_response: captchaToken(NEWSLETTER_CAPTCHA_ACTION) });
    expect(subscribed.result.toast_type).toBe("success");
    expect((await prober.rpc("/website_mass_mailing/is_subscriber", { list_id: 2 })).result.is_subscriber).toBe(true);
    expect((await prober.rpc("/website_mass_mailing/is_subscriber", { list_id: 1 })).result.is_subscriber).toBe(false);
    // The address's owner, signed in, sees both.
    const owner = await visitor(server, "portal");
    expect((await owner.rpc("/website_mass_mailing/is_subscriber", { list_id: 1 })).result).toEqual({ is_subscriber: true, email: "joel.willis63@example.com" });
  });
});

describe("subscribing to a mail group", () => {
  it("answers the missing-record error for an unknown group", async () => {
    const someone = await visitor(server);
    expect(errorOf(await someone.rpc("/group/subscribe", { group_id: 999, email: "a@example.com" }))).toEqual({ name: "odoo.exceptions.MissingError", message: "Record does not exist or has been deleted." });
    expect(errorOf(await someone.rpc("/group/unsubscribe", { group_id: 999, email: "a@example.com" }))?.name).toBe("odoo.exceptions.MissingError");
  });
});
