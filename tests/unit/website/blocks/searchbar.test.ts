import { describe, expect, it } from "vitest";
import {
  ALL_RESULTS, AUTOCOMPLETE_ROUTE, CHARS_PER_WIDTH, FOCUS_OUT_DELAY_MS, FUZZY_NOTICE, MIN_MENU_WIDTH_PX, NO_RESULTS,
  SEARCH_DEBOUNCE_MS, TALL_MENU_MAX_HEIGHT, contextOptions, maxCharsFor,
} from "../../../../islands/website/blocks/searchbar_search";
import { autocomplete, closestWord, editDistance } from "../../../../server/routes/website_blocks_search";
import { SEARCHABLES } from "../../../../server/routes/website_blocks_search_data";

describe("search bar rules", () => {
  it("has the spec's numbers and texts", () => {
    expect([SEARCH_DEBOUNCE_MS, FOCUS_OUT_DELAY_MS, MIN_MENU_WIDTH_PX, CHARS_PER_WIDTH, TALL_MENU_MAX_HEIGHT]).toEqual([400, 100, 300, 0.22, "40vh"]);
    expect(AUTOCOMPLETE_ROUTE).toBe("/website/snippet/autocomplete");
    expect([NO_RESULTS, ALL_RESULTS]).toEqual(["No results found. Please try another search.", "All results"]);
    expect(FUZZY_NOTICE).toBe("No results found for '%s'. Showing results for '%s'.");
  });

  it("cuts results to 22% of the larger of 300 and the width", () => {
    expect(maxCharsFor(100)).toBe(66);
    expect(maxCharsFor(1000)).toBe(220);
  });

  it("passes hidden inputs, query parameters but search, and ids of '-digits' segments", () => {
    expect(contextOptions("/shop/category/desks-5?search=x&page=2&attrib=", [["order", "name asc"], ["empty", ""]])).toEqual({
      order: "name asc", page: "2", category: "5",
    });
    expect(contextOptions("/blog/our-news-1/post-3", [])).toEqual({ blog: "1", "our-news-1": "3" });
    expect(contextOptions("/website/search", [])).toEqual({});
  });
});

describe("autocomplete route", () => {
  it("finds by name and description, sorted, limited, cut, with the parts", () => {
    const answer = autocomplete({ search_type: "products", term: "desk", order: "name desc", limit: 1, max_nb_chars: 10, options: {} });
    expect(answer.results_count).toBe(2);
    expect(answer.results).toEqual([expect.objectContaining({ name: "Office Desk", description: "A large o…", detail: "$ 450.00", detail_extra: "per unit" })]);
    expect(answer.fuzzy_search).toBe(false);
    expect(answer.parts).toMatchObject({ name: true, description: true, detail: true });
  });

  it("answers a misspelt term with the closest word, unless fuzzy is off", () => {
    expect(editDistance("chiar", "chair")).toBe(1);
    expect(closestWord("lampp", SEARCHABLES)).toBe("lamp");
    expect(closestWord("xylophone", SEARCHABLES)).toBeNull();
    expect(autocomplete({ term: "chiar", options: {} })).toMatchObject({ fuzzy_search: "chair", results: expect.arrayContaining([expect.objectContaining({ name: "Office Chair" })]) });
    expect(autocomplete({ term: "chiar", options: { allowFuzzy: false } })).toMatchObject({ fuzzy_search: false, results: [] });
  });
});
