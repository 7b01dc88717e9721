// Issue #31, item "dynamic snippet {hash}" (spec 3 §3 Dynamic snippet options, §7 /website/snippet/filters):
// the block's own option object (`data-custom-template-data`, a JSON object) goes with the filter call,
// merged after the other parameters as the platform does; anything but an object is left out.
import { afterEach, describe, expect, it, vi } from "vitest";
import dynamicSnippet from "../../../../islands/website/blocks/dynamic_snippet";
import { FILTERS_ROUTE, filterParams, readCustomTemplateData, type DynamicSnippetOptions } from "../../../../islands/website/blocks/dynamic_snippet_filter";
import { mountBlock } from "./mount";

const CARD = "website_sale.dynamic_filter_template_product_product_add_to_cart";
afterEach(() => void (document.body.innerHTML = ""));

describe("the dynamic snippet's {hash} option", () => {
  it("reads a JSON object, and nothing from anything else", () => {
    expect(readCustomTemplateData('{"show_variants": true, "rating": 4}')).toEqual({ show_variants: true, rating: 4 });
    expect(readCustomTemplateData(null)).toEqual({});
    expect(readCustomTemplateData("[1, 2]")).toEqual({});
    expect(readCustomTemplateData("{not json")).toEqual({});
  });

  it("is merged into the filter call's parameters, after the others", () => {
    const options: DynamicSnippetOptions = {
      filterId: 1, templateKey: CARD, numberOfRecords: 4, numberOfElements: 4, numberOfElementsSmallDevices: 1, carouselInterval: 5000,
      forceMinimumLimit: false, carousel: false, kind: "other", filterByBlogId: -1, productCategoryId: "all", productNames: "",
      customTemplateData: { show_variants: true },
    };
    expect(filterParams(options, false, null, { lang: "en_US" })).toEqual({
      filter_id: 1, template_key: CARD, limit: 4, search_domain: [], with_sample: false, context: { lang: "en_US" }, show_variants: true,
    });
  });

  it("is sent by the block on a static page", async () => {
    document.body.innerHTML = `<section class="s_dynamic_snippet" data-filter-id="1" data-template-key="${CARD}" data-number-of-records="2" data-custom-template-data='{"show_variants": true}'><div class="dynamic_snippet_template"></div></section>`;
    const calls: { route: string; params: Record<string, unknown> }[] = [];
    const rpc = (route: string, params: Record<string, unknown>) => {
      calls.push({ route, params });
      return Object.assign(Promise.resolve(["<div>One</div>"]), { abort: () => {} });
    };
    await mountBlock(dynamicSnippet, document.querySelector(".s_dynamic_snippet")!, { rpc });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ route: FILTERS_ROUTE, params: expect.objectContaining({ filter_id: 1, limit: 2, show_variants: true }) });
  });
});
