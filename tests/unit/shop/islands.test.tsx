// The shop islands on the pages the reference server renders (in-process): product variants,
// cart quantities, address country infos, header cart badge and popover, listing layout.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import address from "../../../islands/shop/address";
import cart from "../../../islands/shop/cart";
import cartLink from "../../../islands/shop/cart_link";
// Loaded on demand by the islands; imported here so that their import() resolves at once.
import "../../../islands/shop/cart_popover_view";
import "../../../islands/shop/cart_sanitizer";
import { cartQuantity } from "../../../islands/shop/cart_store";
import { ADDED_AFTER_LOST, ADD_LOST_UNKNOWN } from "../../../islands/shop/cart_store";
import { CART_UPDATE_FAILED, COUNTRY_INFOS_FAILED, NOT_AVAILABLE_WITH, RECENTLY_VIEWED_DEBOUNCE_MS, RECENTLY_VIEWED_ROUTE, SEEN_PRODUCT_COOKIE_SECONDS } from "../../../islands/shop/constants";
import listing from "../../../islands/shop/listing";
import product from "../../../islands/shop/product";
import trackingLinks from "../../../islands/shop/tracking_links";
import recentlyViewed from "../../../islands/shop/recently_viewed/product_view_report";
import { TRACKING_EVENT } from "../../../islands/shop/tracking";
import { MALFORMED_ANSWER } from "../../../src/kit/error_text";
import { addFault } from "../../../server/faults";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { DEFAULT_LOCALIZATION } from "../../../src/core/l10n/localization";
import { localizationStore } from "../../../src/services/localization";
import { $, $$, answerWith, click, loadPage, settle, startPortal, type PortalHarness } from "../portal/portal_harness";

let shop: PortalHarness;
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  shop?.stop();
  cartQuantity.set(null);
  localizationStore.set(DEFAULT_LOCALIZATION);
  history.replaceState(null, "", "/");
});

const quantityInput = () => $<HTMLInputElement>("input[name=add_qty]")!;
const fakeTimers = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
const calls = (path: string) => shop.server.requests.filter((r) => r.url === path);
async function choose(input: HTMLInputElement | null) {
  if (!input) throw new Error("no such value");
  await act(async () => {
    input.checked = true;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await settle();
}
async function addToCart(productId: number, quantity = 1) {
  await shop.server.fetch("/shop/cart/update_json", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ params: { product_id: productId, add_qty: quantity } }) });
}

describe("product", () => {
  it("marks excluded values, disables add and buy on an impossible choice and keeps the choice in the hash", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/customizable-desk-1");
    await shop.mount(product);
    await choose($<HTMLInputElement>("#ptav-2"));
    expect($("label[for=ptav-4]")!.title).toBe(NOT_AVAILABLE_WITH.replace("%s", "Legs: Aluminium"));
    expect(location.hash).toBe("#attr=2,3");
    expect($(".oe_price")!.textContent).toContain("720.36");
    expect($(".o_base_unit_price")!.textContent).toBe("720.36");
    expect(calls("/sale/get_combination_info_website").at(-1)!.body.params).toMatchObject({ product_template_id: 1, combination: [2, 3], add_qty: 1 });
    fakeTimers();
    await choose($<HTMLInputElement>("#ptav-4"));
    expect($("#add_to_cart")!.classList.contains("disabled")).toBe(true);
    expect($(".o_we_buy_now")!.getAttribute("aria-disabled")).toBe("true");
    expect($("#o-carousel-product")!.classList.contains("css_not_available")).toBe(true);
  });

  it("writes prices with the page's localization", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/conference-table-4");
    localizationStore.set({ ...localizationStore.get(), decimalPoint: ",", thousandsSep: "\u202f" });
    await shop.mount(product);
    const price = $(".oe_price")!;
    // The server's page is in en_US; the island's answer follows the visitor's language.
    expect(price.textContent).toContain("1,250.00");
    await act(async () => void quantityInput().dispatchEvent(new Event("change", { bubbles: true })));
    await settle();
    expect(price.textContent).toContain("1\u202f250,00");
  });

  it("asks for combination info at most once per 500 ms, with the last choice", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/customizable-desk-1");
    await shop.mount(product);
    fakeTimers();
    await choose($<HTMLInputElement>("#ptav-2"));
    await choose($<HTMLInputElement>("#ptav-1"));
    await choose($<HTMLInputElement>("#ptav-4"));
    expect(calls("/sale/get_combination_info_website")).toHaveLength(1);
    await act(async () => void vi.advanceTimersByTime(500));
    await settle();
    expect(calls("/sale/get_combination_info_website")).toHaveLength(2);
    expect(calls("/sale/get_combination_info_website")[1].body.params.combination).toEqual([1, 4]);
    expect($(".product_display_name")!.textContent).toBe("Customizable Desk (Steel, Black)");
  });

  it("restores the choice of the hash on load", async () => {
    history.replaceState(null, "", "/shop/product/customizable-desk-1#attr=2,3");
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/customizable-desk-1");
    await shop.mount(product);
    expect($<HTMLInputElement>("#ptav-2")!.checked).toBe(true);
    expect($(".oe_price")!.textContent).toContain("720.36");
  });

  it("keeps the price and says so when combination info fails", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/customizable-desk-1");
    await shop.mount(product);
    addFault({ match: "/sale/get_combination_info_website", kind: "502", times: 1 });
    await choose($<HTMLInputElement>("#ptav-2"));
    expect($(".o_wsale_product_error [role=alert]")!.textContent).toContain("The price of this combination could not be updated.");
    expect($(".oe_price")!.textContent).toContain("675.00");
  });

  describe("an add to cart whose answer was lost", () => {
    async function openProduct() {
      shop = await startPortal(null);
      await loadPage(shop.server, "/shop/product/engraved-pen-2");
      history.replaceState(null, "", "/shop/product/engraved-pen-2");
      await shop.mount(product);
    }
    const alertText = () => $(".js_main_product [role=alert]")?.textContent ?? $("[role=alert]")?.textContent;

    it("that was done shows the server's cart quantity and says so, without a second call", async () => {
      await openProduct();
      const serve = globalThis.fetch;
      vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
        const answer = await serve(input, init);
        if (String(input).endsWith("/shop/cart/update_json")) throw new TypeError("Failed to fetch");
        return answer;
      });
      await click($("#add_to_cart"));
      expect(calls("/shop/cart/update_json")).toHaveLength(1);
      expect($("#top_menu .my_cart_quantity")!.textContent).toBe("1");
      expect(alertText()).toBe(ADDED_AFTER_LOST);
    });

    it("that was not done says so, and the next click adds", async () => {
      await openProduct();
      addFault({ match: "/shop/cart/update_json", kind: "502", times: 1 });
      await click($("#add_to_cart"));
      expect(alertText()).toContain("The product could not be added to your cart.");
      expect($("#top_menu .my_cart_quantity")!.textContent).toBe("0");
      await click($("#add_to_cart"));
      expect($("#top_menu .my_cart_quantity")!.textContent).toBe("1");
    });

    it("when the page cannot be read either, says it may have been added", async () => {
      await openProduct();
      addFault({ match: "/shop/cart/update_json", kind: "network", times: 1 });
      addFault({ match: "/shop/product/engraved-pen-2", kind: "502", times: 1 });
      await click($("#add_to_cart"));
      expect(alertText()).toBe(ADD_LOST_UNKNOWN);
    });
  });

  it("sends the custom text and no-variant values in the add-to-cart payload, clamps the quantity to data-min", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/engraved-pen-2");
    await shop.mount(product);
    await shop.mount(cartLink);
    await click($("a.js_add_cart_json[aria-label='Remove one']"));
    expect($<HTMLInputElement>("input[name=add_qty]")!.value).toBe("1");
    await click($("a.js_add_cart_json[aria-label='Add one']"));
    await choose($<HTMLInputElement>("#ptav-6"));
    $<HTMLInputElement>(".variant_custom_value")!.value = "Ada";
    await click($("#add_to_cart"));
    const sent = calls("/shop/cart/update_json").at(-1)!.body.params;
    expect(sent).toMatchObject({ product_id: 4, add_qty: 2, force_create: true });
    expect(JSON.parse(sent.product_custom_attribute_values)).toEqual([{ custom_product_template_attribute_value_id: 6, attribute_value_name: "Custom text", custom_value: "Ada" }]);
    expect(JSON.parse(sent.no_variant_attribute_values)).toEqual([
      { custom_product_template_attribute_value_id: 6, attribute_value_name: "Custom text", value: "6", attribute_name: "Engraving", is_custom: true },
    ]);
    expect($("#top_menu .my_cart_quantity")!.textContent).toBe("2");
  });
});

describe("cart", () => {
  async function openCart() {
    shop = await startPortal(null);
    await addToCart(6, 1);
    await addToCart(9, 2);
    await loadPage(shop.server, "/shop/cart");
    await shop.mount(cartLink);
    await shop.mount(cart);
  }
  const input = (lineId: number) => $<HTMLInputElement>(`input.js_quantity[data-line-id="${lineId}"]`)!;
  async function type(field: HTMLInputElement, value: string) {
    await act(async () => {
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    });
  }

  it("sends the last quantity 500 ms after the last change and re-renders lines, summary and badge", async () => {
    await openCart();
    fakeTimers();
    await click($("tr:nth-child(1) a[aria-label='Add one']"));
    await click($("tr:nth-child(1) a[aria-label='Add one']"));
    await act(async () => void vi.advanceTimersByTime(499));
    const lineUpdates = () => calls("/shop/cart/update_json").filter((c) => c.body.params.line_id);
    expect(lineUpdates()).toHaveLength(0);
    await act(async () => void vi.advanceTimersByTime(1));
    await settle();
    expect(lineUpdates().map((c) => c.body.params)).toEqual([{ line_id: 1, product_id: 6, set_qty: 3, display: true }]);
    expect(input(1).value).toBe("3");
    expect($("#order_total")!.textContent).toContain("3,800.00");
    expect($("#top_menu .my_cart_quantity")!.textContent).toBe("5");
  });

  it("removes a line at 0 and goes to /shop/cart when the cart is empty", async () => {
    await openCart();
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    fakeTimers();
    await type(input(2), "0");
    await act(async () => void vi.advanceTimersByTime(500));
    await settle();
    expect($$(".js_cart_lines tbody tr")).toHaveLength(1);
    await type(input(1), "0");
    await act(async () => void vi.advanceTimersByTime(500));
    await settle();
    expect(assign).toHaveBeenCalledWith("/shop/cart");
  });

  it("puts the quantity back and says so on an unreadable answer", async () => {
    await openCart();
    answerWith(shop.server, "/shop/cart/update_json", { cart_quantity: "many" });
    fakeTimers();
    await type(input(2), "7");
    await act(async () => void vi.advanceTimersByTime(500));
    await settle();
    expect(input(2).value).toBe("2");
    expect($(".o_wsale_cart_alerts .alert-danger")!.textContent).toBe(`${CART_UPDATE_FAILED} ${MALFORMED_ANSWER}`);
  });

  it("keeps server html to what a cart may hold", async () => {
    await openCart();
    answerWith(shop.server, "/shop/cart/update_json", {
      cart_quantity: 3,
      "website_sale.cart_lines": `<table class="js_cart_lines"><tbody><tr><td><img src="x" onerror="alert(1)"><script>alert(2)</script><form action="/evil"><input type="submit"></form><input class="js_quantity" data-line-id="1" data-island="x" value="3"></td></tr></tbody></table>`,
    });
    fakeTimers();
    await type(input(1), "3");
    await act(async () => void vi.advanceTimersByTime(500));
    await settle();
    const lines = $(".js_cart_lines")!.outerHTML;
    expect(lines).not.toMatch(/onerror|<script|<form|data-island|type="submit"/);
    expect(input(1).value).toBe("3");
  });
});

describe("address", () => {
  it("asks country infos 500 ms after the last country change and adapts the form", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/address");
    await shop.mount(address);
    fakeTimers();
    const country = $<HTMLSelectElement>("#country_id")!;
    for (const value of ["75", "233"]) {
      await act(async () => {
        country.value = value;
        country.dispatchEvent(new Event("change", { bubbles: true }));
      });
    }
    await act(async () => void vi.advanceTimersByTime(500));
    await settle();
    expect(shop.server.requests.filter((r) => r.url.startsWith("/shop/country_infos/")).map((r) => [r.url, r.body.params])).toEqual([["/shop/country_infos/233", { mode: "billing" }]]);
    expect($$("#state_id option").map((o) => o.textContent)).toEqual(["State / Province...", "California (US)", "New York (US)", "Texas (US)"]);
    expect($<HTMLSelectElement>("#state_id")!.required).toBe(true);
  });

  it("keeps every typed field when the call fails, and says so", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/address");
    await shop.mount(address);
    $<HTMLInputElement>("#name")!.value = "Ada";
    $<HTMLInputElement>("#zip")!.value = "123";
    addFault({ match: "/shop/country_infos", kind: "network", times: 1 });
    fakeTimers();
    const country = $<HTMLSelectElement>("#country_id")!;
    await act(async () => {
      country.value = "233";
      country.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await act(async () => void vi.advanceTimersByTime(500));
    await settle();
    expect($(".o_wsale_address_error")!.textContent).toContain(COUNTRY_INFOS_FAILED);
    expect($<HTMLInputElement>("#name")!.value).toBe("Ada");
    expect($<HTMLInputElement>("#zip")!.value).toBe("123");
    expect(country.value).toBe("233");
  });
});

describe("header cart link", () => {
  it("opens the popover after 300 ms of hover and hides it 1 s after the pointer leaves", async () => {
    shop = await startPortal(null);
    await addToCart(6, 1);
    await loadPage(shop.server, "/shop");
    await shop.mount(cartLink);
    const link = $("#top_menu a[href$='/shop/cart']")!;
    fakeTimers();
    await act(async () => void link.dispatchEvent(new MouseEvent("mouseenter")));
    await act(async () => void vi.advanceTimersByTime(299));
    expect($(".o_wsale_cart_popover")).toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    await settle();
    expect($(".o_wsale_cart_popover")!.textContent).toContain("Conference Table");
    expect(calls("/shop/cart?type=popover")).toHaveLength(1);
    await act(async () => void link.dispatchEvent(new MouseEvent("mouseleave")));
    await act(async () => void vi.advanceTimersByTime(999));
    expect($(".o_wsale_cart_popover")).not.toBeNull();
    await act(async () => void vi.advanceTimersByTime(1));
    expect($(".o_wsale_cart_popover")).toBeNull();
  });

  it("shares one quantity between the islands of the page", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop");
    await shop.mount(cartLink);
    expect($("#top_menu .my_cart_quantity")!.textContent).toBe("0");
    await act(async () => cartQuantity.set(4));
    expect($("#top_menu .my_cart_quantity")!.textContent).toBe("4");
  });
});

describe("listing", () => {
  it("switches to list at once and saves the layout mode", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop");
    await shop.mount(listing);
    const list = $<HTMLInputElement>("#o_wsale_apply_list")!;
    await act(async () => {
      list.checked = true;
      list.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    expect($("#products_grid")!.classList.contains("o_wsale_layout_list")).toBe(true);
    expect(calls("/shop/save_shop_layout_mode").map((c) => c.body.params)).toEqual([{ layout_mode: "list" }]);
  });
});


describe("tracking", () => {
  it("reports checkout and order steps where the visitor reaches them", async () => {
    shop = await startPortal(null);
    await addToCart(6, 1);
    await shop.server.fetch("/shop/demo/checkout");
    await loadPage(shop.server, "/shop/checkout");
    const seen: string[] = [];
    shop.env.bus.on(TRACKING_EVENT, (payload) => seen.push((payload as { path: string }).path));
    await shop.mount(trackingLinks);
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await click($("a[href='/shop/confirm_order']"));
    expect(seen).toEqual(["/stats/ecom/customer_signup", "/stats/ecom/order_checkout"]);
  });
});

describe("recently viewed", () => {
  it("reports the product 8 s after the last change, once per 30 minutes (seen-product cookie)", async () => {
    document.cookie = "seen_product_id_1=; max-age=0; path=/";
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/customizable-desk-1");
    fakeTimers();
    await shop.mount(recentlyViewed);
    await shop.mount(product);
    const reports = () => calls(RECENTLY_VIEWED_ROUTE);
    await act(async () => void vi.advanceTimersByTime(7999));
    expect(reports()).toHaveLength(0);
    await act(async () => void vi.advanceTimersByTime(1));
    await settle();
    expect(reports().map((r) => r.body.params)).toEqual([{ product_id: 1 }]);
    expect(document.cookie).toContain("seen_product_id_1=1");
    expect(document.cookie).toMatch(/visitor_uuid=[0-9a-f-]{36}/);
    await choose($<HTMLInputElement>("#ptav-2"));
    await act(async () => void vi.advanceTimersByTime(8000));
    await settle();
    expect(reports().map((r) => r.body.params)).toEqual([{ product_id: 1 }, { product_id: 3 }]);
    expect(RECENTLY_VIEWED_DEBOUNCE_MS).toBe(8000);
    expect(SEEN_PRODUCT_COOKIE_SECONDS).toBe(1800);
    document.cookie = "seen_product_id_1=; max-age=0; path=/";
    document.cookie = "seen_product_id_3=; max-age=0; path=/";
  });
});
