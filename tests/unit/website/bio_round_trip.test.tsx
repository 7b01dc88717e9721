// The profile biography keeps any saved text: saved through the real save route, read back from
// the page the server renders, shown in the editor and written back by it, it comes back exactly.
// Before, the editor read the text as HTML and lost what followed a "<style>"-like piece.
import { afterEach, describe, expect, it } from "vitest";
import { bioNodes, bioText } from "../../../islands/website/bio_text";
import profileEditor from "../../../islands/website/profile_editor";
import { entityAt } from "../../../src/core/text/escape";
import { $, loadPage, startPortal, type PortalHarness } from "../portal/portal_harness";

export const PROBE_TEXTS = [
  "Plain words",
  "a <style> b",
  "a <style>b</style> c",
  "<style>body{display:none}</style>after",
  "<script>alert(1)</script> and after",
  "x <script src=//evil> y",
  "<!-- a comment --> kept",
  "<!-- never closed, then text",
  "before --> after",
  "</textarea><b>out</b>",
  "</textarea>",
  "&amp;",
  "&amp;amp; &lt;b&gt; &#60;i&#62; &nbsp;",
  "Fish & chips < 5 > 3",
  "<b>bold</b> and <i>italic</i>",
  "<p>one</p><p>two <b>three</b></p>",
  "<ul><li>a</li><li>b</li></ul>",
  "line<br>break",
  "<b>unclosed",
  "closing only</b>",
  "<b><i>misnested</b></i>",
  "<br/> and <BR>",
  "<b class=x>attr</b>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)>",
  "<title>t</title> x",
  "<xmp><b>x</b></xmp> y",
  "<plaintext>rest",
  "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
  "<iframe srcdoc=x></iframe>",
  "<a href=\"javascript:alert(1)\">l</a>",
  "<math><mi>x</mi></math>",
  "<template><b>t</b></template> z",
  "<![CDATA[ x ]]> y",
  "<?xml version=1?> z",
  "<!DOCTYPE html> z",
  "'single' \"double\" `back`",
  "  leading and trailing spaces  ",
  "multi\nline\n\ntext",
  "tab\there",
  "emoji 🎉 and accents éàü",
  "<<b>>double<</b>>",
  "<b>a</b></b>",
  "<p><p>nested</p></p>",
  "a<b>b<i>c</i>d</b>e",
  "<li>alone</li>",
  "<u>under</u> <em>em</em> <strong>strong</strong> <ol><li>1</li></ol>",
  "</p>",
  "<p>",
  "&lt;/textarea&gt;",
  "%3Cscript%3E",
  "\\u003cscript\\u003e",
  "<style",
  "<sty<b>le>x</b>",
  "<b>ok</b><style>",
  "<div>div</div>",
  "<span style=\"color:red\">red</span>",
  "end <",
];

/**
 * The value a browser gives the page's biography textarea: its raw content with the character
 * references decoded and tags left as text (happy-dom parses a textarea's content as HTML, which
 * no browser does), without the one newline that may follow the start tag, newlines as "\n".
 */
function browserTextareaValue(html: string): string {
  const raw = /<textarea[^>]*name="description"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)![1]!.replace(/^\n/, "");
  let value = "";
  for (let i = 0; i < raw.length; i++) {
    const entity = raw[i] === "&" ? entityAt(raw, i) : null;
    value += entity ? entity.char : raw[i];
    if (entity) i += entity.length - 1;
  }
  return value.replace(/\r\n?/g, "\n");
}

/** The server writes these bare tags its own way (lower case, no slash): what it keeps differs. */
const NORMALIZED = new Map([["<br/> and <BR>", "<br> and <br>"]]);

let harness: PortalHarness;
afterEach(() => harness?.stop());

async function saveBio(text: string) {
  const page = await (await harness.server.fetch("/website/profile")).text();
  const form = new FormData();
  form.append("csrf_token", /name="csrf_token" value="([^"]+)"/.exec(page)![1]!);
  form.append("name", "Marc Demo");
  form.append("description", text);
  const saved = await harness.server.fetch("/profile/user/save", { method: "POST", body: form, redirect: "manual" });
  expect(saved.status).toBe(302);
}

describe("profile biography round trip", () => {
  // 58 saves, page loads and mounts against the in-process server: more than the default 5 s on a busy machine.
  it(`gives back each of ${PROBE_TEXTS.length} saved texts exactly, in the editor and when saved again`, { timeout: 60_000 }, async () => {
    harness = await startPortal("demo");
    const lost: string[] = [];
    for (const text of PROBE_TEXTS) {
      await saveBio(text);
      await loadPage(harness.server, "/website/profile");
      const page = await (await harness.server.fetch("/website/profile")).text();
      const saved = browserTextareaValue(page);
      expect(saved).toBe(NORMALIZED.get(text) ?? text);
      $<HTMLTextAreaElement>("textarea[name=description]")!.value = saved;
      const unmount = await harness.mount(profileEditor);
      const form = $<HTMLFormElement>(".o_wprofile_editor_form")!;
      const editor = $(".o_wprofile_bio_editor")!;
      expect(editor.querySelector("script, style, img, svg, iframe, template, noscript, a")).toBeNull();
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
      const value = form.querySelector<HTMLTextAreaElement>("textarea[name=description]")!.value;
      unmount();
      // Saved again: the server keeps the same biography.
      await saveBio(value);
      const stored = harness.server.store.get("res.users", 8)!.website_description;
      await saveBio(text);
      if (value !== saved || stored !== harness.server.store.get("res.users", 8)!.website_description) lost.push(text);
    }
    expect(lost).toEqual([]);
  });

  it("shows the bare formatting tags as formatting and the rest as text", () => {
    const editor = document.createElement("div");
    editor.replaceChildren(...bioNodes(document, "<p>Hi <b>you</b> &amp; <style>x</style></p>"));
    expect(editor.querySelector("p > b")!.textContent).toBe("you");
    expect(editor.querySelector("style")).toBeNull();
    expect(editor.textContent).toBe("Hi you &amp; <style>x</style>");
    editor.replaceChildren(...bioNodes(document, "<b>unclosed"));
    expect(editor.querySelector("b")).toBeNull();
    expect(editor.textContent).toBe("<b>unclosed");
  });

  it("writes the editor back as text with bare tags: a browser's lines become paragraphs, injected elements go", () => {
    const editor = document.createElement("div");
    editor.innerHTML = 'Hello <b onclick="x()">world</b><div>next <i>line</i></div><img src="x" onerror="y"><script>window.x=1</script><span style="color:red">red</span>';
    expect(bioText(editor)).toBe("Hello <b>world</b><p>next <i>line</i></p>red");
  });
});
