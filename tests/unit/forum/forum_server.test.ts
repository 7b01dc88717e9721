// The reference server's forum routes (spec 3 §7, §8 "Forum") with real state.
import { describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../server_fetch";

async function call(server: TestServer, route: string, params: Record<string, unknown> = {}) {
  const response = await server.fetch(route, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: any };
}
const callKw = (server: TestServer, method: string, args: unknown[]) =>
  call(server, `/web/dataset/call_kw/forum.post/${method}`, { model: "forum.post", method, args, kwargs: {} });

describe("votes", () => {
  it("refuses visitors and own posts, checks karma, casts and takes back votes", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    expect((await call(server, "/forum/1/post/2/upvote")).result).toEqual({ error: "anonymous_user" });
    await server.login("portal");
    expect((await call(server, "/forum/1/post/1/upvote")).result).toEqual({ error: "own_post" });
    expect((await call(server, "/forum/1/post/3/upvote")).error.data.message).toBe("50 karma is required to perform this action.");
    await server.login("demo");
    expect((await call(server, "/forum/1/post/2/upvote")).result).toEqual({ user_vote: 1, vote_count: 2 });
    expect((await call(server, "/forum/1/post/2/upvote")).result).toEqual({ user_vote: 1, vote_count: 2 });
    expect((await call(server, "/forum/1/post/2/downvote")).result).toEqual({ user_vote: 0, vote_count: 1 });
    expect((await call(server, "/forum/1/post/2/downvote")).result).toEqual({ user_vote: -1, vote_count: 0 });
    expect((await call(server, "/forum/1/post/99/upvote")).error.data.name).toBe("odoo.exceptions.MissingError");
  });
});

describe("flags, accepted answers, favourites, comments", () => {
  it("flags once per user, telling moderators apart", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    expect((await call(server, "/forum/1/post/2/flag")).result).toEqual({ error: "anonymous_user" });
    await server.login("demo");
    expect((await call(server, "/forum/1/post/2/flag")).result).toEqual({ success: "post_flagged_non_moderator" });
    expect((await call(server, "/forum/1/post/2/flag")).result).toEqual({ error: "post_already_flagged" });
    expect((await call(server, "/forum/1/post/4/flag")).result).toEqual({ error: "post_non_flaggable" });
    await server.login("admin");
    expect((await call(server, "/forum/1/post/2/flag")).result).toEqual({ success: "post_flagged_moderator" });
    expect(server.store.get("forum.post", 2)!.flag_count).toBe(2);
  });

  it("keeps one correct answer per question, for its author", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    expect((await call(server, "/forum/1/post/2/toggle_correct")).result).toEqual({ error: "anonymous_user" });
    await server.login("demo");
    expect((await call(server, "/forum/1/post/2/toggle_correct")).error.data.message).toBe("500 karma is required to perform this action.");
    await server.login("portal");
    expect((await call(server, "/forum/1/post/2/toggle_correct")).result).toBe(true);
    expect((await call(server, "/forum/1/post/3/toggle_correct")).result).toBe(true);
    expect(server.store.get("forum.post", 2)!.is_correct).toBe(false);
    expect((await call(server, "/forum/1/post/3/toggle_correct")).result).toBe(false);
  });

  it("toggles favourites, deletes one's own comment only, bumps one's own question", async () => {
    const server = startTestServer();
    await server.login("demo");
    expect((await call(server, "/forum/1/question/1/toggle_favourite")).result).toBe(true);
    expect((await call(server, "/forum/1/question/1/toggle_favourite")).result).toBe(false);
    expect((await call(server, "/forum/1/post/2/comment/2/delete")).error.data.message).toBe("1000 karma is required to perform this action.");
    expect((await call(server, "/forum/1/post/1/comment/1/delete")).result).toBe(true);
    expect(server.store.get("forum.comment", 1)).toBeUndefined();
    expect((await call(server, "/forum/post/bump", { post_id: 1 })).result).toBe(false);
    await server.login("portal");
    expect((await call(server, "/forum/post/bump", { post_id: 1 })).result).toBe(true);
  });
});

describe("tags", () => {
  it("searches a forum's tags by name, at most 50", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    expect((await call(server, "/forum/get_tags", { query: "SU", limit: 50, forum_id: 1 })).result).toEqual([{ id: 4, name: "succulents" }]);
    expect((await call(server, "/forum/get_tags", { query: "", limit: 2, forum_id: 1 })).result).toHaveLength(2);
    for (let i = 0; i < 60; i++) server.store.create("forum.tag", { name: `tag${i}`, forum_id: 1 });
    expect((await call(server, "/forum/get_tags", { query: "tag", limit: 500, forum_id: 1 })).result).toHaveLength(50);
  });
});

describe("moderation", () => {
  it("validates pending posts for moderators only", async () => {
    const server = startTestServer();
    await server.login("demo");
    expect((await server.fetch("/forum/1/post/4/validate")).status).toBe(403);
    expect((await server.fetch("/forum/1/validation_queue")).status).toBe(403);
    await server.login("admin");
    const queue = await (await server.fetch("/forum/1/validation_queue")).text();
    expect(queue).toContain('data-spam-ids="[4,5,6]"');
    expect((await server.fetch("/forum/1/post/4/validate")).status).toBe(303);
    expect(server.store.get("forum.post", 4)!.state).toBe("active");
    expect((await server.fetch("/forum/1/post/4/validate")).status).toBe(409);
  });

  it("searches the spam queue and marks the chosen posts offensive, for moderators", async () => {
    const server = startTestServer();
    await server.login("demo");
    expect((await callKw(server, "mark_as_offensive_batch", [[5, 6], "post_id", [5]])).error.data.message).toBe("Only moderators can mark posts as offensive.");
    await server.login("admin");
    const domain = [["id", "in", [4, 5, 6]], "|", "|", ["id", "=", 0], ["name", "ilike", "cheap"], ["content", "ilike", "cheap"]];
    const found = (await callKw(server, "search_read", [domain, ["name", "content"]])).result;
    expect(found.map((p: any) => p.id)).toEqual([5, 6]);
    expect((await callKw(server, "mark_as_offensive_batch", [[4, 5, 6], "post_id", [5, 6]])).result).toBe(2);
    expect(server.store.get("forum.post", 5)!.state).toBe("offensive");
    expect(server.store.get("forum.post", 4)!.state).toBe("pending");
  });
});

describe("new questions", () => {
  const ask = async (server: TestServer, fields: Record<string, string>) => {
    const page = await (await server.fetch("/forum/1/ask")).text();
    const csrf = /name="csrf_token" value="([^"]+)"/.exec(page)![1];
    const body = new URLSearchParams({ csrf_token: csrf, ...fields });
    return server.fetch("/forum/1/new", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString() });
  };

  it("sanitizes the body, refuses an empty one, creates tags only with karma", async () => {
    const server = startTestServer();
    await server.login("portal");
    expect(await (await ask(server, { post_name: "Hello", content: "<p> </p>" })).text()).toContain("The question needs text or an image.");
    expect(await (await ask(server, { post_name: " ", content: "<p>x</p>" })).text()).toContain("The title is required.");
    expect(await (await ask(server, { post_name: "Hi", content: "<p>x</p>", post_tags: "1,_newtag" })).text()).toContain("75 karma is required to create a tag.");
    expect(await (await ask(server, { post_name: "Hi", content: "<p>x</p>", post_tags: "1,2,3,4,_a1,_b2" })).text()).toContain("At most 5 tags.");
    const created = await ask(server, { post_name: "Pots?", content: `<p onclick="alert(1)">Which pot?<script>alert(2)</script><img src="/x.png"></p>`, post_tags: "1,_cactus" });
    expect(created.status).toBe(303);
    const post = server.store.all("forum.post").at(-1)!;
    expect(post.content).toBe('<p>Which pot?<img src="/x.png" referrerpolicy="no-referrer"></p>');
    expect(post.tag_ids).toEqual([1]);
    expect(post.state).toBe("pending");
  });
});

describe("answering and commenting (the platform's routes)", () => {
  const csrf = async (server: TestServer) => /name="csrf_token" value="([0-9a-f]+)"/.exec(await (await server.fetch("/forum/1/question/1")).text())![1];
  const post = (server: TestServer, path: string, fields: Record<string, string>) =>
    server.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString(), redirect: "manual" });

  it("POST /forum/{forum}/{question}/reply adds an answer, sanitized with the question form's profile", async () => {
    const server = startTestServer();
    await server.login("demo");
    const page = await (await server.fetch("/forum/1/question/1")).text();
    expect(page).toContain('action="/forum/1/1/reply"');
    expect(page).toContain('class="form-control load_editor"');
    const answer = await post(server, "/forum/1/1/reply", { csrf_token: await csrf(server), content: '<p>Water less <b>often</b>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/forum/1/question/1");
    const created = server.store.all("forum.post").at(-1)!;
    expect(created).toMatchObject({ parent_id: 1, forum_id: 1, state: "active" });
    expect(created.content).toContain("<b>often</b>");
    expect(created.content).not.toMatch(/onerror|<script/);
    expect(await (await server.fetch("/forum/1/question/1")).text()).toContain("Water less <b>often</b>.");
  });

  it("refuses an empty reply with 'Reply should not be empty.', a missing csrf token, and sends visitors to log in", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    const visitor = await post(server, "/forum/1/1/reply", { csrf_token: (window as any).odoo.csrf_token, content: "<p>Hi</p>" });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get("location")).toContain("/web/login?redirect=");
    await server.login("demo");
    const count = server.store.all("forum.post").length;
    const empty = await post(server, "/forum/1/1/reply", { csrf_token: await csrf(server), content: "<p><br></p>" });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toBe("Reply should not be empty.");
    expect((await post(server, "/forum/1/1/reply", { content: "<p>Hi</p>" })).status).toBe(400);
    expect(server.store.all("forum.post")).toHaveLength(count);
  });

  it("POST /forum/{forum}/post/{post}/comment adds a plain-text comment, shown escaped", async () => {
    const server = startTestServer();
    await server.login("demo");
    const page = await (await server.fetch("/forum/1/question/1")).text();
    expect(page).toContain('action="/forum/1/post/2/comment"');
    const answer = await post(server, "/forum/1/post/2/comment", { csrf_token: await csrf(server), post_id: "2", comment: "Thanks <b>a lot</b>" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/forum/1/question/1");
    expect(server.store.all("forum.comment").at(-1)).toMatchObject({ post_id: 2, body: "Thanks <b>a lot</b>" });
    expect(await (await server.fetch("/forum/1/question/1")).text()).toContain("Thanks &lt;b&gt;a lot&lt;/b&gt;");
    const count = server.store.all("forum.comment").length;
    await post(server, "/forum/1/post/2/comment", { csrf_token: await csrf(server), comment: "   " });
    expect(server.store.all("forum.comment")).toHaveLength(count);
  });
});
