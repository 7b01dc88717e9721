// One user's text shown to another, where the reference server renders it: script and handler
// payloads come out escaped (text) or sanitized (HTML bodies), however they were stored.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ROUTES } from "../../../contract/livechat/constants";
import { startTestServer, type TestServer } from "../server_fetch";
import { visitor } from "./requests";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

const PAYLOADS = [`<script>alert("x")</script>`, `<img src=x onerror=alert(1)>`, `<a href="javascript:alert(1)">x</a>`, `"><svg onload=alert(1)>`, `<iframe src="javascript:alert(1)"></iframe>`];

/** No payload left live in a page: no script element, no handler attribute, no script URL. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script>alert/i);
  expect(html).not.toMatch(/<(img|svg|iframe|a)\b[^>]*\son(error|load)=/i);
  expect(html).not.toMatch(/<(a|iframe)\b[^>]*(href|src)="javascript:/i);
}

describe("text from users, rendered by the server", () => {
  it("forum posts (even stored unsanitized), comments, tags and author names", async () => {
    const payload = PAYLOADS.join("");
    server.store.write("forum.post", 1, { content: `<p>${payload}</p>`, name: payload });
    server.store.write("forum.post", 2, { content: payload });
    server.store.write("forum.comment", 1, { body: payload });
    server.store.write("res.users", 8, { name: payload });
    server.store.create("forum.tag", { forum_id: 1, name: payload });
    server.store.write("forum.post", 1, { tag_ids: [server.store.all("forum.tag").at(-1)!.id] });
    for (const who of [await visitor(server), await visitor(server, "admin")]) {
      const page = await (await who.fetch("/forum/1/question/1")).text();
      expectInert(page);
      expect(page).toContain("&lt;script&gt;");
    }
  });

  it("a forum question posted by form is stored sanitized", async () => {
    const portal = await visitor(server, "demo");
    const csrf = await portal.csrf();
    await portal.fetch("/forum/1/new", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ csrf_token: csrf, post_name: "Hello there", content: `<p>Body ${PAYLOADS.join("")}</p>`, post_tags: "" }).toString() });
    const stored = server.store.all("forum.post").at(-1)!;
    expect(stored.content).toContain("Body");
    expectInert(stored.content);
  });

  it("tracked link titles on the statistics page", async () => {
    server.store.write("link.tracker", 1, { title: PAYLOADS.join("") });
    const page = await (await (await visitor(server, "admin")).fetch("/r/chairs+")).text();
    expectInert(page);
    expect(page).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("mail group messages: subject, author and body", async () => {
    const message = server.store.all("mail.group.message")[0];
    server.store.write("mail.group.message", message.id, { subject: PAYLOADS[0], author_name: PAYLOADS[1], body: `<p>${PAYLOADS.join("")}</p>` });
    const page = await (await (await visitor(server)).fetch(`/groups/${message.mail_group_id}`)).text();
    expectInert(page);
  });

  it("blog ratings and the publisher's comment", async () => {
    const portal = await visitor(server, "portal");
    const posted = await portal.rpc("/mail/chatter_post", { res_model: "blog.post", res_id: 1, rating_value: 4, message: PAYLOADS.join("") });
    const admin = await visitor(server, "admin");
    await admin.rpc("/website/rating/comment", { rating_id: posted.result.default_message_id, publisher_comment: PAYLOADS.join("") });
    const page = await (await (await visitor(server)).fetch("/website/blog")).text();
    expect(page).toContain("&lt;iframe");
    expectInert(page);
  });

  it("live chat messages and visitor names", async () => {
    const owner = await visitor(server);
    const { result: session } = await owner.rpc(ROUTES.getSession, { channel_id: 1, anonymous_name: PAYLOADS[1], previous_operator_id: null });
    await owner.rpc(ROUTES.chatPost, { uuid: session.uuid, message_content: PAYLOADS.join("\n") });
    const { result: history } = await owner.rpc(ROUTES.chatHistory, { uuid: session.uuid, limit: 10 });
    for (const message of history) expectInert(message.body);
    // The name is text in JSON (the widget renders it as text); the server never puts it in HTML.
    expect(session.name).toBe(`${PAYLOADS[1]}, Mitchell Admin`);
  });

  it("lesson titles and course descriptions on the course page", async () => {
    server.store.write("slide.slide", 3, { name: PAYLOADS.join("") });
    server.store.write("slide.channel", 1, { description: PAYLOADS.join("") });
    for (const who of [await visitor(server), await visitor(server, "admin")]) {
      const page = await (await who.fetch("/slides/1")).text();
      expectInert(page);
    }
    const lesson = await (await (await visitor(server, "admin")).fetch("/slides/slide/3?fullscreen=1")).text();
    expectInert(lesson);
  });
});
