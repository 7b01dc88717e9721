// Message bodies: plain paragraphs shown as text paragraphs without the sanitizer; anything else
// sanitized once its code has come, and shown as text before.
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { isSimpleBody, MessageHtml, sanitizerFor } from "../../../src/components/message_html";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

function render(html: string): HTMLElement {
  const container = document.createElement("div");
  act(() => createRoot(container).render(<MessageHtml className="body" html={html} />));
  return container.querySelector(".body")!;
}

describe("simple message bodies", () => {
  it("are text and bare formatting tags", () => {
    for (const html of ["<p>Hello</p><p>a<br>b<br/>c</p>", "Too short.", "<p>Thanks, payment will follow <b>next week</b>.</p>", "<ul><li><em>a</em></li></ul>", "Fish &amp; chips"]) expect(isSimpleBody(html)).toBe(true);
  });

  it("are not anything with another tag, an attribute, a comment or a stray <", () => {
    for (const html of ['<p class="x">a</p>', '<a href="https://x">a</a>', '<p onclick="x()">a</p>', "<script>x()</script>", "<p>a</p><img src=x onerror=alert(1)>", "<p>a<!-- c --></p>", "<p>a <b", "<svg><p>x</p></svg>", "<B ONCLICK=x>a</B>"]) expect(isSimpleBody(html)).toBe(false);
  });

  it("render as the sanitizer would, with no markup of the text taken as markup", () => {
    const body = render("<p>Delivery &lt;soon&gt;<br>Thanks <b>a lot</b></p><p>Second &eacute;t&eacute;</p>");
    expect(body.innerHTML).toBe("<p>Delivery &lt;soon&gt;<br>Thanks <b>a lot</b></p><p>Second été</p>");
    expect(body.querySelector("soon")).toBeNull();
    expect(body.getAttribute("data-island-root")).toBe("sanitized-html");
  });
});

describe("other bodies", () => {
  it("need no sanitizer code when every body of the list is plain", async () => {
    await expect(sanitizerFor(["<p>a <b>b</b></p>", "b"])).resolves.toBeUndefined();
  });

  it("are shown as text until the sanitizer has come, then sanitized", async () => {
    const rich = '<p>See <a href="https://example.com/x" onclick="steal()">the guide</a><script>alert(1)</script></p>';
    expect(render(rich).textContent).toBe(rich);
    await sanitizerFor([rich]);
    const body = render(rich);
    expect(body.querySelector("a")!.getAttribute("href")).toBe("https://example.com/x");
    expect(body.querySelector("a")!.hasAttribute("onclick")).toBe(false);
    expect(body.querySelector("script")).toBeNull();
  });
});
