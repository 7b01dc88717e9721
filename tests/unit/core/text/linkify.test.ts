import { describe, expect, test } from "vitest";
import { escapeHTML } from "../../../../src/core/text/escape";
import { LINK_REL, LINK_TARGET, linkify, linkifyPlainText } from "../../../../src/core/text/linkify";

const a = (href: string, text = href) => `<a target="_blank" rel="noreferrer noopener" href="${href}">${text}</a>`;
/** The hrefs of the links made, read back from the output. */
const hrefs = (html: string) => [...html.matchAll(/<a target="_blank" rel="noreferrer noopener" href="([^"]*)">/g)].map((m) => m[1]);

describe("constants", () => {
  test("links open in a new tab and do not tell where they come from", () => {
    expect(LINK_TARGET).toBe("_blank");
    expect(LINK_REL).toBe("noreferrer noopener");
  });
});

describe("linkifyPlainText: addresses in plain text", () => {
  test.each([
    ["http://example.com", a("http://example.com")],
    ["see https://example.com/a/b?x=1#top now", `see ${a("https://example.com/a/b?x=1#top")} now`],
    ["www.odoo.com", a("http://www.odoo.com", "www.odoo.com")],
    ["WWW.Odoo.com/Page", a("http://WWW.Odoo.com/Page", "WWW.Odoo.com/Page")],
    ["HTTPS://A.COM", a("HTTPS://A.COM")],
    ["http://192.168.0.1:8069/web", a("http://192.168.0.1:8069/web")],
    ["http://a.com:8069/x", a("http://a.com:8069/x")],
    ["http://a.com/é?q=ü", a("http://a.com/é?q=ü")],
    ["http://bücher.de", a("http://bücher.de")],
    ["bob@example.com", a("mailto:bob@example.com", "bob@example.com")],
    ["Write to bob.smith_1+tag@sub.example.co.uk!", `Write to ${a("mailto:bob.smith_1+tag@sub.example.co.uk", "bob.smith_1+tag@sub.example.co.uk")}!`],
    ["mailto:bob@example.com", `mailto:${a("mailto:bob@example.com", "bob@example.com")}`],
    ["http://a.com and http://b.org, www.c.net", `${a("http://a.com")} and ${a("http://b.org")}, ${a("http://www.c.net", "www.c.net")}`],
  ])("%j", (text, html) => {
    expect(linkifyPlainText(text)).toBe(html);
  });

  test.each([
    // sentence punctuation and unbalanced brackets end the address
    ["See http://example.com.", `See ${a("http://example.com")}.`],
    ["See www.example.com.", `See ${a("http://www.example.com", "www.example.com")}.`],
    ["Is it http://a.com/x?", `Is it ${a("http://a.com/x")}?`],
    ["(http://a.com/x)", `(${a("http://a.com/x")})`],
    ["(see http://a.com/wiki/Foo_(bar))", `(see ${a("http://a.com/wiki/Foo_(bar)")})`],
    ["[http://a.com/x]", `[${a("http://a.com/x")}]`],
    ["http://a.com/x, http://b.com/y;", `${a("http://a.com/x")}, ${a("http://b.com/y")};`],
    ["'http://a.com'", `&#x27;${a("http://a.com")}&#x27;`],
    ["mail bob@example.com.", `mail ${a("mailto:bob@example.com", "bob@example.com")}.`],
    ["http://a.com/?a=1&b=2", a("http://a.com/?a=1&amp;b=2")],
  ])("%j: the address stops where the sentence goes on", (text, html) => {
    expect(linkifyPlainText(text)).toBe(html);
  });

  test.each([
    "no address here",
    "http://",
    "http://localhost",
    "http://example",
    "www.example",
    "nothttp://a.com",
    "ftp://a.com",
    "a@b",
    "user@@host.com",
    "@example.com",
    "bob@.com",
    "file.txt",
  ])("%j has no address: only escaped", (text) => {
    expect(linkifyPlainText(text)).toBe(escapeHTML(text));
  });
});

describe("hostile input", () => {
  test("javascript: and other schemes never become links", () => {
    for (const text of ["javascript:alert(1)", "JavaScript:alert(document.cookie)", "javascript://example.com/%0Aalert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:msgbox(1)"]) {
      const html = linkifyPlainText(text);
      expect(hrefs(html), text).toEqual([]);
      expect(html).toBe(escapeHTML(text));
    }
    // an http address inside such a text is linked as the http address it is
    expect(hrefs(linkifyPlainText("javascript:alert('http://x.com')"))).toEqual(["http://x.com"]);
  });

  test("quotes never break out of the href", () => {
    expect(linkifyPlainText('http://x.com/"onmouseover="alert(1)')).toBe(`${a("http://x.com/")}&quot;onmouseover=&quot;alert(1)`);
    expect(linkify('http://x.com/"onmouseover="alert(1)')).toBe(`${a("http://x.com/")}"onmouseover="alert(1)`);
    expect(linkify("http://x.com/&quot;onmouseover=&quot;alert(1)")).toBe(`${a("http://x.com/")}&quot;onmouseover=&quot;alert(1)`);
    expect(linkify("http://x.com/a'b`c")).toBe(`${a("http://x.com/a&#x27;b", "http://x.com/a'b")}\`c`);
    expect(linkify("http://x.com/a&#39;onclick=alert(1)")).toBe(a("http://x.com/a&#x27;onclick=alert(1)", "http://x.com/a&#39;onclick=alert(1)"));
    // whatever is linked, no href holds a quote or an angle bracket
    for (const text of ['http://a.com/"><script>', "http://a.com/'><img src=x onerror=alert(1)>", "http://a.com/<b>", "x@a.com\"><b>"]) {
      for (const html of [linkify(text), linkifyPlainText(text)]) {
        for (const href of hrefs(html)) expect(href, text).not.toMatch(/["'<>`]/);
      }
    }
  });

  test("existing tags and attributes are left as they are", () => {
    expect(linkify('<img alt="http://x.com" src="http://y.com/i.png"> www.z.com')).toBe(
      `<img alt="http://x.com" src="http://y.com/i.png"> ${a("http://www.z.com", "www.z.com")}`,
    );
    expect(linkify("<p title='mail bob@a.com'>bob@a.com</p>")).toBe(`<p title='mail bob@a.com'>${a("mailto:bob@a.com", "bob@a.com")}</p>`);
    expect(linkify('<div data-x="a > http://q.com">t</div>')).toBe('<div data-x="a > http://q.com">t</div>');
    expect(linkify("<!-- http://f.com --> http://g.com")).toBe(`<!-- http://f.com --> ${a("http://g.com")}`);
    expect(linkify('<script>var u = "http://a.com";</script> http://d.com')).toBe(`<script>var u = "http://a.com";</script> ${a("http://d.com")}`);
    expect(linkify("<STYLE>a { background: url(http://a.com/i.png) }</STYLE>")).toBe("<STYLE>a { background: url(http://a.com/i.png) }</STYLE>");
    expect(linkify("a < b and http://e.com")).toBe(`a < b and ${a("http://e.com")}`);
  });

  test("no link is made inside an existing link, nested or not", () => {
    expect(linkify('<a href="http://a.com">http://a.com</a> or http://b.com')).toBe(`<a href="http://a.com">http://a.com</a> or ${a("http://b.com")}`);
    expect(linkify('<A HREF="http://a.com"><b>see http://a.com</b></A> http://c.com')).toBe(
      `<A HREF="http://a.com"><b>see http://a.com</b></A> ${a("http://c.com")}`,
    );
    expect(linkify("<a><a>x</a> http://b.com</a> http://c.com")).toBe(`<a><a>x</a> http://b.com</a> ${a("http://c.com")}`);
    expect(linkify('<a href="mailto:bob@a.com">bob@a.com</a>')).toBe('<a href="mailto:bob@a.com">bob@a.com</a>');
    expect(linkify("<abbr>http://a.com</abbr>")).toBe(`<abbr>${a("http://a.com")}</abbr>`);
  });

  test("a tag left open keeps the rest from being linkified", () => {
    expect(linkify('<a href="x>http://evil.com')).toBe('<a href="x>http://evil.com');
    expect(linkify("<a>http://evil.com")).toBe("<a>http://evil.com");
    expect(linkify("<b title='x>http://evil.com")).toBe("<b title='x>http://evil.com");
  });

  test("linkify of linkified HTML changes nothing", () => {
    const once = linkifyPlainText("see http://a.com and bob@b.com");
    expect(linkify(once)).toBe(once);
  });
});

describe("100 KB inputs are read in one pass", () => {
  /** Far above what a linear pass takes (a few ms); a quadratic one takes minutes on these. */
  const GENEROUS_MS = 2000;
  const SIZE = 100_000;

  const timed = (run: () => string) => {
    const start = performance.now();
    const result = run();
    return { result, ms: performance.now() - start };
  };

  test.each([
    ["starts of addresses with no host", "(http://".repeat(SIZE / 8)],
    ["hosts without a dot", "!http://aaaa".repeat(SIZE / 12)],
    ["a host of dots", "http://" + ".".repeat(SIZE) + "-"],
    ["a domain of hyphens", "x@" + "-.".repeat(SIZE / 2) + "+"],
    ["at signs without addresses", "a@".repeat(SIZE / 2)],
    ["local parts without domains", "x".repeat(SIZE) + "@"],
    ["ampersands", "&".repeat(SIZE)],
    ["broken entities", "&#x1".repeat(SIZE / 4)],
    ["angle brackets", "<".repeat(SIZE)],
    ["a tag left open", `<a title="${"x".repeat(SIZE)}`],
    ["comments left open", "<!--".repeat(SIZE / 4)],
  ])("%s: nothing linked", (_name, input) => {
    const { result, ms } = timed(() => linkify(input));
    expect(hrefs(result)).toEqual([]);
    expect(result).toBe(input);
    expect(ms).toBeLessThan(GENEROUS_MS);
  });

  test.each([
    ["one long address", "http://a.com/" + "a(b)&amp;".repeat(SIZE / 10), 1],
    ["closing brackets after an address", "http://a.com" + ")".repeat(SIZE), 1],
    ["www repeated", "www.".repeat(SIZE / 4), 1],
    ["many addresses", "see http://a.com/x, ".repeat(SIZE / 20), SIZE / 20],
    ["many e-mail addresses", "a@b.cc ".repeat(SIZE / 7), Math.floor(SIZE / 7)],
  ])("%s", (_name, input, links) => {
    const { result, ms } = timed(() => linkify(input));
    expect(hrefs(result)).toHaveLength(links);
    expect(ms).toBeLessThan(GENEROUS_MS);
  });

  test("a 100 KB message of text and tags", () => {
    const part = '<p>Hello <b>Bob</b>, see http://odoo.com/page?a=1&amp;b=2 or write to bob@example.com.</p><a href="http://x.com">http://x.com</a>';
    const input = part.repeat(Math.ceil(SIZE / part.length));
    const { result, ms } = timed(() => linkify(input));
    const count = Math.ceil(SIZE / part.length);
    expect(hrefs(result)).toHaveLength(2 * count);
    expect(result.split("<a ").length - 1).toBe(3 * count);
    expect(ms).toBeLessThan(GENEROUS_MS);
  });
});
