// Values are escaped once, for their context, and pages are filled in one pass: what a visitor
// typed as a name, a login, a search or an API key description comes back as those characters.
import { JSDOM } from "jsdom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { escapeHtml, escapeUrl, fillPage, markup, replaceMarker, url } from "../../../server/html";
import { startTestServer, type TestServer } from "../server_fetch";
import { csrfOf, postForm } from "./requests";

/** A browser's reading of the HTML (jsdom: loads nothing, runs nothing). */
const parse = (html: string) => new JSDOM(html).window.document;

const PAYLOADS = [
  "{{csrf_token}}",
  "{{header}}",
  "<!--slot:header-->",
  '"><b>bold</b>',
  "'><img src=x onerror=alert(1)>",
  "<script>alert(1)</script>",
  "$& $' $` $$ $1",
  "a & b &amp; c",
];

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
    expect(escapeHtml(null)).toBe("");
    expect(escapeHtml(12)).toBe("12");
  });

  it.each(PAYLOADS)("turns %j into text a browser reads back unchanged", (payload) => {
    const doc = parse(`<p title="${escapeHtml(payload)}">${escapeHtml(payload)}</p>`);
    const p = doc.querySelector("p")!;
    expect(p.textContent).toBe(payload);
    expect(p.getAttribute("title")).toBe(payload);
    expect(p.children).toHaveLength(0);
  });
});

describe("escapeUrl", () => {
  it("keeps paths and http(s), mailto and tel addresses, escaped for the attribute", () => {
    expect(escapeUrl("/my/orders/1?access_token=a&report_type=pdf")).toBe("/my/orders/1?access_token=a&amp;report_type=pdf");
    expect(escapeUrl("https://example.com/x?a=1")).toBe("https://example.com/x?a=1");
    expect(escapeUrl('/x"><script>')).toBe("/x&quot;&gt;&lt;script&gt;");
    expect(escapeUrl("mailto:a@example.com")).toBe("mailto:a@example.com");
  });

  it("turns any other scheme into '#'", () => {
    for (const href of ["javascript:alert(1)", " JavaScript:alert(1)", "java\tscript:alert(1)", "data:text/html,x", "vbscript:x"]) expect(escapeUrl(href)).toBe("#");
  });
});

describe("fillPage", () => {
  it("fills {{name}} and <!--slot:name--> in one pass: inserted values are never read as placeholders", () => {
    const page = "<h1>{{title}}</h1><!--slot:body--><i>{{csrf_token}}</i><a href=\"{{link}}\">x</a>{{unknown}}";
    const html = fillPage(page, { title: "{{csrf_token}} <!--slot:body-->", body: markup("<p>{{title}}</p>"), csrf_token: "T0KEN", link: url("javascript:x") });
    expect(html).toBe('<h1>{{csrf_token}} &lt;!--slot:body--&gt;</h1><p>{{title}}</p><i>T0KEN</i><a href="#">x</a>{{unknown}}');
  });

  it("takes $ patterns literally", () => {
    expect(fillPage("<b>{{v}}</b>", { v: "$& $' $`" })).toBe("<b>$&amp; $&#39; $`</b>");
    expect(replaceMarker("a<!--m-->b", "<!--m-->", "$'$&")).toBe("a$'$&b");
  });
});

describe("server pages show typed values back exactly", () => {
  let server: TestServer;
  beforeEach(() => {
    server = startTestServer();
  });
  afterEach(() => server.store.db.close());

  const page = async (path: string) => parse(await (await server.fetch(path)).text());
  const csrfIn = (doc: Document) => doc.querySelector<HTMLInputElement>("input[name=csrf_token]")?.value;

  it.each(PAYLOADS)("the login typed and the error of the login page: %j", async (payload) => {
    const doc = await page(`/web/login?login=${encodeURIComponent(payload)}&error=${encodeURIComponent(payload)}`);
    expect(doc.querySelector<HTMLInputElement>("#login")!.value).toBe(payload);
    expect(doc.querySelector(".alert-danger")!.textContent).toBe(payload);
    expect(doc.querySelectorAll("header")).toHaveLength(1);
    expect(doc.querySelector("b, img, main script")).toBeNull();
  });

  it.each(PAYLOADS)("the name and login of a refused sign-up: %j", async (payload) => {
    const csrf = await csrfOf(server, "/web/signup");
    const response = await postForm(server, "/web/signup", { csrf_token: csrf, login: payload, name: payload, password: "a", confirm_password: "b" });
    const doc = parse(await response.text());
    expect(doc.querySelector<HTMLInputElement>("#name")!.value).toBe(payload);
    expect(doc.querySelector<HTMLInputElement>("#login")!.value).toBe(payload);
    expect(doc.querySelectorAll("header")).toHaveLength(1);
    expect(csrfIn(doc)).toMatch(/^[0-9a-f]{40}$/);
  });

  it.each(PAYLOADS)("a search, a name, a contact's details and an API key description of a portal user: %j", async (payload) => {
    await server.login("portal");
    const search = await page(`/my/orders?search=${encodeURIComponent(payload)}`);
    expect(search.querySelector<HTMLInputElement>("input[name=search]")!.value).toBe(payload);
    expect(search.querySelectorAll("header")).toHaveLength(1);

    server.store.write("res.users", 7, { name: payload });
    server.store.write("res.partner", 9, { name: payload, city: payload });
    server.store.create("res.users.apikeys", { name: payload, user_id: 7, scope: "rpc", create_date: "2026-11-01 10:00:00" });
    const security = await page("/my/security");
    expect(security.querySelector("header a[href='/my']")!.textContent!.trim()).toBe(payload);
    expect([...security.querySelectorAll("section[name=portal_api_keys] td")].map((td) => td.textContent)).toContain(payload);
    expect(security.querySelector("section[name=portal_api_keys] b, section[name=portal_api_keys] img")).toBeNull();
    const details = await page("/my/account");
    expect(details.querySelector<HTMLInputElement>("#name")!.value).toBe(payload);
    expect(details.querySelector<HTMLInputElement>("input[name=city]")!.value).toBe(payload);
    expect(details.querySelectorAll("header")).toHaveLength(1);
  });
});
