// The profile editor's rules on both sides, the save route, and the suggested links' groups.
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AVATAR_BAD_TYPE, AVATAR_TOO_BIG, MAX_AVATAR_BYTES, avatarError } from "../../../islands/website/profile_editor";
import { BIO_PROFILE } from "../../../islands/website/bio_text";
import { MATCHING_PAGES_TITLE, SUGGEST_DEBOUNCE_MS, SUGGESTED_LINKS_LIMIT, SUGGESTED_LINKS_ROUTE, suggestionGroups } from "../../../islands/website/suggested_links";
import { sanitizeWithProfile } from "../../../src/components/sanitizer_profile";
import * as server from "../../../server/website/profile_edit";
import { startTestServer, type TestServer } from "../server_fetch";
(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;
import suggestedLinks from "../../../islands/website/suggested_links";
import { createEnv } from "../../../src/runtime/env";
import { mountIsland } from "../../../src/runtime/mount";
import { makeTranslate } from "../../../src/runtime/translate";

describe("avatar and biography rules", () => {
  it("take raster images up to 1 MB, the same on both sides", () => {
    expect(MAX_AVATAR_BYTES).toBe(server.MAX_AVATAR_BYTES);
    expect([AVATAR_BAD_TYPE, AVATAR_TOO_BIG]).toEqual([server.AVATAR_BAD_TYPE, server.AVATAR_TOO_BIG]);
    expect(avatarError({ type: "image/png", size: 10 })).toBeNull();
    expect(avatarError({ type: "image/svg+xml", size: 10 })).toBe("The picture must be a PNG, JPEG, GIF or WebP image.");
    expect(avatarError({ type: "image/jpeg", size: MAX_AVATAR_BYTES + 1 })).toBe("The picture is too big (1 MB at most).");
  });

  it("keeps only bare formatting tags in the browser", () => {
    const out = sanitizeWithProfile(`<p style="x">Hi <b onclick="x()">there</b><img src=x onerror=alert(1)><a href="javascript:x">l</a><script>x</script></p>`, BIO_PROFILE);
    expect(out).toBe("<p>Hi <b>there</b>l</p>");
  });

  it("escapes everything but bare formatting tags on the server", () => {
    expect(server.cleanBio(`<p>Hi <b>there</b></p><b class="x">no</b><script>alert(1)</script><img src=x onerror=y>`)).toBe(
      "<p>Hi <b>there</b></p>&lt;b class=&quot;x&quot;&gt;no</b>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=y&gt;",
    );
    expect(server.cleanBio("</textarea><br/>")).toBe("&lt;/textarea&gt;<br>");
  });
});

describe("profile save", () => {
  let s: TestServer;
  beforeEach(() => (s = startTestServer()));
  afterEach(() => s.store.db.close());

  async function save(fields: Record<string, string | File>, csrf?: string) {
    const page = await (await s.fetch("/website/profile")).text();
    const token = csrf ?? /name="csrf_token" value="([^"]+)"/.exec(page)![1];
    const form = new FormData();
    form.append("csrf_token", token);
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return s.fetch("/profile/user/save", { method: "POST", body: form, redirect: "manual" });
  }

  it("saves the name, the cleaned biography and the picture; clear puts the default back", async () => {
    await s.login("demo", "demo");
    const png = new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });
    const response = await save({ name: "Marc", description: "<b>Hi</b><script>x</script>", clear_image: "false", ufile: png });
    expect(response.headers.get("location")).toBe("/website/profile?saved=1");
    const user = s.store.get("res.users", 8)!;
    expect(user.website_description).toBe("<b>Hi</b>&lt;script&gt;x&lt;/script&gt;");
    expect(user.website_avatar).toBe("data:image/png;base64,iVBORw==");
    await save({ name: "Marc", description: "", clear_image: "true" });
    expect(s.store.get("res.users", 8)!.website_avatar).toBe("");
  });

  it("refuses a missing csrf token, an empty name and a bad picture, saving nothing", async () => {
    await s.login("demo", "demo");
    expect((await save({ name: "X" }, "forged")).status).toBe(400);
    const empty = await save({ name: " " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(server.NAME_REQUIRED);
    const svg = new File(["<svg/>"], "x.svg", { type: "image/svg+xml" });
    expect(await (await save({ name: "Y", ufile: svg })).text()).toContain("The picture must be a PNG, JPEG, GIF or WebP image.");
    expect(s.store.get("res.users", 8)!.name).toBe("Marc Demo");
  });
});

describe("suggested links", () => {
  it("asks 15 at most from the spec's route", () => {
    expect(SUGGESTED_LINKS_ROUTE).toBe("/website/get_suggested_links");
    expect(SUGGESTED_LINKS_LIMIT).toBe(15);
  });

  it("groups matching pages first, then the others, dropping empty and malformed entries", () => {
    expect(
      suggestionGroups({ matching_pages: [{ value: "/a", label: "/a (A)" }, { label: "no value" }], others: [{ title: "Apps url", values: [{ value: "/shop", label: "/shop" }] }, { title: "Empty", values: [] }] }),
    ).toEqual([
      { title: MATCHING_PAGES_TITLE, values: [{ value: "/a", label: "/a (A)" }] },
      { title: "Apps url", values: [{ value: "/shop", label: "/shop" }] },
    ]);
    expect(suggestionGroups(null)).toEqual([]);
    expect(suggestionGroups("oops")).toEqual([]);
  });

  it("answers what was typed before the island woke up on that first interaction", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<label for="l">Link</label><div><input id="l" class="o_website_suggested_links"/></div>`;
    const input = document.querySelector("input")!;
    input.focus();
    input.value = "blog";
    const env = createEnv();
    env.setTranslate(makeTranslate(new Map())); // the runtime mounts islands once translations are loaded
    const calls: unknown[] = [];
    env.services.rpc = (route: string, params: unknown) => (calls.push([route, params]), Promise.resolve({ matching_pages: [{ value: "/blog", label: "/blog (Blogs)" }] }));
    const stop = await act(async () => mountIsland(env, suggestedLinks, input));
    await act(async () => void vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS));
    expect(calls).toEqual([[SUGGESTED_LINKS_ROUTE, { needle: "blog", limit: SUGGESTED_LINKS_LIMIT }]]);
    expect([...document.querySelectorAll("[role=option]")].map((o) => o.textContent)).toEqual(["/blog (Blogs)"]);
    await act(async () => void (typeof stop === "function" ? stop() : undefined));
    vi.useRealTimers();
  });
});
