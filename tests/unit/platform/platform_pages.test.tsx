// The five behaviours of issue #28 on pages written from the platform's markup facts
// (fixtures/pages/platform/, odoo-markup.md), not from our server's templates: the shop listing's
// layout switch, price range and compare buttons; the product page's compare button; the lesson
// quiz answered by a member; the course page's upload button; the link tracker without the
// attributes it assumed. Islands mounted on the hosts the loader would give them.
import { afterEach, describe, expect, it, vi } from "vitest";
import listing, { LIST_CLASS } from "../../../islands/shop/listing";
import priceRange from "../../../islands/shop/price_range_selector";
import panel from "../../../islands/shop/compare/compare_panel";
import { COMPARE_COOKIE, readCompareCookie } from "../../../islands/shop/compare/compare_list";
import { cartQuantity } from "../../../islands/shop/cart_store";
import lessonQuiz from "../../../islands/slides/lesson_quiz";
import slideUpload from "../../../islands/slides/slide_upload";
import creator from "../../../islands/links/creator";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, $$, click, loadPage, settle, startPortal, text, type PortalHarness } from "../portal/portal_harness";
// Loaded on demand by the panel's rows; imported here so that their import() resolves at once.
import "../../../src/components/sanitize";

let harness: PortalHarness;
afterEach(() => {
  harness?.stop();
  vi.restoreAllMocks();
  cartQuantity.set(null);
  document.cookie = `${COMPARE_COOKIE}=; path=/; max-age=0`;
});

async function open(login: string | null, path: string) {
  harness = await startPortal(login);
  await loadPage(harness.server, path);
}

const sent = (url: string) => harness.server.requests.filter((request) => request.url === url).map((request) => request.body.params);

function change(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("the shop listing on the platform's markup", () => {
  it("has none of our own markers: no .o_wsale_products_page, no panel, no data-min/data-max", async () => {
    await open(null, "/platform/shop_listing");
    expect($(".o_wsale_products_page")).toBeNull();
    expect($(".o_product_feature_panel")).toBeNull();
    expect($("#o_wsale_price_range_option")!.hasAttribute("data-min")).toBe(false);
  });

  it("switches to the list layout and saves it", async () => {
    await open(null, "/platform/shop_listing");
    await harness.mount(listing);
    expect(listing.selector).toBe(".oe_website_sale");
    change($<HTMLInputElement>("#o_wsale_apply_list")!, "list");
    await settle();
    expect($("#products_grid")!.classList.contains(LIST_CLASS)).toBe(true);
    expect(sent("/shop/save_shop_layout_mode")).toEqual([{ layout_mode: "list" }]);
  });

  it("reloads with the chosen price range, its bounds read from the inputs' min and max", async () => {
    await open(null, "/platform/shop_listing");
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await harness.mount(priceRange);
    const [low, high] = $$<HTMLInputElement>("#o_wsale_price_range_option input[type=range]");
    low.value = "20";
    change(high, "600");
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\?min_price=20&max_price=600$/));
    change(low, "0");
    expect(assign).toHaveBeenLastCalledWith(expect.stringMatching(/\?max_price=600$/));
  });

  it("adds the compared product in a panel the island puts in .js_sale", async () => {
    await open(null, "/platform/shop_listing");
    await harness.mount(panel, $(".js_sale")!);
    const added = $(".js_sale > .o_product_feature_panel");
    expect(added).not.toBeNull();
    expect(added!.classList.contains("d-none")).toBe(true);
    await click($('.o_add_compare[data-product-product-id="4"]'));
    await settle();
    expect(added!.classList.contains("d-none")).toBe(false);
    expect(text(".o_product_circle")).toBe("1");
    expect(readCompareCookie(document.cookie)).toEqual([4]);
  });
});

describe("the product page on the platform's markup", () => {
  it("compares the product of the form its button sits in, outside the variant block", async () => {
    await open(null, "/platform/shop_product");
    expect($(".o_add_compare_dyn")!.closest(".js_product")).toBeNull();
    await harness.mount(panel, $(".js_sale")!);
    await click($(".o_add_compare_dyn"));
    await settle();
    expect(sent("/shop/get_product_data")).toEqual([{ product_ids: [4], cookies: [] }]);
    expect(readCompareCookie(document.cookie)).toEqual([4]);
    expect(text(".o_product_circle")).toBe("1");
  });
});

describe("the lesson quiz on the platform's markup", () => {
  it("lets a member (data-is-member=\"True\", no data-public-user) submit the answers", async () => {
    await open("demo", "/platform/lesson_quiz");
    await harness.mount(lessonQuiz);
    expect($(".o_wslides_js_lesson_quiz_join")).toBeNull();
    await click($("#answer-1"));
    await click($("#answer-4"));
    await click($(".o_wslides_js_lesson_quiz_submit"));
    await settle();
    expect(sent("/slides/slide/quiz/submit")).toEqual([{ slide_id: 8, answer_ids: [1, 4] }]);
    expect($(".o_wslides_quiz_modal")).not.toBeNull();
  });

  it("asks a visitor to log in: the session globals say the public user", async () => {
    await open(null, "/platform/lesson_quiz");
    await harness.mount(lessonQuiz);
    expect($(".o_wslides_js_lesson_quiz_submit")).toBeNull();
    expect($(".o_wslides_js_lesson_quiz_join")).not.toBeNull();
  });
});

describe("the upload button on the platform's markup", () => {
  it("opens the upload dialog with data-can-upload=\"True\"", async () => {
    await open("admin", "/platform/course_upload");
    await harness.mount(slideUpload);
    await click($(".o_wslides_js_slide_upload"));
    await settle();
    expect($(".o_wslides_upload_dialog")).not.toBeNull();
  });

  it("opens nothing when data-can-upload is left out (the platform's False)", async () => {
    await open("admin", "/platform/course_upload");
    $(".o_wslides_js_slide_upload")!.removeAttribute("data-can-upload");
    await harness.mount(slideUpload);
    await click($(".o_wslides_js_slide_upload"));
    await settle();
    expect($(".o_wslides_upload_dialog")).toBeNull();
  });
});

describe("the link tracker on the platform's markup", () => {
  it("mounts without data-model / data-label, warning once per missing attribute, and searches the right models", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await open("admin", "/platform/links_creator");
    await harness.mount(creator);
    const comboboxes = $$<HTMLInputElement>("[role=combobox]");
    expect(comboboxes).toHaveLength(3);
    expect($$(".o_utm_selector label").map((label) => label.textContent)).toEqual(["Campaign", "Medium", "Source"]);
    expect($("#campaign-select")!.nextElementSibling!.querySelector(".o_utm_selector")).not.toBeNull();
    const missing = warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes("links.creator"));
    expect(missing).toHaveLength(6);
    expect(missing[0]).toBe('[islands] links.creator: #campaign-select has no data-model; using "utm.campaign"');
  });
});
