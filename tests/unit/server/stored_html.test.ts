// Stored message HTML the server puts in its pages: formatting, safe links and quotes kept,
// everything that could run dropped.
import { describe, expect, it } from "vitest";
import { sanitizeStoredHtml } from "../../../server/stored_html";
import { startTestServer } from "../server_fetch";
import { rpc } from "./requests";

describe("stored HTML", () => {
  it("keeps formatting, quotes and http links; drops scripts, handlers, styles and javascript: links", () => {
    expect(sanitizeStoredHtml(`<p onclick="alert(1)" style="color:red">Tell <b>us</b></p><script>alert(2)</script>`)).toBe("<p>Tell <b>us</b></p>");
    expect(sanitizeStoredHtml(`<blockquote data-o-mail-quote="1" class="x"><p>quoted</p></blockquote>`)).toBe(`<blockquote data-o-mail-quote="1"><p>quoted</p></blockquote>`);
    expect(sanitizeStoredHtml(`<a href="https://www.example.com/chairs" onmouseover="x()">guide</a><a href="javascript:alert(1)">bad</a>`)).toBe(
      `<a href="https://www.example.com/chairs" rel="noopener noreferrer" target="_blank">guide</a><a rel="noopener noreferrer" target="_blank">bad</a>`,
    );
    expect(sanitizeStoredHtml(`<img src=x onerror=alert(1)><iframe src="/x"></iframe>ok`)).toBe("ok");
    expect(sanitizeStoredHtml(undefined)).toBe("");
  });

  it("a mail group's replies hold no script of a stored message", async () => {
    const server = startTestServer();
    expect(await (await server.fetch("/groups/1")).text()).toContain("lumbar support guide</a>");
    const { result } = await rpc(server, "/groups/1/1/get_replies", { last_displayed_id: 3 });
    expect(result).toContain("<p>Tell us which one you took.</p>");
    expect(result).not.toContain("alert(");
    server.store.db.close();
  });
});
