// The shop's pure logic: spec constants and messages, debounce / throttle / clamp, the hash
// state, price formatting, exclusions, the answers it reads, tracking and the navbar action.
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCartAnswer } from "../../../islands/shop/cart_store";
import { carouselImage, readCombinationInfo } from "../../../islands/shop/combination_info";
import * as C from "../../../islands/shop/constants";
import { applyCountryInfos, readCountryInfos } from "../../../islands/shop/country_infos";
import { excludedValues, notAvailableText, parseExclusionData } from "../../../islands/shop/exclusions";
import { readHashCombination, writeHashCombination } from "../../../islands/shop/hash_state";
import { registerNavbarAction, runNavbarAction } from "../../../islands/website/navbar_action";
import { formatPrice, priceDigits } from "../../../islands/shop/price";
import { priceRangeUrl } from "../../../islands/shop/price_range";
import { steppedQuantity } from "../../../islands/shop/quantity";
import { debounce, throttle } from "../../../src/kit/timing";
import { clampQuantity, quantityBounds } from "../../../islands/shop/quantity";
import { trackPage, TRACKING_EVENT, TRACKING_PAGES } from "../../../islands/shop/tracking";
import { MalformedAnswerError } from "../../../src/kit/error_text";
import { EventBus } from "../../../src/runtime/event_bus";

afterEach(() => {
  vi.useRealTimers();
  delete (window as any).dataLayer;
});

describe("spec constants", () => {
  it("has the spec's delays, range, defaults and messages", () => {
    expect(C.CART_UPDATE_DEBOUNCE_MS).toBe(500);
    expect(C.COUNTRY_CHANGE_DEBOUNCE_MS).toBe(500);
    expect(C.COMBINATION_INFO_THROTTLE_MS).toBe(500);
    expect(C.POPOVER_OPEN_DELAY_MS).toBe(300);
    expect(C.POPOVER_HIDE_DELAY_MS).toBe(1000);
    expect(C.NAVBAR_ACTION_RETRIES).toBe(50);
    expect(C.NAVBAR_ACTION_RETRY_MS).toBe(100);
    expect(C.PRICE_RANGE_DEFAULT).toEqual({ min: 0, max: 100, step: 1 });
    expect(C.DEFAULT_PRICE_DIGITS).toBe(2);
    expect(C.QUANTITY_MIN_DEFAULT).toBe(0);
    expect(C.QUANTITY_MAX_DEFAULT).toBe(Infinity);
    expect(C.NOT_AVAILABLE_WITH).toBe("Not available with %s");
    expect(C.LAYOUT_MODES).toEqual(["grid", "list"]);
  });

  it("has the spec's routes", () => {
    expect(C.ROUTES.combinationInfo).toBe("/sale/get_combination_info_website");
    expect(C.ROUTES.createVariant).toBe("/sale/create_product_variant");
    expect(C.ROUTES.cartUpdateJson).toBe("/shop/cart/update_json");
    expect(C.ROUTES.cartUpdate).toBe("/shop/cart/update");
    expect(C.ROUTES.cartPopover).toBe("/shop/cart?type=popover");
    expect(C.ROUTES.countryInfos(233)).toBe("/shop/country_infos/233");
    expect(C.ROUTES.saveLayout).toBe("/shop/save_shop_layout_mode");
  });
});

describe("debounce, throttle and clamps", () => {
  it("debounces to the last call once the delay has passed without a new one", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, C.CART_UPDATE_DEBOUNCE_MS);
    debounced(1);
    vi.advanceTimersByTime(499);
    debounced(2);
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    debounced(3);
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("throttles: at once, then at most once per 500 ms with the last arguments", () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const throttled = throttle(fn, C.COMBINATION_INFO_THROTTLE_MS);
    throttled("a");
    throttled("b");
    throttled("c");
    expect(fn.mock.calls).toEqual([["a"]]);
    vi.advanceTimersByTime(499);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([["a"], ["c"]]);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled("d");
    expect(fn.mock.calls.at(-1)).toEqual(["d"]);
  });

  it("clamps quantities to data-min (0 by default) and data-max (none by default)", () => {
    expect(clampQuantity(-3, 0, Infinity)).toBe(0);
    expect(clampQuantity(7, 1, 5)).toBe(5);
    expect(clampQuantity(Number.NaN, 1, 5)).toBe(1);
    const input = document.createElement("input");
    expect(quantityBounds(input)).toEqual({ min: 0, max: Infinity });
    input.dataset.min = "1";
    input.dataset.max = "3";
    expect(quantityBounds(input)).toEqual({ min: 1, max: 3 });
    input.dataset.max = "many";
    expect(quantityBounds(input)).toEqual({ min: 1, max: Infinity });
  });

  it("steps a quantity with its +/- links within its bounds", () => {
    document.body.innerHTML = `<div class="css_quantity"><a class="js_add_cart_json" id="minus"><i class="fa fa-minus"></i></a><input value="1" data-max="2"/><a class="js_add_cart_json" id="plus"><i class="fa fa-plus"></i></a></div>`;
    const input = document.querySelector("input")!;
    expect(steppedQuantity(document.getElementById("minus")!)).toEqual({ input, value: 0 });
    expect(steppedQuantity(document.getElementById("plus")!)).toEqual({ input, value: 2 });
    input.value = "2";
    expect(steppedQuantity(document.getElementById("plus")!)!.value).toBe(2);
    input.value = "0";
    expect(steppedQuantity(document.getElementById("minus")!)!.value).toBe(0);
  });
});

describe("hash state", () => {
  it("reads and writes attr= next to the rest of the hash", () => {
    expect(readHashCombination("#attr=2,3")).toEqual([2, 3]);
    expect(readHashCombination("#foo=1&attr=4,x,-1,5")).toEqual([4, 5]);
    expect(readHashCombination("")).toEqual([]);
    expect(writeHashCombination("", [2, 3])).toBe("#attr=2,3");
    expect(writeHashCombination("#foo=1&attr=1", [7])).toBe("#foo=1&attr=7");
    expect(writeHashCombination("#attr=1", [])).toBe("");
  });
});

describe("prices", () => {
  it("shows 2 decimals by default with thousand separators, or the precision asked", () => {
    expect(formatPrice(1250)).toBe("1,250.00");
    expect(formatPrice(720.355)).toBe("720.36");
    expect(formatPrice(1234567.5, { decimalPoint: ",", thousandsSep: ".", grouping: [3, 0] })).toBe("1.234.567,50");
    expect(formatPrice(3.14159, undefined, 3)).toBe("3.142");
    expect(formatPrice(-1234.5)).toBe("-1,234.50");
    expect(formatPrice(1.005)).toBe("1.01");
    expect(formatPrice(12345678, { grouping: [3, 2, 0] })).toBe("1,23,45,678.00");
    expect(formatPrice(12345678, { grouping: [3, -1] })).toBe("12345,678.00");
    expect(formatPrice(999, undefined, 0)).toBe("999");
    document.body.innerHTML = `<span class="decimal_precision" data-precision="3"></span>`;
    expect(priceDigits(document)).toBe(3);
    document.body.innerHTML = `<span class="decimal_precision" data-precision="x"></span>`;
    expect(priceDigits(document)).toBe(2);
  });

  it("builds the price range address, leaving the defaults out", () => {
    expect(priceRangeUrl("/shop?attrib=2-4", 0, 20)).toBe("/shop?attrib=2-4&max_price=20");
    expect(priceRangeUrl("/shop/page/2?min_price=5&max_price=9", 30, 10)).toBe("/shop?min_price=10&max_price=30");
    expect(priceRangeUrl("/shop?min_price=5", 0, 100)).toBe("/shop");
  });
});

describe("exclusions", () => {
  const data = parseExclusionData(
    JSON.stringify({
      exclusions: { 2: [4], 4: [2] },
      parent_exclusions: { 9: [3] },
      parent_combination: [9],
      parent_product_name: "Desk Set",
      mapped_attribute_names: { 2: "Legs: Aluminium", 4: "Color: Black", 9: "Size: XL" },
    }),
  );

  it("names what excludes each value, the parent product's values too", () => {
    const excluded = excludedValues(data, [2, 3]);
    expect(excluded.get(4)).toEqual(["Legs: Aluminium"]);
    expect(excluded.get(3)).toEqual(["Desk Set (Size: XL)"]);
    expect(notAvailableText(C.NOT_AVAILABLE_WITH, excluded.get(4)!)).toBe("Not available with Legs: Aluminium");
  });

  it("excludes nothing when the attribute cannot be read", () => {
    expect(excludedValues(parseExclusionData("{oops"), [1, 2]).size).toBe(0);
  });
});

describe("answers", () => {
  it("reads the cart answer and refuses a malformed one", () => {
    expect(readCartAnswer({ cart_quantity: 3, quantity: 1, line_id: 4, warning: "", "website_sale.cart_lines": "<table></table>" })).toMatchObject({
      cart_quantity: 3,
      line_id: 4,
      cartLines: "<table></table>",
      summary: null,
    });
    expect(readCartAnswer({}).cart_quantity).toBe(0);
    expect(() => readCartAnswer("oops")).toThrow(MalformedAnswerError);
    expect(() => readCartAnswer({ cart_quantity: "3" })).toThrow(MalformedAnswerError);
  });

  it("reads combination info and its image (same-site only)", () => {
    expect(() => readCombinationInfo({ price: "1" })).toThrow(MalformedAnswerError);
    expect(readCombinationInfo({ price: 5, is_combination_possible: false, product_id: false }).list_price).toBe(5);
    expect(carouselImage(`<img src="/shop/image/1?combination=2,3&amp;x=1"/>`)).toBe("/shop/image/1?combination=2,3&x=1");
    expect(carouselImage(`<img src="https://evil.example/x.png"/>`)).toBeNull();
    expect(carouselImage(`<img src="//evil.example/x.png"/>`)).toBeNull();
  });

  it("reads country infos in the platform's tuple form and as objects", () => {
    expect(readCountryInfos({ states: [[10, "California", "CA"]], phone_code: 1, state_required: true, zip_required: true, fields: ["city", "zip"] })).toEqual({
      states: [{ id: 10, name: "California", code: "CA" }],
      phone_code: 1,
      state_required: true,
      zip_required: true,
      fields: ["city", "zip"],
    });
    expect(readCountryInfos({ states: [{ id: 1, name: "A", code: "a" }] }).states).toEqual([{ id: 1, name: "A", code: "a" }]);
    expect(() => readCountryInfos({ states: "none" })).toThrow(MalformedAnswerError);
  });

  it("applies country infos: states, required marks, field order and phone code", () => {
    document.body.innerHTML = `<form><input name="phone"/><div class="div_street"></div><div class="div_zip"><label for="zip" class="label-optional"></label><input name="zip"/></div><div class="div_city"></div>
      <div class="div_state d-none"><label for="state_id" class="label-optional"></label><select name="state_id"><option value="">State...</option></select></div></form>`;
    const form = document.querySelector("form")!;
    applyCountryInfos(form, { phone_code: 1, states: [{ id: 10, name: "California", code: "CA" }], state_required: true, zip_required: true, fields: ["street", "city", "zip"] });
    expect(form.querySelector<HTMLInputElement>("[name=phone]")!.placeholder).toBe("+1");
    expect([...form.querySelectorAll("option")].map((o) => o.textContent)).toEqual(["State...", "California"]);
    expect(form.querySelector(".div_state")!.classList.contains("d-none")).toBe(false);
    expect(form.querySelector("label[for=state_id]")!.classList.contains("label-optional")).toBe(false);
    expect(form.querySelector<HTMLSelectElement>("[name=state_id]")!.required).toBe(true);
    expect(form.querySelector<HTMLInputElement>("[name=zip]")!.required).toBe(true);
    expect(form.querySelector(".div_city")!.nextElementSibling!.classList.contains("div_zip")).toBe(true);
    applyCountryInfos(form, { phone_code: 0, states: [], state_required: false, zip_required: false, fields: ["street", "zip", "city"] });
    expect(form.querySelector(".div_state")!.classList.contains("d-none")).toBe(true);
    expect(form.querySelector(".div_zip")!.nextElementSibling!.classList.contains("div_city")).toBe(true);
    expect(form.querySelector("label[for=zip]")!.classList.contains("label-optional")).toBe(true);
  });
});

describe("tracking and navbar actions", () => {
  it("reports a pseudo-page on the env bus and to the page's dataLayer", () => {
    const bus = new EventBus();
    const seen: unknown[] = [];
    bus.on(TRACKING_EVENT, (payload) => seen.push(payload));
    (window as any).dataLayer = [];
    expect(trackPage({ bus }, TRACKING_PAGES.productAddToCart(7))).toBe("/stats/ecom/product_add_to_cart/7");
    expect(seen).toEqual([{ path: "/stats/ecom/product_add_to_cart/7" }]);
    expect((window as any).dataLayer).toEqual([{ event: "pageview", page_path: "/stats/ecom/product_add_to_cart/7" }]);
    expect(TRACKING_PAGES.orderConfirmed(3)).toBe("order_confirmed/3");
    expect(TRACKING_PAGES.orderPayment("demo")).toBe("order_payment/demo");
    expect([TRACKING_PAGES.customerCheckout, TRACKING_PAGES.customerSignin, TRACKING_PAGES.customerSignup, TRACKING_PAGES.orderCheckout]).toEqual([
      "customer_checkout",
      "customer_signin",
      "customer_signup",
      "order_checkout",
    ]);
  });

  it("runs a navbar action once its handler appears, and rejects one not handled after 50 tries at 100 ms", async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const late = runNavbarAction("publish", 1);
    vi.advanceTimersByTime(300);
    const unregister = registerNavbarAction("publish", (n) => (n as number) + 1);
    vi.advanceTimersByTime(100);
    await expect(late).resolves.toBe(2);
    unregister();

    const never = runNavbarAction("nothing");
    const outcome = never.catch((error: Error) => error.message);
    vi.advanceTimersByTime(48 * 100);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    await expect(outcome).resolves.toBe('Action "nothing" is not handled');
    expect(warn).toHaveBeenCalledWith('Action "nothing" is not handled');
    warn.mockRestore();
  });
});
