import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { join } from "node:path";
import dynamicSnippet from "../../../../islands/website/blocks/dynamic_snippet";
import {
  DYNAMIC_LOAD_ERROR, FILTERS_ROUTE, FORCED_MINIMUM_LIMIT, PHONE_MEDIA, blogDomain, chunk, filterParams, limitOf, productDomain,
  type DynamicSnippetOptions,
} from "../../../../islands/website/blocks/dynamic_snippet_filter";
import { PROJECT_ROOT } from "../../../../server/app";
import { MAX_LIMIT, UNKNOWN_FILTER, UNKNOWN_TEMPLATE, renderFilter } from "../../../../server/blocks/snippet_filters";
import { Store } from "../../../../server/store";
import { mountBlock } from "./mount";

const waitFor = vi.waitFor;
const CARD = "website_sale.dynamic_filter_template_product_product_add_to_cart";
const BORDERLESS = "website_sale.dynamic_filter_template_product_product_borderless_1";
const BLOG_LIST = "website_blog.dynamic_filter_template_blog_post_list";

let store: Store;
beforeEach(() => {
  store = new Store(":memory:").seed(join(PROJECT_ROOT, "fixtures/seed"));
});
afterEach(() => {
  store.db.close();
  document.body.className = "";
  (window as any).happyDOM?.setViewport({ width: 1024, height: 768 });
});

const options: DynamicSnippetOptions = {
  filterId: 1, templateKey: CARD, numberOfRecords: 4, numberOfElements: 4, numberOfElementsSmallDevices: 1, carouselInterval: 5000,
  forceMinimumLimit: false, carousel: false, kind: "products", filterByBlogId: -1, productCategoryId: "all", productNames: "",
};

describe("dynamic snippet rules", () => {
  it("builds the platform's product domain: category all, current, an id, and names or'ed", () => {
    expect(productDomain("all", "", null)).toEqual([]);
    expect(productDomain("current", "", 3)).toEqual([["public_categ_ids", "child_of", 3]]);
    expect(productDomain("current", "", null)).toEqual([[0, "=", 1]]);
    expect(productDomain("2", "chair, pen ,desk", null)).toEqual([
      ["public_categ_ids", "child_of", 2], "|", "|", ["name", "ilike", "chair"], ["name", "ilike", "pen"], ["name", "ilike", "desk"],
    ]);
    expect(blogDomain(-1)).toEqual([]);
    expect(blogDomain(2)).toEqual([["blog_id", "=", 2]]);
  });

  it("forces a minimum limit of 16 when the flag is set, and asks for samples in the editor", () => {
    expect(FORCED_MINIMUM_LIMIT).toBe(16);
    expect(limitOf({ numberOfRecords: 4, forceMinimumLimit: true })).toBe(16);
    expect(limitOf({ numberOfRecords: 20, forceMinimumLimit: true })).toBe(20);
    expect(limitOf({ numberOfRecords: 4, forceMinimumLimit: false })).toBe(4);
    expect(filterParams(options, true, null, { lang: "en_US" })).toEqual({
      filter_id: 1, template_key: CARD, limit: 4, search_domain: [], with_sample: true, context: { lang: "en_US" },
    });
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(FILTERS_ROUTE).toBe("/website/snippet/filters");
    expect(PHONE_MEDIA).toBe("(max-width: 767.98px)");
  });
});

describe("snippet filters route", () => {
  it("lists the shop's published products newest first, escaped, with their call-to-action", () => {
    const fragments = renderFilter(store, { filter_id: 1, template_key: CARD, limit: 2, search_domain: [] });
    expect(fragments).toHaveLength(2);
    expect(fragments[0]).toContain("Composting Masterclass");
    expect(fragments[1]).toContain('data-url="/shop/product/drawer-black-6"');
    expect(fragments[1]).toContain("$ 25.00");
  });

  it("filters by category and names, blog posts by publication, and returns samples only when asked", () => {
    const names = (params: Record<string, unknown>) => renderFilter(store, { template_key: BORDERLESS, limit: 16, ...params }).map((html) => /<h3[^>]*>([^<]*)/.exec(html)![1]);
    expect(names({ filter_id: 1, search_domain: [["public_categ_ids", "child_of", 1]] })).toEqual(["Conference Table", "Customizable Desk"]);
    expect(names({ filter_id: 1, search_domain: ["|", ["name", "ilike", "chair"], ["name", "ilike", "pen"]] })).toEqual(["Office Chair", "Engraved Pen"]);
    expect(names({ filter_id: 1, search_domain: [[0, "=", 1]] })).toEqual([]);
    expect(names({ filter_id: 3 })).toEqual([]);
    expect(names({ filter_id: 3, with_sample: true })).toHaveLength(4);
    const posts = renderFilter(store, { filter_id: 4, template_key: BLOG_LIST, limit: 5, search_domain: [] });
    expect(posts.join("")).toContain("Sierra Tarahumara");
    expect(posts.join("")).not.toContain("Maintaining a telescope");
    expect(renderFilter(store, { filter_id: 1, template_key: CARD, limit: 100 })).toHaveLength(Math.min(MAX_LIMIT, 7));
  });

  it("refuses an unknown filter or a template of another model", () => {
    expect(() => renderFilter(store, { filter_id: 99, template_key: CARD })).toThrow(UNKNOWN_FILTER);
    expect(() => renderFilter(store, { filter_id: 4, template_key: CARD })).toThrow(UNKNOWN_TEMPLATE);
    expect(() => renderFilter(store, { filter_id: 1, template_key: "constructor" })).toThrow(UNKNOWN_TEMPLATE);
  });
});

function block(classes: string, attrs: string) {
  document.body.innerHTML = `<section class="${classes}" ${attrs}><div class="container"><div class="dynamic_snippet_template"></div></div></section>`;
  return document.querySelector<HTMLElement>("section")!;
}

function serverRpc(fail = false) {
  const calls: Record<string, any>[] = [];
  const rpc = (route: string, params: Record<string, any>) => {
    calls.push({ route, ...params });
    const answer: any = fail ? Promise.reject(new Error("502")) : Promise.resolve(renderFilter(store, params));
    answer.abort = () => {};
    return answer;
  };
  return { rpc, calls };
}

describe("dynamic snippet block", () => {
  it("places the sanitized fragments in rows of numberOfElements, and of the phone's number on a phone", async () => {
    const host = block("s_dynamic_snippet_products", `data-filter-id="1" data-template-key="${CARD}" data-number-of-records="6" data-number-of-elements="3" data-number-of-elements-small-devices="2"`);
    const { rpc, calls } = serverRpc();
    await mountBlock(dynamicSnippet, host, { rpc });
    await waitFor(() => expect(host.querySelectorAll(".o_dynamic_snippet_item")).toHaveLength(6));
    expect(calls).toEqual([{ route: FILTERS_ROUTE, filter_id: 1, template_key: CARD, limit: 6, search_domain: [], with_sample: false, context: { lang: "en_US" } }]);
    expect([...host.querySelectorAll(".o_dynamic_snippet_row")].map((row) => row.children.length)).toEqual([3, 3]);
    expect(host.querySelector("[data-url]")).not.toBeNull();
    (window as any).happyDOM.setViewport({ width: 390, height: 800 });
    await waitFor(() => expect([...host.querySelectorAll(".o_dynamic_snippet_row")].map((row) => row.children.length)).toEqual([2, 2, 2]));
    expect(calls).toHaveLength(1);
  });

  it("marks itself empty without records outside the editor, and asks for samples inside", async () => {
    const host = block("s_dynamic_snippet_products", `data-filter-id="3" data-template-key="${BORDERLESS}"`);
    const unmount = await mountBlock(dynamicSnippet, host, { rpc: serverRpc().rpc });
    await waitFor(() => expect(host.classList.contains("o_dynamic_empty")).toBe(true));
    expect(host.classList.contains("d-none")).toBe(true);
    unmount();
    expect(host.className).toBe("s_dynamic_snippet_products");
    document.body.classList.add("editor_enable");
    const edited = block("s_dynamic_snippet_products", `data-filter-id="3" data-template-key="${BORDERLESS}"`);
    const { rpc, calls } = serverRpc();
    await mountBlock(dynamicSnippet, edited, { rpc });
    await waitFor(() => expect(edited.querySelectorAll(".o_dynamic_snippet_item")).toHaveLength(4));
    expect(calls[0].with_sample).toBe(true);
    expect(edited.classList.contains("o_dynamic_empty")).toBe(false);
  });

  it("sends the browser to the clicked element's address, kept on this site", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const host = block("s_dynamic_snippet_products", `data-filter-id="1" data-template-key="${BORDERLESS}" data-product-names="chair"`);
    await mountBlock(dynamicSnippet, host, { rpc: serverRpc().rpc });
    await waitFor(() => expect(host.querySelector("[data-url]")).not.toBeNull());
    host.querySelector<HTMLElement>("[data-url] h3")!.click();
    expect(assign).toHaveBeenCalledWith("/shop/product/office-chair-3");
    assign.mockRestore();
  });

  it("shows a clear message when the filters cannot be loaded", async () => {
    const host = block("s_dynamic_snippet_products", `data-filter-id="1" data-template-key="${CARD}"`);
    await mountBlock(dynamicSnippet, host, { rpc: serverRpc(true).rpc });
    await waitFor(() => expect(host.querySelector("[role=alert]")?.textContent).toBe(DYNAMIC_LOAD_ERROR));
    expect(DYNAMIC_LOAD_ERROR).toBe("This list could not be loaded. Please try again later.");
  });

  it("moves the carousel on every interval and by its arrows", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const host = block("s_dynamic_snippet_products s_dynamic_snippet_carousel", `data-filter-id="1" data-template-key="${CARD}" data-number-of-records="6" data-number-of-elements="2" data-carousel-interval="3000"`);
      await mountBlock(dynamicSnippet, host, { rpc: serverRpc().rpc });
      const activeIndex = () => [...host.querySelectorAll(".carousel-item")].findIndex((item) => item.classList.contains("active"));
      await waitFor(() => expect(host.querySelectorAll(".carousel-item")).toHaveLength(3));
      expect(activeIndex()).toBe(0);
      await vi.advanceTimersByTimeAsync(3000);
      await waitFor(() => expect(activeIndex()).toBe(1));
      host.querySelector<HTMLButtonElement>("button[aria-label=Previous]")!.click();
      await waitFor(() => expect(activeIndex()).toBe(0));
      host.querySelector<HTMLButtonElement>("button[aria-label=Previous]")!.click();
      await waitFor(() => expect(activeIndex()).toBe(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
