// The search bar's autocomplete (spec 3 §7): POST /website/snippet/autocomplete {search_type,
// term, order, limit, max_nb_chars, options} → {results, results_count, parts, fuzzy_search}.
// A term that finds nothing is replaced, when options.allowFuzzy is not false, by the closest
// word of the site (fuzzy_search names it).
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { rpcHandler } from "../jsonrpc";
import { escapeHtml, markup } from "../html";
import { renderFixture } from "./pages";
import { normalizeForSearch } from "../../src/core/fuzzy";
import { SEARCHABLES, type Searchable } from "./website_blocks_search_data";

export const SEARCH_TYPES = ["all", "pages", "products", "blogs"] as const;
export const DEFAULT_LIMIT = 5;

/** Edits (insert, delete, replace, swap of neighbours) from one word to the other. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

const wordsOf = (items: Searchable[]) => [...new Set(items.flatMap((item) => normalizeForSearch(`${item.name} ${item.description}`).split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length > 2))];

/** The site's word closest to the term (at most a third of its letters off), if any. */
export function closestWord(term: string, items: Searchable[]): string | null {
  const wanted = normalizeForSearch(term.trim());
  let best: { word: string; distance: number } | null = null;
  for (const word of wordsOf(items)) {
    const distance = editDistance(wanted, word);
    if (distance <= Math.max(1, Math.floor(wanted.length / 3)) && (!best || distance < best.distance)) best = { word, distance };
  }
  return best?.word ?? null;
}

const matches = (term: string) => (item: Searchable) => normalizeForSearch(`${item.name} ${item.description}`).includes(normalizeForSearch(term.trim()));
const cut = (text: string, max: number) => (max > 0 && text.length > max ? `${text.slice(0, Math.max(0, max - 1))}…` : text);

export function autocomplete(params: Record<string, any>) {
  const type = SEARCH_TYPES.includes(params.search_type) ? params.search_type : "all";
  const pool = SEARCHABLES.filter((item) => type === "all" || item.type === type);
  const term = String(params.term ?? "");
  let found = term.trim() ? pool.filter(matches(term)) : [];
  let fuzzy: string | false = false;
  if (!found.length && term.trim() && params.options?.allowFuzzy !== false) {
    const word = closestWord(term, pool);
    if (word) {
      fuzzy = word;
      found = pool.filter(matches(word));
    }
  }
  const descending = String(params.order ?? "").toLowerCase().endsWith("desc");
  found = [...found].sort((a, b) => a.name.localeCompare(b.name) * (descending ? -1 : 1));
  const limit = Number.isInteger(params.limit) && params.limit > 0 ? params.limit : DEFAULT_LIMIT;
  const maxChars = Number(params.max_nb_chars) || 0;
  return {
    results: found.slice(0, limit).map((item) => ({
      _fa: item.icon,
      name: item.name,
      website_url: item.url,
      description: cut(item.description, maxChars),
      image_url: item.image ?? false,
      detail: item.detail ?? false,
      detail_strike: item.detailStrike ?? false,
      detail_extra: item.detailExtra ?? false,
      extra_link: item.extraLink?.label ?? false,
      extra_link_url: item.extraLink?.url ?? false,
    })),
    results_count: found.length,
    parts: { name: true, website_url: true, description: true, image_url: type !== "pages", detail: type !== "pages", extra_link: type === "blogs" || type === "all" },
    fuzzy_search: fuzzy,
  };
}

/** The full results page the search bar's form submits to (GET /website/search?search=…). */
function resultsList(term: string): string {
  const { results, fuzzy_search } = autocomplete({ term, limit: SEARCHABLES.length, search_type: "all" });
  const note = fuzzy_search ? `<p class="o_search_fuzzy">Showing results for ${escapeHtml(fuzzy_search)}.</p>` : "";
  if (!results.length) return `${note}<p>No results found for '${escapeHtml(term)}'.</p>`;
  const items = results.map((r) => `<li class="list-group-item"><a href="${escapeHtml(r.website_url)}">${escapeHtml(r.name)}</a><div class="text-muted small">${escapeHtml(r.description)}</div></li>`);
  return `${note}<ul class="list-group">${items.join("")}</ul>`;
}

export function websiteBlocksSearchRoutes(app: Hono<AppEnv>) {
  app.post("/website/snippet/autocomplete", rpcHandler((params) => autocomplete(params)));
  app.get("/website/search", (c) => {
    const term = c.req.query("search") ?? "";
    return renderFixture(c, "blocks/search_results.html", { term, results: markup(resultsList(term)) });
  });
}
