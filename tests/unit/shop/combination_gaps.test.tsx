// Issue #31, item "get_combination_info" (spec 2 §3 "Product combination info", §7
// /sale/get_combination_info): the page's pricelist and the context are sent, `display_image`
// switches the picture of a variant without a carousel, `variant_values` goes with add to cart.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cartQuantity } from "../../../islands/shop/cart_store";
import { combinationContext, pagePricelistId, variantImage } from "../../../islands/shop/combination_info";
import product from "../../../islands/shop/product";
import { $, answerWith, click, loadPage, settle, startPortal, type PortalHarness } from "../portal/portal_harness";

let shop: PortalHarness;
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  shop?.stop();
  cartQuantity.set(null);
  document.documentElement.removeAttribute("data-website-id");
  history.replaceState(null, "", "/");
});

const calls = (path: string) => shop.server.requests.filter((r) => r.url === path);
async function choose(selector: string) {
  const input = $<HTMLInputElement>(selector)!;
  await act(async () => {
    input.checked = true;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await settle();
}

describe("combination parameters on a static page", () => {
  it("reads the pricelist from the page, false when it has none", () => {
    document.body.innerHTML = `<div data-pricelist-id="7"><div class="js_main_product"></div></div><div class="js_product"></div>`;
    expect(pagePricelistId(document.querySelector(".js_main_product")!)).toBe(7);
    expect(pagePricelistId(document.querySelector(".js_product")!)).toBe(false);
  });

  it("sends the user's context with the page's website", () => {
    document.documentElement.setAttribute("data-website-id", "1");
    expect(combinationContext({ lang: "fr_FR", tz: "Europe/Brussels" })).toEqual({ lang: "fr_FR", tz: "Europe/Brussels", website_id: 1 });
  });

  it("gives a variant without a carousel its own image when display_image is set, none otherwise", () => {
    expect(variantImage({ display_image: true, product_id: 12, product_template_id: 3 })).toBe("/web/image/product.product/12/image_1024");
    expect(variantImage({ display_image: true, product_id: false, product_template_id: 3 })).toBe("/web/image/product.template/3/image_1024");
    expect(variantImage({ display_image: false, product_id: 12, product_template_id: 3 })).toBeNull();
  });
});

describe("the product page", () => {
  it("asks combination info with the page's pricelist_id and the context", async () => {
    shop = await startPortal("demo");
    await loadPage(shop.server, "/shop/product/customizable-desk-1");
    document.documentElement.setAttribute("data-website-id", "1");
    await shop.mount(product);
    await choose("#ptav-2");
    const params = calls("/sale/get_combination_info_website").at(-1)!.body.params;
    expect(params.pricelist_id).toBe(1);
    expect(params.context).toMatchObject({ lang: "fr_FR", website_id: 1 });
  });

  it("switches the picture by display_image when the answer has no carousel", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/customizable-desk-1");
    await shop.mount(product);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const answer = { product_id: 9, product_template_id: 1, display_name: "Desk (Steel)", is_combination_possible: true, price: 700, list_price: 700, has_discounted_price: false };
    answerWith(shop.server, "/sale/get_combination_info_website", { ...answer, display_image: true });
    await choose("#ptav-2");
    const image = $<HTMLImageElement>(".product_detail_img")!;
    expect(image.getAttribute("src")).toBe("/web/image/product.product/9/image_1024");
    expect(image.classList.contains("invisible")).toBe(false);
    answerWith(shop.server, "/sale/get_combination_info_website", { ...answer, display_image: false });
    await choose("#ptav-1");
    // Combination info is asked at most once per 500 ms.
    await act(async () => void vi.advanceTimersByTime(500));
    await settle();
    expect(image.classList.contains("invisible")).toBe(true);
  });

  it("sends variant_values (the chosen value ids) with add to cart", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/customizable-desk-1");
    await shop.mount(product);
    await choose("#ptav-2");
    await click($("#add_to_cart"));
    expect(calls("/shop/cart/update_json").at(-1)!.body.params.variant_values).toEqual([2, 3]);
  });
});
