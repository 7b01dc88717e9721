import { describe, expect, it } from "vitest";
import { sandboxFragment } from "../../../islands/catalogue/sandbox_markup";

const html = (markup: string) => {
  const div = document.createElement("div");
  div.append(sandboxFragment(markup));
  return div.innerHTML;
};

describe("the sandbox's markup", () => {
  it("keeps the block as written: classes, data attributes, forms", () => {
    const block = '<section class="s_countdown" data-end-time="1893456000"><form action="/website/form/" data-model_name="mail.mail"><input name="email_from"></form></section>';
    expect(html(block)).toBe(block);
  });

  it("leaves out scripts, on* handlers, javascript: addresses and srcdoc", () => {
    const out = html(
      '<div onclick="steal()" onMouseOver="x()"><script>window.ran = true</script><a href="javascript:alert(1)">a</a><a href="/ok">b</a>' +
        '<iframe srcdoc="<script>x</script>"></iframe><form action=" javascript:x()"><button formaction="javascript:y()">go</button></form><object data="x.swf"></object></div>',
    );
    expect(out).toBe('<div><a>a</a><a href="/ok">b</a><iframe></iframe><form><button>go</button></form></div>');
  });
});
