// The recently viewed snippet on the reference server's page (in-process): hidden without views,
// the viewed products as cards, delete and add to cart (the list asked again, the badge's store
// set), failures said with the cards kept, and the list answer's shapes.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import snippet from "../../../../islands/shop/recently_viewed/recently_viewed_snippet";
import {
  RECENTLY_VIEWED_DELETE_FAILED, RECENTLY_VIEWED_DELETE_ROUTE, RECENTLY_VIEWED_LIST_ROUTE, RECENTLY_VIEWED_LOAD_FAILED, readViewedProducts,
} from "../../../../islands/shop/recently_viewed/recently_viewed_snippet";
import { cartQuantity } from "../../../../islands/shop/cart_store";
import { ADDED_AFTER_LOST } from "../../../../islands/shop/cart_store";
import { ADD_TO_CART_FAILED, ROUTES } from "../../../../islands/shop/constants";
import { MalformedAnswerError, MALFORMED_ANSWER } from "../../../../src/kit/error_text";
import { addFault } from "../../../../server/faults";
import { $, $$, answerWith, click, loadPage, settle, startPortal, text, type PortalHarness } from "../../portal/portal_harness";

let shop: PortalHarness;
afterEach(() => {
  vi.unstubAllGlobals();
  shop?.stop();
  cartQuantity.set(null);
});

const section = () => $(".s_wsale_products_recently_viewed")!;
const titles = () => $$(".s_wsale_products_recently_viewed .card-title").map((title) => title.textContent);
async function page(views: number[]) {
  shop = await startPortal(null);
  for (const product_id of views) {
    await shop.server.fetch("/shop/products/recently_viewed_update", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ params: { product_id } }) });
  }
  await loadPage(shop.server, "/shop/recently_viewed");
  await shop.mount(snippet);
  await settle();
}

describe("recently viewed snippet", () => {
  it("stays hidden without views", async () => {
    await page([]);
    expect(section().classList.contains("d-none")).toBe(true);
    expect(titles()).toEqual([]);
  });

  it("shows the viewed products, deletes one and hides once the last is gone", async () => {
    await page([4, 1]);
    expect(section().classList.contains("d-none")).toBe(false);
    expect(titles()).toEqual(["Customizable Desk (Steel, White)", "Engraved Pen"]);
    expect(text(".o_carousel_product_card .fw-bold")).toBe("$\u00a0675.00");
    expect($("input[data-product-id]")!.getAttribute("data-product-id")).toBe("1");
    await click($('button.js_remove[aria-label$="Engraved Pen"]'));
    await settle();
    expect(titles()).toEqual(["Customizable Desk (Steel, White)"]);
    expect(shop.server.requests.filter((r) => r.url === RECENTLY_VIEWED_DELETE_ROUTE).map((r) => r.body.params)).toEqual([{ product_id: 4 }]);
    await click($("button.js_remove"));
    await settle();
    expect(section().classList.contains("d-none")).toBe(true);
  });

  it("adds a product to the cart, which leaves the list", async () => {
    await page([4, 1]);
    await click($('button.js_add_cart[aria-label$="Engraved Pen"]'));
    await settle();
    expect(cartQuantity.get()).toBe(1);
    expect(titles()).toEqual(["Customizable Desk (Steel, White)"]);
  });

  it("adds once when two clicks arrive in the same task", async () => {
    await page([4, 1]);
    const add = $('button.js_add_cart[aria-label$="Engraved Pen"]')!;
    await act(async () => {
      add.click();
      add.click();
    });
    await settle();
    expect(shop.server.requests.filter((r) => r.url === "/shop/cart/update_json")).toHaveLength(1);
    expect(cartQuantity.get()).toBe(1);
  });

  it("keeps the cards and says so when a delete fails, and says when the list cannot be read", async () => {
    await page([4]);
    addFault({ match: RECENTLY_VIEWED_DELETE_ROUTE, kind: "502", times: 1 });
    await click($("button.js_remove"));
    await settle();
    expect(text(".o_recently_viewed_error")).toContain(RECENTLY_VIEWED_DELETE_FAILED);
    expect(titles()).toEqual(["Engraved Pen"]);
    expect($<HTMLButtonElement>("button.js_remove")!.disabled).toBe(false);
    shop.stop();

    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/recently_viewed");
    answerWith(shop.server, RECENTLY_VIEWED_LIST_ROUTE, { products: "x" });
    await shop.mount(snippet);
    await settle();
    expect(text(".o_recently_viewed_error")).toBe(`${RECENTLY_VIEWED_LOAD_FAILED} ${MALFORMED_ANSWER}`);
    expect(section().classList.contains("d-none")).toBe(false);
  });

  it("after an add to cart whose answer was lost once the server added it, reads the cart and the list again and says it was added", async () => {
    window.history.replaceState(null, "", "/shop/recently_viewed");
    await page([4, 1]);
    const serverFetch = shop.server.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serverFetch(input, init);
      if (String(input).startsWith(ROUTES.cartUpdateJson)) throw new TypeError("Failed to fetch");
      return answer;
    });
    await click($('button.js_add_cart[aria-label$="Engraved Pen"]'));
    await settle();
    expect(text(".o_recently_viewed_notice")).toBe(ADDED_AFTER_LOST);
    expect($(".o_recently_viewed_error")).toBeNull();
    expect(cartQuantity.get()).toBe(1);
    expect(titles()).toEqual(["Customizable Desk (Steel, White)"]);
    expect(shop.server.requests.filter((r) => r.url === ROUTES.cartUpdateJson)).toHaveLength(1);
  });

  it("after an add to cart answered 502 before the server acted, keeps the card and says it was not added; the next click adds it", async () => {
    window.history.replaceState(null, "", "/shop/recently_viewed");
    await page([4, 1]);
    addFault({ match: ROUTES.cartUpdateJson, kind: "502", times: 1 });
    await click($('button.js_add_cart[aria-label$="Engraved Pen"]'));
    await settle();
    expect(text(".o_recently_viewed_error")).toContain(ADD_TO_CART_FAILED);
    expect(titles()).toEqual(["Customizable Desk (Steel, White)", "Engraved Pen"]);
    await click($('button.js_add_cart[aria-label$="Engraved Pen"]'));
    await settle();
    expect(cartQuantity.get()).toBe(1);
    expect(titles()).toEqual(["Customizable Desk (Steel, White)"]);
  });

  it("reads the list answer: {} as no products, a bad product as malformed, the currency's side", () => {
    expect(readViewedProducts({}).products).toEqual([]);
    expect(() => readViewedProducts(null)).toThrow(MalformedAnswerError);
    expect(() => readViewedProducts({ products: [{ id: "1", display_name: "A", price: 1 }] })).toThrow(MalformedAnswerError);
    const read = readViewedProducts({ products: [{ id: 1, display_name: "A", price: 2, website_url: 5 }], currency: { symbol: "€", position: "after" } });
    expect(read).toEqual({ products: [{ id: 1, display_name: "A", price: 2, website_url: "#", image_url: "" }], currency: { symbol: "€", position: "after" } });
  });
});
