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
