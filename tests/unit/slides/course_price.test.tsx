// Issue #31, slides: a discounted course price (spec 3 §3, channel data for purchase: productId,
// enroll, currencyName, currencySymbol, price, hasDiscountedPrice). The reference server holds a
// real discount on the course's product and renders the channel data as QWeb does; the join
// island writes the price, and the struck-through list price only when discounted, in the page's
// number format through the localization service; a failed add to cart leaves the button working.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import courseJoin from "../../../islands/slides/course_join";
import { addFault } from "../../../server/faults";
import { SET_DISCOUNT_ROUTE } from "../../../server/shop_extras/test_hooks";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { localizationStore } from "../../../src/services/localization";
import { DEFAULT_LOCALIZATION } from "../../../src/core/l10n/localization";
import { serverLocalization } from "../../../server/website/server_translate";
import { startTestServer } from "../server_fetch";
import { $, click, loadPage, settle, text } from "../portal/portal_harness";
import { startSlides } from "./harness";

const FIXTURE = readFileSync("tests/unit/slides/fixtures/course_buy_discounted.html", "utf8");

let slides: Awaited<ReturnType<typeof startSlides>> | undefined;
afterEach(() => {
  slides?.stop();
  slides = undefined;
  localizationStore.set(DEFAULT_LOCALIZATION);
  vi.restoreAllMocks();
});

/** The island on the platform's buy area, the page in `lang` (as the localization service loads it from the language's file). */
async function mountFixture(lang: string, html = FIXTURE) {
  slides = await startSlides("portal");
  localizationStore.set(serverLocalization(process.cwd(), lang));
  document.body.innerHTML = html;
  await slides.mount(courseJoin);
  await settle();
}
const listPrice = () => $(".oe_default_price")!;
const values = () => [text(".oe_price .oe_currency_value"), text(".oe_default_price .oe_currency_value")];

describe("the island's discounted price (static fixture of the platform's buy area)", () => {
  it("writes the price and the struck-through list price in French: 1 080,00 and 1 200,00", async () => {
    await mountFixture("fr_FR");
    // fr_FR's thousands separator is a narrow no-break space
    expect(values()).toEqual(["1\u202f080,00", "1\u202f200,00"]);
    expect(listPrice().tagName).toBe("DEL");
    expect(listPrice().classList.contains("d-none")).toBe(false);
  });

  it("writes them in English on an English page: 1,080.00 and 1,200.00", async () => {
    await mountFixture("en_US", FIXTURE.replace("1,080.00", "1080").replace("1,200.00", "1200"));
    expect(values()).toEqual(["1,080.00", "1,200.00"]);
    expect(listPrice().classList.contains("d-none")).toBe(false);
  });

  it("hides the list price when the channel data has no data-has-discounted-price (QWeb leaves a false one out)", async () => {
    await mountFixture("fr_FR", FIXTURE.replace(' data-has-discounted-price="True"', "").replace('data-price="1080.0"', 'data-price="1200.0"'));
    expect(text(".oe_price .oe_currency_value")).toBe("1\u202f200,00");
    expect(listPrice().classList.contains("d-none")).toBe(true);
  });

  it("keeps the server's text when the price does not read, and warns naming the attribute", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await mountFixture("fr_FR", FIXTURE.replace('data-price="1080.0"', 'data-price="cheap"'));
    expect(text(".oe_price .oe_currency_value")).toBe("1,080.00");
    expect(warn.mock.calls.flat().join(" ")).toContain("data-price");
  });

  it("puts the server's numbers back when it stops", async () => {
    await mountFixture("fr_FR");
    slides!.stop();
    slides = undefined;
    expect(values()).toEqual(["1,080.00", "1,200.00"]);
  });
});

describe("buying the discounted course", () => {
  it("a failed add to cart says 'Unknown error' and the button works again: the second click goes to the cart", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    slides = await startSlides("portal");
    await loadPage(slides.server, "/slides/3");
    await slides.mount(courseJoin);
    addFault({ match: "/shop/cart/update_json", kind: "502", times: 1 });
    const link = $(".o_wslides_js_course_join_link")!;
    await click(link);
    await vi.waitFor(() => expect(text(".o_wslides_popover_alert")).toBe("Unknown error"));
    expect(link.classList.contains("disabled")).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    await click(link);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/shop/cart"));
    const sent = slides.server.requests.filter((r) => r.url === "/shop/cart/update_json").map((r) => r.body.params);
    expect(sent).toEqual([
      { product_id: 41, add_qty: 1, display: false },
      { product_id: 41, add_qty: 1, display: false },
    ]);
  });
});

describe("the reference server's sold course", () => {
  const buyLink = (html: string) => /<a [^>]*o_wslides_js_join_course_sale[^>]*>/.exec(html)?.[0] ?? "";

  it("holds a real discount on the course's product (10 % off 1200) and renders the channel data as QWeb does", async () => {
    const server = startTestServer();
    await server.login("portal", "portal");
    const html = await (await server.fetch("/slides/3")).text();
    const link = buyLink(html);
    for (const attribute of ['data-product-id="41"', 'data-price="1080.0"', 'data-list-price="1200.0"', 'data-currency-name="USD"', 'data-currency-symbol="$"', 'data-has-discounted-price="True"']) expect(link).toContain(attribute);
    expect(html).toContain('<del class="text-danger me-1 oe_default_price">$&nbsp;<span class="oe_currency_value">1,200.00</span></del><span class="oe_price text-nowrap fw-bold">$&nbsp;<span class="oe_currency_value">1,080.00</span></span>');
    // the course card of the catalogue shows both prices too
    const home = await (await server.fetch("/slides")).text();
    expect(home).toMatch(/o_wslides_course_card_price[^"]*"><del class="text-danger me-1 oe_default_price">\$&nbsp;<span class="oe_currency_value">1,200\.00<\/span><\/del><span class="oe_price[^"]*">\$&nbsp;<span class="oe_currency_value">1,080\.00</);
  });

  it("without a discount: no data-has-discounted-price, the list price hidden, one price (card too)", async () => {
    const server = startTestServer();
    const answer = await server.fetch(SET_DISCOUNT_ROUTE, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ product_template_id: 41, discount: 0 }) });
    expect(await answer.json()).toEqual({ previous: 10 });
    await server.login("portal", "portal");
    const html = await (await server.fetch("/slides/3")).text();
    expect(buyLink(html)).toContain('data-price="1200.0"');
    expect(buyLink(html)).not.toContain("data-has-discounted-price");
    expect(html).toContain('<del class="text-danger me-1 oe_default_price d-none">');
    const home = await (await server.fetch("/slides")).text();
    expect(home).toContain('o_wslides_course_card_price"><del class="text-danger me-1 oe_default_price d-none">');
  });

  it("renders the prices in French on the demo user's page", async () => {
    const server = startTestServer();
    await server.login("demo", "demo");
    const html = await (await server.fetch("/slides/3")).text();
    expect(html).toContain('<span class="oe_currency_value">1\u202f200,00</span></del><span class="oe_price text-nowrap fw-bold">$&nbsp;<span class="oe_currency_value">1\u202f080,00</span>');
  });

  it("puts the course's discounted price in the cart", async () => {
    const server = startTestServer();
    await server.login("portal", "portal");
    const answer = await server.fetch("/shop/cart/update_json", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, params: { product_id: 41, add_qty: 1, display: false } }) });
    expect(answer.status).toBe(200);
    const cart = await (await server.fetch("/shop/cart")).text();
    expect(cart).toContain("1,080.00");
  });
});
