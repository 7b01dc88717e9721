// Sanitized HTML and the message sanitizer profile (DOMPurify on jsdom: see tests/unit/setup.ts).
import { describe, expect, it } from "vitest";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import DOMPurify from "dompurify";
import { SanitizedHtml, isSanitizerWorking, sanitizeHtml } from "../../../src/components/sanitized_html";
import {
  MESSAGE_PROFILE,
  NO_REFERRER,
  SAFE_LINK_REL,
  sanitizeWithProfile,
  styleLoadsResource,
  type SanitizerProfile,
} from "../../../src/components/sanitizer_profile";

function render(html: string): HTMLElement {
  const host = document.createElement("div");
  document.body.appendChild(host);
  flushSync(() => createRoot(host).render(<SanitizedHtml html={html} />));
  return host;
}

/** The sanitized HTML as a tree to query. */
function clean(html: string, profile: SanitizerProfile = MESSAGE_PROFILE): HTMLElement {
  const box = document.createElement("div");
  box.innerHTML = sanitizeWithProfile(html, profile);
  return box;
}

describe("SanitizedHtml", () => {
  it("keeps markup and removes scripts and event handlers", () => {
    expect(isSanitizerWorking()).toBe(true);
    const host = render(`<p>Hi <b>bold</b> <a href="javascript:alert(1)">x</a></p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>`);
    expect(host.querySelector("b")?.textContent).toBe("bold");
    expect(host.querySelector("script")).toBeNull();
    expect(host.querySelector("[onerror]")).toBeNull();
    expect(host.querySelector("a")?.getAttribute("href")).toBeNull();
  });

  it("marks its container so that no island mounts on markers inside it", () => {
    const host = render(`<div class="o_portal_signature_form">x</div>`);
    const container = host.firstElementChild!;
    expect(container.getAttribute("data-island-root")).toBe("sanitized-html");
    expect(container.querySelector(".o_portal_signature_form")!.closest("[data-island-root]")).toBe(container);
  });

  it("renders with the message profile by default", () => {
    const host = render(`<p>Pay here</p><form action="https://evil.example/steal"><input name="card"><button>Pay</button></form><img src="https://cdn.example/a.png">`);
    expect(host.querySelector("form, input, button")).toBeNull();
    expect(host.querySelector("img")!.getAttribute("referrerpolicy")).toBe("no-referrer");
  });
});

describe("message sanitizer profile", () => {
  it("keeps what a message holds: formatting, lists, tables, links and images", () => {
    const box = clean(
      `<p>Hello <b>you</b> <i>and</i> <u>all</u><br>next</p><ul><li>one</li></ul><table><tr><td style="color: red; text-align: right">cell</td></tr></table><a href="https://example.com/doc">doc</a><img src="/web/image/1" alt="plan"><blockquote>quoted</blockquote>`,
    );
    expect(box.querySelector("p b")!.textContent).toBe("you");
    expect(box.querySelector("li")!.textContent).toBe("one");
    expect(box.querySelector("td")!.getAttribute("style")).toBe("color: red; text-align: right");
    expect(box.querySelector("a")!.getAttribute("href")).toBe("https://example.com/doc");
    expect(box.querySelector("img")!.getAttribute("alt")).toBe("plan");
    expect(box.querySelector("blockquote")!.textContent).toBe("quoted");
  });

  it("drops forms, controls, style sheets and document-level elements", () => {
    const box = clean(
      `<form action="/my/security" method="post"><input type="hidden" name="op" value="x"><textarea>t</textarea><select><option>o</option></select><button type="submit">Go</button></form><style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><svg><image href="https://evil.example/t.png"></image></svg><p>text stays</p>`,
    );
    for (const tag of ["form", "input", "textarea", "select", "option", "button", "style", "link", "meta", "base", "iframe", "object", "embed", "svg", "image"]) {
      expect(box.querySelector(tag), tag).toBeNull();
    }
    expect(box.querySelector("p")!.textContent).toBe("text stays");
  });

  it("drops style attributes that load something, keeps the others", () => {
    expect(styleLoadsResource("background: url(https://evil.example/track.png)")).toBe(true);
    expect(styleLoadsResource("background:URL ('x')")).toBe(true);
    expect(styleLoadsResource("background-image: image-set('x.png' 1x)")).toBe(true);
    expect(styleLoadsResource("background: u\\72 l(x)")).toBe(true);
    expect(styleLoadsResource("color: red /* url( */")).toBe(false);
    expect(styleLoadsResource("color: red; font-weight: bold")).toBe(false);
    const box = clean(`<p style="background:url(https://evil.example/t.png)">a</p><p style="color: blue">b</p>`);
    const [first, second] = box.querySelectorAll("p");
    expect(first.hasAttribute("style")).toBe(false);
    expect(first.textContent).toBe("a");
    expect(second.getAttribute("style")).toBe("color: blue");
  });

  it("drops srcset and background sources, and data-* markers", () => {
    const box = clean(
      `<img src="/web/image/2" srcset="https://evil.example/a.png 2x"><table background="https://evil.example/bg.png"><tr><td background="https://evil.example/c.png">x</td></tr></table><div class="o_portal_signature_form" data-call-url="/my/orders/1/accept">x</div><a href="/x" ping="https://evil.example/ping">p</a>`,
    );
    expect(box.querySelector("img")!.hasAttribute("srcset")).toBe(false);
    expect(box.querySelector("img")!.getAttribute("src")).toBe("/web/image/2");
    expect(box.querySelector("[background]")).toBeNull();
    expect(box.querySelector("[data-call-url]")).toBeNull();
    expect(box.querySelector("[ping]")).toBeNull();
  });

  it("loads images without a Referer and gives links rel='noopener noreferrer'", () => {
    expect(NO_REFERRER).toBe("no-referrer");
    expect(SAFE_LINK_REL).toBe("noopener noreferrer");
    const box = clean(`<img src="https://tracker.example/p.gif"><a href="https://example.com" rel="opener" target="_blank">x</a><a name="anchor">no href</a>`);
    expect(box.querySelector("img")!.getAttribute("referrerpolicy")).toBe("no-referrer");
    const [link, anchor] = box.querySelectorAll("a");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(anchor.hasAttribute("rel")).toBe(false);
  });

  it("cannot take the page's own ids or names", () => {
    const box = clean(`<div id="wrapwrap">x</div><a name="modalaccept" href="#">y</a>`);
    expect(box.querySelector("#wrapwrap")).toBeNull();
    expect(box.querySelector("div")!.id).toBe("user-content-wrapwrap");
  });

  it("leaves DOMPurify without its hooks once done", () => {
    sanitizeWithProfile(`<img src="x">`, MESSAGE_PROFILE);
    expect(DOMPurify.sanitize(`<img src="x">`)).toBe(`<img src="x">`);
    expect(sanitizeHtml(`<img src="x">`)).toBe(`<img src="x" referrerpolicy="no-referrer">`);
  });
});
