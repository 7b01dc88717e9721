import { beforeEach, describe, expect, it, vi } from "vitest";
import { createEnv } from "../../../src/runtime/env";
import { HTTPError, createHttp, toFormData } from "../../../src/services/http";
import { readSessionInfo } from "../../../src/services/session_info";
import { FRONTEND_BUNDLE, templatesService } from "../../../src/services/templates";
import { createTitle } from "../../../src/services/title";
import { createAssets } from "../../../src/services/assets";
import { jsonrpc } from "../../../src/services/jsonrpc";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(async () => {
  server = startTestServer();
  await server.installPageGlobals();
});

describe("http", () => {
  it("posts forms with the page's csrf_token", async () => {
    const session = readSessionInfo();
    const http = createHttp(session);
    const answer = await http.post("/web/binary/upload", { ufile: [new File(["hello"], "a.txt", { type: "text/plain" })], model: "res.partner", id: 3 });
    expect(answer).toEqual([expect.objectContaining({ filename: "a.txt", mimetype: "text/plain", size: 5 })]);
    expect(server.requests.at(-1)!.body).toEqual({ ufile: ["a.txt"], model: "res.partner", id: "3", csrf_token: session.csrfToken });
  });

  it("keeps an explicit csrf_token and skips empty values", () => {
    const form = toFormData({ csrf_token: "given", a: null, b: undefined, c: 0 }, "page");
    expect([...form.entries()]).toEqual([["csrf_token", "given"], ["c", "0"]]);
  });

  it("gives relative routes the session's path prefix, as rpc does; absolute URLs stay", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return new Response("[]", { status: 200, headers: { "Content-Type": "application/json" } });
    });
    const http = createHttp({ csrfToken: "t", prefix: "/site-a" });
    await http.get("/shop/cart/quantity");
    await http.post("/shop/wishlist/count", { a: 1 });
    await http.get("https://cdn.example.com/x.json");
    expect(urls).toEqual(["/site-a/shop/cart/quantity", "/site-a/shop/wishlist/count", "https://cdn.example.com/x.json"]);
    const unprefixed = createHttp({ csrfToken: "t", prefix: "" });
    await unprefixed.get("/shop/cart/quantity");
    expect(urls.at(-1)).toBe("/shop/cart/quantity");
  });

  it("gets JSON or text, and raises HTTPError on a failed answer", async () => {
    const http = createHttp(readSessionInfo());
    expect(await http.get("/web/webclient/translations/x?lang=en_US")).toMatchObject({ multi_lang: true });
    expect(await http.get("/web/webclient/qweb/1?bundle=web.assets_frontend", "text")).toContain("<templates>");
    await expect(http.get("/no/such/page", "text")).rejects.toBeInstanceOf(HTTPError);
  });
});

describe("title", () => {
  it("joins its named parts with ' - '", () => {
    document.title = "Shop";
    const title = createTitle();
    title.setParts({ action: "Cart", record: "S00042" });
    expect(document.title).toBe("Shop - Cart - S00042");
    title.setParts({ action: null });
    expect(title.current).toBe("Shop - S00042");
    expect(title.getParts()).toEqual({ zopenerp: "Shop", record: "S00042" });
  });
});

describe("templates", () => {
  it("load the frontend bundle from /web/webclient/qweb/{timestamp}?bundle=web.assets_frontend", async () => {
    expect(FRONTEND_BUNDLE).toBe("web.assets_frontend");
    const session = readSessionInfo();
    const assets = createAssets(jsonrpc as any, session);
    const templates = await templatesService.start(createEnv(), { assets });
    expect(server.requests.at(-1)!.url).toBe(`/web/webclient/qweb/${session.qwebHash}?bundle=web.assets_frontend`);
    expect(templates.names()).toContain("website.loading_spinner");
    expect(templates.get("website.loading_spinner")!.innerHTML).toContain("fa-spin");
    expect(templates.get("nope")).toBeNull();
  });
});
