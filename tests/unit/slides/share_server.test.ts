// The reference server's side of a lesson's share block and publish toggle
// (server/slides/share_markup.ts, pdf_pages.ts, the send_share_email route, /website/publish on slide.slide).
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { INVALID_SHARE_EMAIL } from "../../../server/slides/errors";
import { pdfPageCount } from "../../../server/slides/pdf_pages";
import { NOT_PUBLISHER } from "../../../server/website/publish";
import { startTestServer, type TestServer } from "../server_fetch";

async function call(server: TestServer, route: string, params: Record<string, unknown>) {
  const response = await server.fetch(route, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: any };
}
const threePages = readFileSync("fixtures/static/slides/upload_three_pages.pdf");
/** A pdf 1.5 whose page tree and pages are only in a compressed object stream. */
const compressedTree = (() => {
  const objects = "<< /Type /Pages /Resources << /ProcSet [/PDF] >> /Kids [3 0 R 4 0 R 5 0 R] /Count 3 >> << /Type /Page /Parent 2 0 R >> << /Type /Page /Parent 2 0 R >> << /Type /Page /Parent 2 0 R >>";
  const body = deflateSync(Buffer.from(`2 0 3 90 4 125 5 160 ${objects}`, "latin1"));
  const head = `%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n6 0 obj << /Type /ObjStm /N 4 /First 20 /Filter /FlateDecode /Length ${body.length} >>\nstream\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), body, Buffer.from("\nendstream\nendobj\n%%EOF\n", "latin1")]);
})();
/** A pdf updated once: its first revision's page 2 is replaced, so three page objects, two pages. */
const UPDATED_TREE = [
  "%PDF-1.4",
  "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
  "2 0 obj << /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >> endobj",
  "3 0 obj << /Type /Page /Parent 2 0 R >> endobj",
  "4 0 obj << /Type /Page /Parent 2 0 R >> endobj",
  "%%EOF",
  "4 0 obj << /Type /Page /Parent 2 0 R /Rotate 90 >> endobj",
  "%%EOF",
].join("\n");

describe("share by e-mail", () => {
  it("refuses an invalid address and an unknown lesson, records the mail of a valid one", async () => {
    const server = startTestServer();
    await server.installPageGlobals();
    expect((await call(server, "/slides/slide/send_share_email", { slide_id: 2, email: "friend@" })).error.data.message).toBe(INVALID_SHARE_EMAIL);
    expect((await call(server, "/slides/slide/send_share_email", { slide_id: 999, email: "friend@example.com" })).error.data.name).toBe("odoo.exceptions.MissingError");
    expect((await call(server, "/slides/slide/send_share_email", { slide_id: 2, email: " friend@example.com ", fullscreen: false })).result).toBe(true);
    expect(server.store.all("mail.mail").filter((m) => m.model === "slide.slide" && m.res_id === 2)).toEqual([expect.objectContaining({ email_to: "friend@example.com", fullscreen: false })]);
  });
});

describe("share block markup", () => {
  it("escapes the lesson's name in the share links and offers the embed code of documents only", async () => {
    const server = startTestServer();
    await server.login("admin");
    server.store.write("slide.slide", 7, { name: 'Seasons "<b>"' });
    const html = await (await server.fetch("/slides/slide/seasons-7")).text();
    expect(html).not.toContain("<b>");
    expect(html).toContain(`text=${encodeURIComponent('Seasons "<b>"')}`);
    expect(html).toContain('class="oe_slide_js_embed_code_widget');
    const quiz = await (await server.fetch("/slides/slide/test-yourself-8")).text();
    expect(quiz).toContain("oe_slide_js_share_email");
    expect(quiz).not.toContain("oe_slide_js_embed_code_widget");
  });

  it("counts an uploaded pdf's pages for its embed code", async () => {
    expect(pdfPageCount(threePages.toString("base64"))).toBe(3);
    expect(pdfPageCount(Buffer.from("not a pdf").toString("base64"))).toBe(1);
    expect(pdfPageCount(compressedTree.toString("base64"))).toBe(3);
    expect(pdfPageCount(Buffer.from(UPDATED_TREE, "latin1").toString("base64"))).toBe(2);
    const server = startTestServer();
    await server.login("admin");
    const { result } = await call(server, "/slides/add_slide", { channel_id: 1, slide_type: "presentation", name: "Three", datas: threePages.toString("base64"), mime_type: "application/pdf", is_published: true });
    expect(server.store.get("slide.slide", result.slide_id)!.page_count).toBe(3);
    expect(await (await server.fetch(result.url)).text()).toMatch(/min="1" max="3" value="1"/);
  });
});

describe("publishing a lesson", () => {
  it("is for publishers: /website/publish switches slide.slide's state", async () => {
    const server = startTestServer();
    await server.login("demo");
    expect((await call(server, "/website/publish", { id: 3, object: "slide.slide" })).error.data.message).toBe(NOT_PUBLISHER);
    expect(await (await server.fetch("/slides/slide/soil-basics-3")).text()).not.toContain("js_publish_management");
    await server.login("admin");
    expect((await call(server, "/website/publish", { id: 3, object: "slide.slide" })).result).toBe(false);
    expect(await (await server.fetch("/slides/slide/soil-basics-3")).text()).toMatch(/js_publish_management css_unpublished" data-id="3" data-object="slide.slide"/);
    expect((await call(server, "/website/publish", { id: 3, object: "slide.slide" })).result).toBe(true);
  });
});
