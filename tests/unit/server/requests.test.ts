// What the server refuses about a request itself: JSON routes take only JSON, file and data names
// stay in their folder, malformed percent-encoding is a bad request; and what error answers say
// outside and inside debug mode.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { scratchDir } from "../temp_dir";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { INTERNAL_ERROR_MESSAGE } from "../../../server/errors";
import { JSON_TYPES, NOT_JSON_MESSAGE } from "../../../server/security/json_only";
import { BAD_REQUEST_MESSAGE, namedFileIn, urlPathIn } from "../../../server/security/paths";
import { startTestServer, type TestServer } from "../server_fetch";
import { callKw, rpc } from "./requests";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

const get = async (path: string) => {
  const response = await server.fetch(path);
  return { status: response.status, text: await response.text() };
};

describe("JSON routes", () => {
  const routes = ["/web/dataset/call_kw/res.country/search_count", "/web/session/authenticate", "/mail/chatter_init", "/longpolling/poll", "/bus/demo/send", "/web/webclient/version_info"];

  it.each(routes)("%s refuses a text/plain or form body, as a cross-site post would send it", async (path) => {
    const params = { model: "res.country", method: "search_count", args: [[]], kwargs: {}, login: "portal", password: "portal", channels: [], last: 0 };
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const response = await server.fetch(path, { method: "POST", headers: { "Content-Type": type }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(NOT_JSON_MESSAGE);
    }
  });

  it("takes application/json (with a charset) and application/json-rpc", async () => {
    expect(JSON_TYPES).toEqual(["application/json", "application/json-rpc"]);
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON", "application/json-rpc"]) {
      expect((await rpc(server, "/web/dataset/call_kw/res.country/search_count", { model: "res.country", method: "search_count", args: [[]], kwargs: {} }, { "Content-Type": type })).result).toBe(4);
    }
  });

  it("keeps a cross-site text/plain login from logging the browser in", async () => {
    await server.fetch("/web/session/authenticate", { method: "POST", headers: { "Content-Type": "text/plain" }, body: JSON.stringify({ params: { login: "portal", password: "portal" } }) });
    expect(server.store.db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE uid IS NOT NULL").get()).toEqual({ n: 0 });
  });
});

describe("names inside their folder", () => {
  it("resolves plain names and paths, and nothing that leaves the folder", () => {
    expect(namedFileIn("/srv/t", "en_US", ".json")).toBe("/srv/t/en_US.json");
    expect(namedFileIn("/srv/t", "web.assets_frontend", ".xml")).toBe("/srv/t/web.assets_frontend.xml");
    for (const name of ["..", "../x", "/etc/passwd", "a/b", "a\\b", "..%2Fx", "a\0", "", ".hidden", "x..", undefined]) expect(namedFileIn("/srv/t", name)).toBeNull();
    expect(urlPathIn("/srv/d", "/chunks/a.js")).toBe("/srv/d/chunks/a.js");
    expect(urlPathIn("/srv/d", "/report%20%C3%A9.txt")).toBe("/srv/d/report é.txt");
    for (const path of ["/..%2F..%2Fetc/passwd", "/%2e%2e/x", "/a%5C..%5Cb", "/a%00", "/", "/x/"]) expect(urlPathIn("/srv/d", path)).toBeNull();
    expect(() => urlPathIn("/srv/d", "/%E0%A4%A")).toThrow(URIError);
  });

  it.each([
    "/web/webclient/translations/1?lang=../../../package",
    "/web/webclient/translations/1?lang=/etc/passwd",
    "/web/webclient/translations/1?lang=..%2F..%2F..%2Fpackage",
    "/web/webclient/translations/1?lang=fr_FR%2F..%2F..%2F..%2F..%2Fpackage",
    "/web/webclient/qweb/1?bundle=../../package",
    "/web/webclient/qweb/1?bundle=..%5C..%5Cpackage",
    "/static/..%2f..%2fpackage.json",
    "/static/%2e%2e/%2e%2e/package.json",
    "/dist/..%2F..%2Fpackage.json",
    "/web/static/lib/bootstrap/..%2F..%2F..%2F..%2Fpackage.json",
    "/portal%2F..%2F..%2Fpackage",
  ])("%s is not found", async (path) => {
    const { status, text } = await get(path);
    expect(status).toBe(404);
    expect(text).not.toContain("website-islands");
  });

  it("still serves translations (falling back to en_US), templates and static files", async () => {
    expect(JSON.parse((await get("/web/webclient/translations/1?lang=fr_FR")).text).lang).toBe("fr_FR");
    expect(JSON.parse((await get("/web/webclient/translations/1?lang=de_DE")).text).lang).toBe("en_US");
    expect((await get("/web/webclient/qweb/1?bundle=web.assets_frontend")).text).toContain("<templates");
    expect((await get("/web/webclient/qweb/1")).text).toBe("<templates></templates>");
    expect((await get("/static/site.css")).status).toBe(200);
  });
});

describe("malformed percent-encoding", () => {
  it.each([
    "/static/%E0%A4%A",
    "/web/login?redirect=%E0%A4%A",
    "/web/login%ZZ",
    "/my/orders?search=100%",
    "/web/webclient/translations/1?lang=%E0",
    "/web/image/mail.message/1/author_avatar/%C0",
    "/web/content/%FF",
  ])("%s is a bad request (400), never a server error", async (path) => {
    expect(await get(path)).toEqual({ status: 400, text: BAD_REQUEST_MESSAGE });
  });
});

describe("error answers", () => {
  it("carry no traceback outside debug mode", async () => {
    const { error } = await callKw(server, "sale.order", "read", [[1]]);
    expect(error!.data.name).toBe("odoo.exceptions.AccessError");
    expect(error!.data).not.toHaveProperty("debug");
    expect(JSON.stringify(error)).not.toMatch(/\/work\/|\.ts\b|node_modules/);
  });

  it("hide an unexpected error's own message outside debug mode", async () => {
    await server.login("admin");
    const { error } = await callKw(server, "res.partner", "read", [5]);
    expect(error!.data).toMatchObject({ name: "builtins.Exception", message: INTERNAL_ERROR_MESSAGE, arguments: [INTERNAL_ERROR_MESSAGE] });
    expect(error!.data).not.toHaveProperty("debug");
  });

  it("carry the traceback once the session's page is in debug mode, until a page leaves it", async () => {
    await server.fetch("/runtime/overlays?debug=1");
    const { error } = await callKw(server, "sale.order", "read", [[1]]);
    expect(error!.data.debug).toMatch(/^Traceback \(most recent call last\):\n[\s\S]*odoo\.exceptions\.AccessError: You are not allowed to access 'Sales Order'/);
    // A login keeps the session's data; the harness then loads a page without debug.
    await server.login("admin");
    expect((await callKw(server, "res.partner", "read", [5])).error!.data).not.toHaveProperty("debug");
    await server.fetch("/my?debug=assets");
    const unexpected = await callKw(server, "res.partner", "read", [5]);
    expect(unexpected.error!.data.message).not.toBe(INTERNAL_ERROR_MESSAGE);
    expect(unexpected.error!.data.debug).toContain("TypeError");
    await server.fetch("/runtime/overlays");
    expect((await callKw(server, "res.partner", "read", [5])).error!.data).not.toHaveProperty("debug");
  });

  it("of the fault hook keep their made-up traceback in every mode", async () => {
    const { error } = await callKw(server, "islands.fault", "raise", [], { exception: "builtins.ZeroDivisionError", message: "division by zero" });
    expect(error!.data.debug).toContain("builtins.ZeroDivisionError: division by zero");
  });
});

describe("the build's files", () => {
  it("link each script to its source map with the SourceMap header, hashed chunks cached for good", async () => {
    const distDir = scratchDir("dist-");
    mkdirSync(join(distDir, "chunks"));
    for (const file of ["loader.js", "loader.js.map", "chunks/chunk-AB12.js"]) writeFileSync(join(distDir, file), "x");
    const app = createApp({ store: server.store, distDir });
    const get = (path: string) => app.fetch(new Request(`http://localhost${path}`));
    const loader = await get("/dist/loader.js");
    expect(loader.status).toBe(200);
    expect(loader.headers.get("SourceMap")).toBe("loader.js.map");
    expect(loader.headers.get("Cache-Control")).toBe("no-cache");
    const chunk = await get("/dist/chunks/chunk-AB12.js");
    expect(chunk.headers.get("SourceMap")).toBe("chunk-AB12.js.map");
    expect(chunk.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/dist/loader.js.map")).headers.get("SourceMap")).toBeNull();
    rmSync(distDir, { recursive: true });
  });

  it("serve a version folder (dist/v/<hash>/) for good, and islands.json and the loaders revalidated", async () => {
    const distDir = scratchDir("dist-");
    mkdirSync(join(distDir, "v/0123456789ab/islands"), { recursive: true });
    for (const file of ["islands.json", "loader-0123456789ab.js", "v/0123456789ab/islands/0.js"]) writeFileSync(join(distDir, file), "x");
    const app = createApp({ store: server.store, distDir });
    const cache = async (path: string) => (await app.fetch(new Request(`http://localhost${path}`))).headers.get("Cache-Control");
    expect(await cache("/dist/v/0123456789ab/islands/0.js")).toBe("public, max-age=31536000, immutable");
    expect(await cache("/dist/islands.json")).toBe("no-cache");
    expect(await cache("/dist/loader-0123456789ab.js")).toBe("no-cache");
    rmSync(distDir, { recursive: true });
  });
});
