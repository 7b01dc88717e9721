import { describe, expect, it } from "vitest";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { SanitizedHtml, isSanitizerWorking } from "../../../src/components/sanitized_html";

function render(html: string): HTMLElement {
  const host = document.createElement("div");
  document.body.appendChild(host);
  flushSync(() => createRoot(host).render(<SanitizedHtml html={html} />));
  return host;
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
});
