// The comparison list's rules (spec 3 §3, §4, §5, §9): the cookie comparelist_product_ids read and
// written as a JSON list, the limit of 4, the compare button from 2, the panel opening past 1, the
// compare address, the product an add button names; and get_product_data's answer, malformed
// shapes refused.
import { afterEach, describe, expect, it } from "vitest";
import {
  COMPARE_BUTTON_MIN, COMPARE_COOKIE, COMPARE_LIMIT, COMPARE_LIMIT_WARNING, addToList, compareCookie, compareUrl, opensByItself, productIdOf, readCompareCookie,
  removeFromList, showsCompareButton, writeCompareCookie,
} from "../../../../islands/shop/compare/compare_list";
import { readProductData } from "../../../../islands/shop/compare/compare_list";
import { MalformedAnswerError } from "../../../../src/kit/error_text";

afterEach(() => {
  document.cookie = `${COMPARE_COOKIE}=; path=/; max-age=0`;
  document.body.innerHTML = "";
});

describe("compare list", () => {
  it("has the spec's constants", () => {
    expect(COMPARE_COOKIE).toBe("comparelist_product_ids");
    expect(COMPARE_LIMIT).toBe(4);
    expect(COMPARE_BUTTON_MIN).toBe(2);
    expect(COMPARE_LIMIT_WARNING).toBe("You can compare max 4 products.");
  });

  it("reads the cookie's JSON list, raw or percent-encoded, among other cookies", () => {
    expect(readCompareCookie("a=1; comparelist_product_ids=[4,1]; b=2")).toEqual([4, 1]);
    expect(readCompareCookie(`${COMPARE_COOKIE}=${encodeURIComponent("[7]")}`)).toEqual([7]);
    expect(readCompareCookie("a=1")).toEqual([]);
  });

  it("reads an unreadable cookie as an empty list, and keeps only positive ids, once each, at most 4", () => {
    expect(readCompareCookie(`${COMPARE_COOKIE}=[1,`)).toEqual([]);
    expect(readCompareCookie(`${COMPARE_COOKIE}={"a":1}`)).toEqual([]);
    expect(readCompareCookie(`${COMPARE_COOKIE}=[1,"2",-3,1.5,0,1,5,6,7,8]`)).toEqual([1, 5, 6, 7]);
  });

  it("writes the list as JSON for the whole site and reads it back", () => {
    expect(compareCookie([4, 1])).toBe("comparelist_product_ids=[4,1]; path=/; SameSite=Lax");
    writeCompareCookie([3, 9]);
    expect(readCompareCookie(document.cookie)).toEqual([3, 9]);
    writeCompareCookie([]);
    expect(readCompareCookie(document.cookie)).toEqual([]);
  });

  it("adds while fewer than 4 are listed, never twice, and removes", () => {
    expect(addToList([], 1)).toEqual({ kind: "added", ids: [1] });
    expect(addToList([1, 2, 3], 4)).toEqual({ kind: "added", ids: [1, 2, 3, 4] });
    expect(addToList([1, 2, 3, 4], 5)).toEqual({ kind: "limit" });
    expect(addToList([1, 2], 2)).toEqual({ kind: "present" });
    expect(addToList([1, 2, 3, 4], 4)).toEqual({ kind: "present" });
    expect(removeFromList([1, 2, 3], 2)).toEqual([1, 3]);
    expect(removeFromList([1], 9)).toEqual([1]);
  });

  it("opens the panel past one product and shows the compare button from two", () => {
    expect(opensByItself([1])).toBe(false);
    expect(opensByItself([1, 2])).toBe(true);
    expect(showsCompareButton([1])).toBe(false);
    expect(showsCompareButton([1, 2])).toBe(true);
    expect(compareUrl([4, 1])).toBe("/shop/compare?products=4%2C1");
  });

  it("takes the product of an add button from its attribute, else from its form's current variant", () => {
    document.body.innerHTML = `<button class="o_add_compare" data-product-product-id="7"></button>
<form><input class="product_id" value="12"/><button class="o_add_compare_dyn"></button></form>
<form><input class="product_id" value=""/><button class="o_add_compare_dyn"></button></form>`;
    const [own, current, none] = document.querySelectorAll("button");
    expect(productIdOf(own)).toBe(7);
    expect(productIdOf(current)).toBe(12);
    expect(productIdOf(none)).toBeNull();
  });
});

describe("get_product_data answer", () => {
  const row = (id: number) => ({ product: { id, name: `P${id}`, display_name: `P${id} (Red)` }, render: `<div class="o_product_row">P${id}</div>` });

  it("reads the existing ids and each product's names and row", () => {
    const data = readProductData({ cookies: "[1,4]", 1: row(1), 4: row(4) });
    expect(data.existing).toEqual([1, 4]);
    expect([...data.products.keys()]).toEqual([1, 4]);
    expect(data.products.get(4)).toEqual({ id: 4, display_name: "P4 (Red)", render: '<div class="o_product_row">P4</div>' });
  });

  it.each([
    ["nothing", null],
    ["a list", [1]],
    ["no cookies", { 1: row(1) }],
    ["cookies that are not JSON", { cookies: "[1,", 1: row(1) }],
    ["cookies that are not ids", { cookies: '["a"]' }],
    ["a product without its row", { cookies: "[1]", 1: { product: { id: 1, display_name: "P1" } } }],
    ["a product under another id", { cookies: "[1]", 2: row(1) }],
  ])("refuses %s", (_label, answer) => {
    expect(() => readProductData(answer)).toThrow(MalformedAnswerError);
  });
});
