// The search bar's numbers and options (spec 3 §2, §4 Blocks, §7, §9).
export const SEARCH_DEBOUNCE_MS = 400;
export const FOCUS_OUT_DELAY_MS = 100;
export const MIN_MENU_WIDTH_PX = 300;
export const CHARS_PER_WIDTH = 0.22;
export const TALL_MENU_MAX_HEIGHT = "40vh";
export const AUTOCOMPLETE_ROUTE = "/website/snippet/autocomplete";
export const NO_RESULTS = "No results found. Please try another search.";
export const FUZZY_NOTICE = "No results found for '%s'. Showing results for '%s'.";
export const ALL_RESULTS = "All results";

/** How many characters of a result fit: 22% of the larger of 300 px and the bar's width. */
export function maxCharsFor(width: number): number {
  return Math.round(Math.max(MIN_MENU_WIDTH_PX, width) * CHARS_PER_WIDTH);
}

/**
 * Options read from where the bar sends its search: its hidden inputs, the query parameters
 * other than `search`, and each path segment ending in "-digits", taken as the id of the entity
 * named by the segment before it (/shop/category/desks-5 → category: "5").
 */
export function contextOptions(action: string, hidden: [string, string][]): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [name, value] of hidden) if (name && value) options[name] = value;
  const url = new URL(action, "http://x");
  for (const [key, value] of url.searchParams) if (key !== "search" && value) options[key] = value;
  const segments = url.pathname.split("/").map((segment) => decodeURIComponent(segment));
  segments.forEach((segment, index) => {
    const id = /-(\d+)$/.exec(segment)?.[1];
    if (index > 1 && id) options[segments[index - 1]] = id;
  });
  return options;
}

type Shown = "description" | "image_url" | "detail" | "detail_strike" | "detail_extra" | "extra_link" | "extra_link_url";
export type SearchResult = { _fa?: string; name: string; website_url: string } & { [K in Shown]?: string | false };
export type SearchAnswer = { results: SearchResult[]; results_count: number; parts: Record<string, boolean>; fuzzy_search: string | false };
