import { rmSync, writeFileSync } from "node:fs";
import { scratchDir } from "../temp_dir";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createApp } from "../../../server/app";
import { CATALOGUE_NOT_BUILT, catalogueList } from "../../../server/islands_catalogue/render";
import { headerSources } from "../../../server/islands_catalogue/tests_index";

describe("the catalogue's tests index", () => {
  it("reads the island files a spec's header names, bare names in the folder named before them", () => {
    const spec = "// Flows of the shop.\n// Islands it drives: islands/shop/listing.tsx, product.tsx,\n// cart_link.tsx; islands/website/navbar.tsx.\nimport x from 'y';\n// islands/shop/late.tsx is not in the header\n";
    expect(headerSources(spec)).toEqual(["islands/shop/listing.tsx", "islands/shop/product.tsx", "islands/shop/cart_link.tsx", "islands/website/navbar.tsx"]);
  });
});

describe("the catalogue's markup", () => {
  it("escapes every value it shows", () => {
    const island = { name: "x.<b>", area: "x", selector: 'a[href="<i>"]', moment: "load", mode: "enhance", editMode: "off", services: [], attributes: [{ name: "data-<s>", kind: "string" }], source: "islands/x/y.tsx", file: "v/1/islands/0.js", hash: "1", pages: ["/p?a=<1>"], example: null, e2e: [], unit: [] };
    const html = catalogueList({ version: "1", islands: [island] });
    expect(html).not.toMatch(/<(b|i|s)>/);
    expect(html).toContain("x.&lt;b&gt;");
    expect(html).toContain("data-&lt;s&gt;");
    expect(html).toContain('a[href=&quot;&lt;i&gt;&quot;]');
  });
});

describe("GET /islands", () => {
  it("lists the islands of dist/islands.json with their fixture pages, example and tests; says to build when there is none", async () => {
    const distDir = scratchDir("dist-");
    try {
      const page = async () => (await createApp({ distDir }).fetch(new Request("http://localhost/islands"))).text();
      expect(await page()).toContain(CATALOGUE_NOT_BUILT);
      const countdown = { name: "snippets.countdown", area: "snippets", selector: ".s_countdown", moment: "load", mode: "enhance", editMode: "on", services: [], attributes: [{ name: "data-end-time", kind: "number" }], source: "islands/website/blocks/countdown.tsx", file: "v/abc/islands/0.js", hash: "h" };
      const form = { ...countdown, name: "snippets.website_form", selector: ".s_website_form form[data-model_name]", source: "islands/website/blocks/website_form.tsx" };
      writeFileSync(join(distDir, "islands.json"), JSON.stringify({ version: "abc", islands: [countdown, form] }));
      const html = await page();
      expect(html).toContain('<article class="card mb-3 o_catalogue_island" id="island-snippets-countdown" data-name="snippets.countdown">');
      expect(html).toContain('<a href="/blocks/countdown">/blocks/countdown</a>');
      expect(html).toContain("<code>tests/e2e/blocks_countdown_popup.spec.ts</code>");
      expect(html).toContain("<code>tests/unit/website/blocks/countdown.test.tsx</code>");
      expect(html).toMatch(/<template data-example="snippets.countdown"><section id="countdown_redirect" class="s_countdown/);
      // a selector that needs an ancestor gets the ancestor in its example
      expect(html).toMatch(/<template data-example="snippets.website_form"><section class="s_website_form[^"]*" data-snippet="s_website_form">/);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  }, 30_000);
});
