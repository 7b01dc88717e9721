// The comparison panel and table islands on the pages the reference server renders (in-process):
// panel states (hidden, one product closed, two opened with the compare link, Escape closing, the
// limit warning at 4, removal), the cookie kept on a failed or malformed get_product_data answer
// and a product added during the first load kept; the product page's button creating the chosen
// variant; the table's category rows, add to cart and remove (to the next table, or /shop after
// the last).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import panel from "../../../../islands/shop/compare/compare_panel";
import table, { ADDED_TO_CART } from "../../../../islands/shop/compare/compare_table";
import {
  COMPARE_ADD_FAILED, COMPARE_COOKIE, COMPARE_LIMIT_WARNING, COMPARE_LOAD_FAILED, PRODUCT_DATA_ROUTE, readCompareCookie, writeCompareCookie,
} from "../../../../islands/shop/compare/compare_list";
import { cartQuantity } from "../../../../islands/shop/cart_store";
import { MALFORMED_ANSWER } from "../../../../src/kit/error_text";
// Loaded on demand by the panel's rows; imported here so that their import() resolves at once.
import "../../../../src/components/sanitize";
import { addFault } from "../../../../server/faults";
import { browserNavigation } from "../../../../src/services/browser_navigation";
import { $, $$, answerWith, click, holdRequests, loadPage, settle, startPortal, text, type PortalHarness } from "../../portal/portal_harness";

let shop: PortalHarness;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  shop?.stop();
  cartQuantity.set(null);
  document.cookie = `${COMPARE_COOKIE}=; path=/; max-age=0`;
});

const host = () => $(".o_product_feature_panel")!;
const list = () => $(".o_comparelist_products")!;
const cookie = () => readCompareCookie(document.cookie);
const compare = (name: string) => click($(`button[aria-label="Compare ${name}"]`));
async function listing(ids: number[] = []) {
  writeCompareCookie(ids);
  shop = await startPortal(null);
  await loadPage(shop.server, "/shop");
  await shop.mount(panel);
  await settle();
}

describe("comparison panel", () => {
  it("stays hidden with an empty list, shows one product closed, opens by itself with the second and links to the comparison", async () => {
    await listing();
    expect(host().classList.contains("d-none")).toBe(true);
    await compare("Customizable Desk");
    await settle();
    expect(host().classList.contains("d-none")).toBe(false);
    expect(text(".o_product_circle")).toBe("1");
    expect(list().hidden).toBe(true);
    expect($(".o_comparelist_button")).toBeNull();
    await compare("Engraved Pen");
    await settle();
    expect(text(".o_product_circle")).toBe("2");
    expect(list().hidden).toBe(false);
    expect($(".o_product_panel_header")!.getAttribute("aria-expanded")).toBe("true");
    expect($$(".o_comparelist_product").map((row) => row.textContent)).toEqual([expect.stringContaining("Customizable Desk (Steel, White)"), expect.stringContaining("Engraved Pen")]);
    expect($(".o_comparelist_button a")!.getAttribute("href")).toBe("/shop/compare?products=1%2C4");
    expect(cookie()).toEqual([1, 4]);
    $<HTMLButtonElement>(".o_comparelist_product .o_remove")!.focus();
    await act(async () => void document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect(list().hidden).toBe(true);
    expect(document.activeElement).toBe($(".o_product_panel_header"));
    expect(shop.server.requests.filter((r) => r.url === PRODUCT_DATA_ROUTE).map((r) => r.body.params)).toEqual([
      { product_ids: [1], cookies: [] },
      { product_ids: [4], cookies: [1] },
    ]);
  });

  it("refuses a fifth product with the limit warning, asks nothing, and lets one be removed", async () => {
    await listing([1, 4, 5, 6]);
    expect(text(".o_product_circle")).toBe("4");
    expect(list().hidden).toBe(true);
    const asked = shop.server.requests.length;
    await compare("Storage Box");
    expect(text(".o_comparelist_limit_warning")).toBe(COMPARE_LIMIT_WARNING);
    expect(list().hidden).toBe(false);
    expect(shop.server.requests.length).toBe(asked);
    expect(cookie()).toEqual([1, 4, 5, 6]);
    await click($('.o_comparelist_product[data-product-id="4"] .o_remove'));
    expect($(".o_comparelist_limit_warning")).toBeNull();
    expect(text(".o_product_circle")).toBe("3");
    expect(cookie()).toEqual([1, 5, 6]);
    await compare("Storage Box");
    await settle();
    expect(cookie()).toEqual([1, 5, 6, 7]);
  });

  it("keeps the cookie and says so when the answer is malformed or the server fails", async () => {
    await listing([1, 4]);
    answerWith(shop.server, PRODUCT_DATA_ROUTE, { cookies: 5, 7: "x" });
    await compare("Storage Box");
    await settle();
    expect(text(".o_comparelist_error")).toBe(`${COMPARE_ADD_FAILED} ${MALFORMED_ANSWER}`);
    expect(list().hidden).toBe(false);
    expect(cookie()).toEqual([1, 4]);
    expect(text(".o_product_circle")).toBe("2");
    vi.stubGlobal("fetch", shop.server.fetch);
    addFault({ match: PRODUCT_DATA_ROUTE, kind: "502", times: 1 });
    await compare("Storage Box");
    await settle();
    expect(text(".o_comparelist_error")).toContain(COMPARE_ADD_FAILED);
    expect(cookie()).toEqual([1, 4]);
    await compare("Storage Box");
    await settle();
    expect($(".o_comparelist_error")).toBeNull();
    expect(cookie()).toEqual([1, 4, 7]);
  });

  it("loads the cookie's products on start, says when it cannot, and drops products gone from the shop", async () => {
    writeCompareCookie([1, 4]);
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop");
    answerWith(shop.server, PRODUCT_DATA_ROUTE, []);
    await shop.mount(panel);
    await settle();
    expect(text(".o_comparelist_error")).toBe(`${COMPARE_LOAD_FAILED} ${MALFORMED_ANSWER}`);
    expect(text(".o_product_circle")).toBe("2");
    expect(cookie()).toEqual([1, 4]);
    shop.stop();

    writeCompareCookie([1, 999, 4]);
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop");
    await shop.mount(panel);
    await settle();
    expect(text(".o_product_circle")).toBe("2");
    expect(cookie()).toEqual([1, 4]);
    expect(list().hidden).toBe(true);
  });
  it("keeps a product added while the first load runs, when that load finds a product gone", async () => {
    writeCompareCookie([1, 999]);
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop");
    const release = holdRequests(shop.server, PRODUCT_DATA_ROUTE);
    await shop.mount(panel);
    vi.stubGlobal("fetch", shop.server.fetch);
    await compare("Engraved Pen");
    await settle();
    expect(cookie()).toEqual([1, 4]);
    release();
    await settle();
    expect(cookie()).toEqual([1, 4]);
    expect(text(".o_product_circle")).toBe("2");
  });
});

describe("product page's compare button", () => {
  async function chairPage() {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/office-chair-3");
    await shop.mount(panel);
    // Large has no variant yet: the product island empties product_id on such a choice.
    $<HTMLSelectElement>("select.js_variant_change")!.value = "8";
    $<HTMLInputElement>("input.product_id")!.value = "";
  }

  it("creates the variant of a choice that has none, then compares it", async () => {
    await chairPage();
    await click($(".o_add_compare_dyn"));
    await settle();
    const created = shop.server.requests.filter((r) => r.url === "/sale/create_product_variant");
    expect(created.map((r) => r.body.params)).toEqual([{ product_template_id: 3, product_template_attribute_value_ids: "[8]" }]);
    const id = Number($<HTMLInputElement>("input.product_id")!.value);
    expect(id).toBeGreaterThan(9);
    expect(cookie()).toEqual([id]);
    expect(text(".o_product_circle")).toBe("1");
  });

  it("says so and lists nothing when the variant cannot be created", async () => {
    await chairPage();
    addFault({ match: "/sale/create_product_variant", kind: "502", times: 1 });
    await click($(".o_add_compare_dyn"));
    await settle();
    expect(text(".o_comparelist_error")).toContain(COMPARE_ADD_FAILED);
    expect(host().classList.contains("d-none")).toBe(false);
    expect(cookie()).toEqual([]);
  });

  it("says the answer could not be read when the server does not answer a variant id", async () => {
    await chairPage();
    const before = $<HTMLInputElement>("input.product_id")!.value;
    answerWith(shop.server, "/sale/create_product_variant", false);
    await click($(".o_add_compare_dyn"));
    await settle();
    expect(text(".o_comparelist_error")).toBe(`${COMPARE_ADD_FAILED} ${MALFORMED_ANSWER}`);
    expect($<HTMLInputElement>("input.product_id")!.value).toBe(before);
    expect(cookie()).toEqual([]);
  });
});

describe("comparison table", () => {
  async function comparePage(ids: number[]) {
    writeCompareCookie(ids);
    shop = await startPortal(null);
    await loadPage(shop.server, `/shop/compare?products=${ids.join(",")}`);
    await shop.mount(table);
  }

  it("folds and unfolds a category's rows", async () => {
    await comparePage([1, 4]);
    const toggle = $<HTMLButtonElement>("tr.clickable[data-target='.o_ws_category_1'] .o_comparelist_toggle")!;
    await click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect($$("tr.o_ws_category_1").every((row) => row.classList.contains("d-none"))).toBe(true);
    expect($$("tr.o_ws_category_2").some((row) => row.classList.contains("d-none"))).toBe(false);
    expect(toggle.querySelector(".fa-chevron-circle-right")).not.toBeNull();
    await click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect($$("tr.o_ws_category_1").some((row) => row.classList.contains("d-none"))).toBe(false);
  });

  it("adds a product to the cart from its column, and says why when it cannot", async () => {
    await comparePage([1, 4]);
    const form = $$("form.o_add_cart_form_compare")[1];
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await settle();
    expect(form.querySelector(".o_compare_cart_status")!.textContent).toBe(ADDED_TO_CART);
    expect(cartQuantity.get()).toBe(1);
    addFault({ match: "/shop/cart/update_json", kind: "502", times: 1 });
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await settle();
    expect(form.querySelector(".o_compare_cart_status")!.textContent).toContain("The product could not be added to your cart.");
    expect(form.querySelector("button")!.disabled).toBe(false);
  });

  it("removes a product from the list and the cookie, then goes to the others' table, or to /shop after the last", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await comparePage([1, 4]);
    await click($('.o_comparelist_remove[data-product_product_id="1"]'));
    expect(assign).toHaveBeenLastCalledWith("/shop/compare?products=4");
    expect(cookie()).toEqual([4]);
    shop.stop();
    await comparePage([4]);
    await click($('.o_comparelist_remove[data-product_product_id="4"]'));
    expect(assign).toHaveBeenLastCalledWith("/shop");
    expect(cookie()).toEqual([]);
  });
});
