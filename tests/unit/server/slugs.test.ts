// The platform writes records in paths as slugs, `name-id` (issue 28): the forum's routes accept
// them as they accept the id alone, and refuse a name without an id.
import { describe, expect, it } from "vitest";
import { slugId } from "../../../server/slug";
import { startTestServer, type TestServer } from "../server_fetch";

async function call(server: TestServer, route: string) {
  const response = await server.fetch(route, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params: {} }) });
  return response;
}

describe("slugs", () => {
  it("reads the id at the end of a slug", () => {
    expect([slugId("help-1"), slugId("1"), slugId("how-to-water-my-roses-12"), slugId("help"), slugId(undefined)]).toEqual([1, 1, 12, Number.NaN, Number.NaN]);
  });

  it("votes through /forum/help-1/post/5/upvote as through /forum/1/post/5/upvote", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    const bySlug = await call(server, "/forum/help-1/post/how-do-i-2/upvote");
    expect(bySlug.status).toBe(200);
    expect((await bySlug.json()).result).toEqual({ error: "anonymous_user" });
    expect((await (await call(server, "/forum/1/post/2/upvote")).json()).result).toEqual({ error: "anonymous_user" });
    expect((await call(server, "/forum/help/post/2/upvote")).status).toBe(404);
  });

  it("shows a question at its slug address", async () => {
    const server = startTestServer();
    const bySlug = await server.fetch("/forum/help-1/question/some-question-1");
    const byId = await server.fetch("/forum/1/question/1");
    expect(bySlug.status).toBe(200);
    expect(byId.status).toBe(200);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(await bySlug.text())).toBe(title(await byId.text()));
  });
});

describe("course slugs", () => {
  it("shows a course at /slides/<name>-<id> as at /slides/<id>", async () => {
    const server = startTestServer();
    const bySlug = await server.fetch("/slides/basics-of-gardening-1");
    const byId = await server.fetch("/slides/1");
    expect([bySlug.status, byId.status]).toEqual([200, 200]);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(await bySlug.text())).toBe(title(await byId.text()));
    expect((await server.fetch("/slides/basics-of-gardening")).status).toBe(404);
  });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("blog, post, product and partner slugs", () => {
  it("shows a product at /shop/product/<name>-<id> and at its id alone", async () => {
    const server = startTestServer();
    const bySlug = await server.fetch("/shop/product/engraved-pen-2");
    const byOtherName = await server.fetch("/shop/product/Engraved_Pen-2");
    const byId = await server.fetch("/shop/product/2");
    expect([bySlug.status, byOtherName.status, byId.status]).toEqual([200, 200, 200]);
    const title = titleOf(await bySlug.text());
    expect(title).toContain("Engraved Pen");
    expect(titleOf(await byId.text())).toBe(title);
    expect(titleOf(await byOtherName.text())).toBe(title);
    expect((await server.fetch("/shop/product/engraved-pen")).status).toBe(404);
  });

  it("shows a blog post at /blog/<blog>/<post> with slugs or ids, only in its own blog", async () => {
    const server = startTestServer();
    const bySlug = await server.fetch("/blog/our-news-1/sierra-tarahumara-1");
    const byId = await server.fetch("/blog/1/1");
    expect([bySlug.status, byId.status]).toEqual([200, 200]);
    const page = await bySlug.text();
    expect(titleOf(page)).toBe("Sierra Tarahumara | Travel blog | My Website");
    expect(page).toContain("Three weeks in the canyons");
    expect(titleOf(await byId.text())).toBe(titleOf(page));
    expect((await server.fetch("/blog/our-news-2/sierra-tarahumara-1")).status).toBe(404);
    expect((await server.fetch("/blog/our-news-1/sierra-tarahumara")).status).toBe(404);
  });

  it("keeps an unpublished post for publishers, with its own text", async () => {
    const server = startTestServer();
    expect((await server.fetch("/blog/1/maintaining-a-telescope-2")).status).toBe(404);
    await server.login("admin");
    const page = await (await server.fetch("/blog/1/maintaining-a-telescope-2")).text();
    expect(titleOf(page)).toBe("Maintaining a telescope | Travel blog | My Website");
    expect(page).toContain("collimation");
    expect(page).not.toContain("Three weeks in the canyons");
  });

  it("lists a blog's posts at /blog/<blog>, linked by their slugs", async () => {
    const server = startTestServer();
    const bySlug = await server.fetch("/blog/our-news-1");
    const byId = await server.fetch("/blog/1");
    expect([bySlug.status, byId.status]).toEqual([200, 200]);
    const page = await bySlug.text();
    expect(page).toContain('href="/blog/1/sierra-tarahumara-1"');
    expect(page).not.toContain("Maintaining a telescope");
    expect((await server.fetch("/blog/9")).status).toBe(404);
    expect((await server.fetch("/blog/1/sierra-tarahumara-1")).status).toBe(200);
  });

  it("shows a published partner at /partners/<name>-<id> and at its id alone; others are not found", async () => {
    const server = startTestServer();
    const bySlug = await server.fetch("/partners/mitchell-admin-3");
    const byId = await server.fetch("/partners/3");
    expect([bySlug.status, byId.status]).toEqual([200, 200]);
    const page = await bySlug.text();
    expect(titleOf(page)).toBe("Mitchell Admin | My Website");
    expect(page).toContain("Scranton, United States");
    expect(titleOf(await byId.text())).toBe(titleOf(page));
    expect((await server.fetch("/partners/marc-demo-7")).status).toBe(404);
    expect((await server.fetch("/partners/mitchell-admin")).status).toBe(404);
  });
});

describe("closing a question at /forum/<forum>/question/<question>/close", () => {
  // the page's csrf token (window.odoo), which a visitor's page has too
  const csrf = async (server: TestServer) => /"csrf_token":"([^"]+)"/.exec(await (await server.fetch("/forum/1/question/1")).text())![1];
  const close = async (server: TestServer, path: string, reason = "3") =>
    server.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ csrf_token: await csrf(server), reason_id: reason }).toString(), redirect: "manual" });

  it("closes another's question with karma_close_all, by slugs or ids, and the question stays readable without its answer form", async () => {
    const server = startTestServer();
    await server.login("admin");
    const answer = await close(server, "/forum/help-1/question/how-often-should-i-water-a-cactus-1/close");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/forum/1/question/1");
    const question = server.store.get("forum.post", 1)!;
    expect([question.state, question.closed_uid, question.closed_reason_id]).toEqual(["close", 2, 3]);
    expect(Number.isNaN(Date.parse(question.closed_date))).toBe(false);
    const page = await (await server.fetch("/forum/1/question/1")).text();
    expect(page).toContain('data-state="close"');
    expect(page).not.toContain('action="/forum/1/1/reply"');
    expect((await close(server, "/forum/1/question/1/close")).status).toBe(303);
  });

  it("refuses without the karma (own: karma_close_own, another's: karma_close_all) and leaves the question open", async () => {
    const server = startTestServer();
    await server.login("demo");
    const refused = await close(server, "/forum/1/question/1/close");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("500 karma required to close or reopen a post.");
    const owner = startTestServer();
    await owner.login("portal");
    const own = await close(owner, "/forum/help-1/question/1/close");
    expect(await own.text()).toBe("100 karma required to close or reopen a post.");
    expect([server.store.get("forum.post", 1)!.state, owner.store.get("forum.post", 1)!.state]).toEqual(["active", "active"]);
  });

  it("sends a visitor to log in, does not close an answer, and does not know a name without an id", async () => {
    const server = startTestServer();
    const visitor = await close(server, "/forum/1/question/1/close");
    expect(visitor.headers.get("location")).toBe(`/web/login?redirect=${encodeURIComponent("/forum/1/question/1")}`);
    await server.login("admin");
    const onAnswer = await close(server, "/forum/1/question/2/close");
    expect(onAnswer.headers.get("location")).toBe("/forum/1/question/1");
    expect(server.store.get("forum.post", 2)!.state).toBe("active");
    expect((await close(server, "/forum/help/question/1/close")).status).toBe(404);
  });
});
