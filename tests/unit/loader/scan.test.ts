// The loader's scan: candidates found by their keys (or the joined query of unkeyed islands),
// in document order, each with the islands whose selectors are to be tested on it.
import { describe, expect, it } from "vitest";
import { scanKeys } from "../../../build/manifest.mjs";
import { createScanner } from "../../../src/loader/scan";
import type { ManifestEntry } from "../../../src/runtime/island";

const entry = (index: number, selector: string): ManifestEntry => ({ index, keys: scanKeys(selector), selector, moment: "load", load: async () => ({ default: {} as any }) });

const manifest = [
  entry(0, ".oe_website_sale .oe_cart"),
  entry(1, "form[name='o_payment_checkout'], form.o_donation_payment_form"),
  entry(2, ".s_share, .oe_share"),
  entry(3, "header#top .dropdown"),
  entry(4, ".oe_cart"),
];
const scan = createScanner(manifest, "[data-island]");
const describeFound = (root: ParentNode) => scan(root).map(([el, entries]) => [el.id, entries.map((e) => e.index)]);

describe("the loader's scan", () => {
  it("finds every candidate once, in document order, with the islands keyed on it in manifest order", () => {
    document.body.innerHTML = `
      <header id="top"><div id="d" class="dropdown"></div></header>
      <div id="share" class="oe_share s_share"></div>
      <div class="oe_website_sale"><div id="cart" class="oe_cart"></div></div>
      <form id="pay" name="o_payment_checkout"></form>
      <div id="generic" data-island="x"></div>
      <form id="donate" class="o_donation_payment_form"></form>`;
    expect(describeFound(document)).toEqual([
      ["d", [3]],
      ["share", [2]],
      ["cart", [0, 4]],
      ["pay", [1]],
      ["generic", [1]],
      ["donate", [1]],
    ]);
  });

  it("includes the root itself and stays inside it", () => {
    document.body.innerHTML = `<div id="outside" class="s_share"></div><section id="root" class="oe_share"><div id="inner" class="dropdown"></div></section>`;
    expect(describeFound(document.getElementById("root")!)).toEqual([
      ["root", [2]],
      ["inner", [3]],
    ]);
  });

  it("finds nothing on a page without markers", () => {
    document.body.innerHTML = `<p class="x"><a href="#">y</a></p>`;
    expect(scan(document)).toEqual([]);
  });
});
