// The website's snippet filters (spec 3 §7 /website/snippet/filters): which records each filter
// lists, narrowed by the block's search domain, and sample records for the editor when there are
// none. Only published records are listed (the public's record rule on products and posts).
import { Domain, type DomainListRepr } from "../../src/core/domain";
import type { Translate } from "../../src/runtime/env";
import { userError } from "../errors";
import { prices, productUrl, templates } from "../shop/catalog";
import type { Row, Store } from "../store";
import { categoriesOf } from "./product_categories";
import { templateOf, type SnippetRecord } from "./snippet_templates";

export interface SnippetFilter {
  id: number;
  name: string;
  model: "product.template" | "blog.post";
  records: (store: Store) => Row[];
}

const publishedPosts = (store: Store) => store.all("blog.post").filter((post) => post.is_published);

export const SNIPPET_FILTERS: SnippetFilter[] = [
  { id: 1, name: "Newest Products", model: "product.template", records: (store) => [...templates(store)].reverse() },
  { id: 2, name: "Products on Sale", model: "product.template", records: (store) => templates(store).filter((t) => Number(t.discount) > 0) },
  { id: 3, name: "Recently Viewed Products", model: "product.template", records: () => [] },
  { id: 4, name: "Latest Blog Posts", model: "blog.post", records: publishedPosts },
];

export const UNKNOWN_FILTER = "This filter does not exist.";
export const UNKNOWN_TEMPLATE = "This template cannot show these records.";
export const MAX_LIMIT = 16;
export const SAMPLE_COUNT = 4;

/** The records as the domain sees them: a product's public categories, a post's blog. */
const searchable = (model: SnippetFilter["model"], row: Row): Row =>
  model === "product.template" ? { ...row, public_categ_ids: categoriesOf(row.id) } : row;

/** The block's domain, with child_of read as in (the categories are flat) and [0, '=', 1] as "none". */
function domainOf(search: unknown): Domain {
  if (!Array.isArray(search)) return new Domain([]);
  const leaves: DomainListRepr = search.map((term) => {
    if (!Array.isArray(term)) return term;
    if (term[1] === "child_of") return [term[0], "in", [term[2]].flat()];
    if (term[0] === 0) return ["id", "=", term[2] === 1 ? false : true];
    return term;
  });
  return new Domain(leaves);
}

function toRecord(store: Store, model: SnippetFilter["model"], row: Row): SnippetRecord {
  if (model === "product.template") return { name: row.name, url: productUrl(row), image: `/shop/image/${row.id}`, price: prices(store, row, []) };
  return { name: row.name, url: `/blog/our-news-${row.blog_id}/${String(row.name).toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${row.id}`, image: `/static/blocks/gallery-${(row.id % 4) + 1}.svg`, subtitle: "Our News" };
}

const sampleRecords = (model: SnippetFilter["model"]): SnippetRecord[] =>
  Array.from({ length: SAMPLE_COUNT }, (_, i) => ({
    name: model === "product.template" ? `Sample product ${i + 1}` : `Sample post ${i + 1}`,
    url: "#",
    image: `/static/blocks/gallery-${i + 1}.svg`,
    isSample: true,
    ...(model === "product.template" ? { price: { price: 10 * (i + 1), list_price: 10 * (i + 1), has_discounted_price: false } } : { subtitle: "Sample" }),
  }));

/** The HTML fragments of a filter's records for a template. */
export function renderFilter(store: Store, params: Record<string, any>, t: Translate = (source) => source): string[] {
  const filter = SNIPPET_FILTERS.find((f) => f.id === Number(params.filter_id));
  if (!filter) throw userError(UNKNOWN_FILTER);
  const template = templateOf(String(params.template_key ?? ""));
  if (!template || template.model !== filter.model) throw userError(UNKNOWN_TEMPLATE);
  const limit = Number.isInteger(params.limit) && params.limit > 0 ? Math.min(params.limit, MAX_LIMIT) : MAX_LIMIT;
  const domain = domainOf(params.search_domain);
  const rows = filter.records(store).filter((row) => domain.contains(searchable(filter.model, row))).slice(0, limit);
  const records = rows.length ? rows.map((row) => toRecord(store, filter.model, row)) : params.with_sample ? sampleRecords(filter.model) : [];
  return records.map((record) => template.render(record, t));
}
