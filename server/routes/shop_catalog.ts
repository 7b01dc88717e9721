// The shop's catalogue routes (spec 2 §2 "Shop", §7): the listing with its filters and layout,
// product pages, product images, combination info and dynamic variants.
import { SLUG, slugId } from "../slug";
import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { missingError, validationError } from "../errors";
import { escapeHtml, formatAmount, markup } from "../html";
import { rpcHandler } from "../jsonrpc";
import { readSessionData, writeSessionData } from "../portal/session_data";
import type { Row, Store } from "../store";
import { LAYOUT_KEY } from "../shop/cart";
import { attributesOf, combinationInfo, defaultCombination, findVariant, isCombinationPossible, prices, templates, variantPart } from "../shop/catalog";
import { renderShopPage } from "../shop/page";
import { addProduct, canEditShop } from "../shop/new_product";
import { currentUser } from "../session";
import { SEEN_KEY, VISITOR_KEY } from "../shop/visitor_keys";
import { keepOrder, readOrder, sortMenu, sortProducts } from "../shop/sort";
import { availabilityInfo } from "../shop_extras/stock";
import { ownerOf, wishesOf } from "../shop_extras/wishlist";
import { attributeFilters, type ListingFilters, productCard, variantChoices, money } from "../shop/views";

export const PRICE_RANGE = { min: 0, max: 100, step: 1 } as const;
export const LAYOUT_MODES = ["grid", "list"] as const;

function numberOrNull(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

export function readFilters(c: Context<AppEnv>): ListingFilters {
  const attrib = (c.req.queries("attrib") ?? [])
    .map((a) => /^(\d+)-(\d+)$/.exec(a))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .map((m) => [Number(m[1]), Number(m[2])] as [number, number]);
  return {
    minPrice: numberOrNull(c.req.query("min_price")),
    maxPrice: numberOrNull(c.req.query("max_price")),
    attrib,
    search: (c.req.query("search") ?? "").slice(0, 100),
    noFuzzy: c.req.query("noFuzzy") === "true",
    order: readOrder(c.req.query("order")),
  };
}

/** Edit distance of two short words (the listing's fuzzy search). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

const matches = (name: string, term: string) => name.toLowerCase().includes(term.toLowerCase());
const fuzzyMatches = (name: string, term: string) =>
  name
    .toLowerCase()
    .split(/\s+/)
    .some((word) => distance(word, term.toLowerCase()) <= Math.max(1, Math.floor(term.length / 4)));

export function filterProducts(store: Store, filters: ListingFilters): { products: Row[]; fuzzy: boolean } {
  const byAttribute = new Map<number, Set<number>>();
  for (const [attribute, value] of filters.attrib) (byAttribute.get(attribute) ?? byAttribute.set(attribute, new Set()).get(attribute)!).add(value);
  const base = templates(store).filter((t) => {
    const { price } = prices(store, t, defaultCombination(store, t));
    if (filters.minPrice !== null && price < filters.minPrice) return false;
    if (filters.maxPrice !== null && price > filters.maxPrice) return false;
    const attributes = attributesOf(store, t);
    return [...byAttribute].every(([attributeId, values]) => attributes.some((a) => a.id === attributeId && a.values.some((v) => values.has(v.id))));
  });
  if (!filters.search) return { products: base, fuzzy: false };
  const exact = base.filter((t) => matches(t.name, filters.search));
  if (exact.length || filters.noFuzzy) return { products: exact, fuzzy: false };
  return { products: base.filter((t) => fuzzyMatches(t.name, filters.search)), fuzzy: true };
}

function listing(c: Context<AppEnv>) {
  const store = c.get("store");
  const filters = readFilters(c);
  const layout = readSessionData(store, c.get("session").sid)[LAYOUT_KEY] === "list" ? "list" : "grid";
  const found = filterProducts(store, filters);
  const products = sortProducts(found.products, filters.order);
  const listingUrl = new URL(c.req.url);
  listingUrl.pathname = "/shop";
  const fuzzyNotice = found.fuzzy
    ? `<div class="alert alert-info o_wsale_fuzzy_notice">No results for "${escapeHtml(filters.search)}". Showing results for similar names. <a href="/shop?search=${encodeURIComponent(filters.search)}&amp;noFuzzy=true">Search for "${escapeHtml(filters.search)}" only</a></div>`
    : "";
  const wished = wishedProducts(c);
  const cards = products.length ? products.map((t) => productCard(store, t, c.get("session").csrf, wished)).join("\n") : `<div class="col-12"><p class="alert alert-info">No product defined in this category.</p></div>`;
  return renderShopPage(c, "listing.html", {
    search: filters.search,
    no_fuzzy: markup(filters.noFuzzy ? `<input type="hidden" name="noFuzzy" value="true"/>` : ""),
    keep_order: markup(keepOrder(filters.order)),
    sort_menu: markup(sortMenu(listingUrl, filters.order)),
    grid_checked: markup(layout === "grid" ? ' checked="checked"' : ""),
    list_checked: markup(layout === "list" ? ' checked="checked"' : ""),
    layout_class: layout === "list" ? "o_wsale_layout_list" : "",
    attribute_filters: markup(attributeFilters(store, filters)),
    min_price: String(filters.minPrice ?? PRICE_RANGE.min),
    max_price: String(filters.maxPrice ?? PRICE_RANGE.max),
    range_min: String(PRICE_RANGE.min),
    range_max: String(PRICE_RANGE.max),
    range_step: String(PRICE_RANGE.step),
    fuzzy_notice: markup(fuzzyNotice),
    products: markup(cards),
    count: String(products.length),
  });
}

const wishedProducts = (c: Context<AppEnv>) => new Set(wishesOf(c.get("store"), ownerOf(c)).map((w) => Number(w.product_id)));

const templateOf = (store: Store, id: unknown) => {
  const template = store.get("product.template", Number(id));
  if (!template || !template.website_published) throw missingError("This product does not exist.");
  return template;
};

function productPage(c: Context<AppEnv>) {
  const store = c.get("store");
  const id = slugId(c.req.param("slug"));
  const template = store.get("product.template", id);
  if (!template || (!template.website_published && !canEditShop(currentUser(c)))) return c.notFound();
  const combination = defaultCombination(store, template);
  const info = combinationInfo(store, template, combination);
  const { price, list_price, has_discounted_price } = prices(store, template, combination);
  return renderShopPage(c, "product.html", {
    name: template.name,
    display_name: info.display_name,
    description: template.description,
    template_id: String(template.id),
    product_id: String(info.product_id || ""),
    image: `/shop/image/${template.id}?combination=${variantPart(attributesOf(store, template), combination).join(",")}`,
    variants: markup(variantChoices(store, template, combination)),
    price: markup(money(price)),
    list_price: markup(money(list_price)),
    list_price_hidden: markup(has_discounted_price ? "" : " d-none"),
    base_unit_price: formatAmount(info.base_unit_price, "").trim(),
    base_unit_name: info.base_unit_name,
    tracking_info: JSON.stringify(info.product_tracking_info),
    availability: info.product_id ? JSON.stringify(availabilityInfo(store, c.get("session").sid, store.get("product.product", Number(info.product_id))!)) : "",
    wish_disabled: markup(info.product_id && wishedProducts(c).has(Number(info.product_id)) ? " disabled" : ""),
  });
}

const COLORS: Record<number, string> = { 3: "#f4f4f4", 4: "#333333" };

/** A drawn picture of the product (the reference server has no image files). */
function productImage(c: Context<AppEnv>) {
  const store = c.get("store");
  const template = store.get("product.template", Number(c.req.param("id")));
  if (!template) return c.notFound();
  const combination = (c.req.query("combination") ?? "").split(",").map(Number);
  const fill = COLORS[combination.find((id) => COLORS[id]) ?? 0] ?? ["#7c9cbf", "#bf9c7c", "#8fbf7c", "#bf7cae", "#7cbfb7", "#555"][template.id % 6];
  const ink = fill === "#f4f4f4" ? "#222" : "#fff";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" rx="24" fill="${fill}" stroke="#ccc"/><text x="300" y="215" font-family="sans-serif" font-size="36" text-anchor="middle" fill="${ink}">${escapeHtml(template.name)}</text></svg>`;
  return c.body(svg, 200, { "Content-Type": "image/svg+xml", "Cache-Control": "no-cache" });
}

function combinationFrom(params: Record<string, any>): number[] {
  const combination = params.combination;
  if (!Array.isArray(combination) || !combination.every((id) => Number.isInteger(id))) throw validationError("The combination must be a list of value ids.");
  return combination as number[];
}

export function shopCatalogRoutes(app: Hono<AppEnv>) {
  app.get("/shop", listing);
  app.get("/shop/page/:page{[0-9]+}", listing);
  app.get(`/shop/product/:slug${SLUG}`, productPage);
  app.get("/shop/image/:id{[0-9]+}", productImage);
  app.post(
    "/shop/add_product",
    rpcHandler((params, c) => addProduct(c.get("store"), currentUser(c), params.name)),
  );

  const info = rpcHandler((params, c) => {
    const store = c.get("store");
    const answer = combinationInfo(store, templateOf(store, params.product_template_id), combinationFrom(params));
    const variant = answer.product_id ? store.get("product.product", Number(answer.product_id)) : undefined;
    return variant ? { ...answer, ...availabilityInfo(store, c.get("session").sid, variant) } : answer;
  });
  app.post("/sale/get_combination_info", info);
  app.post("/sale/get_combination_info_website", info);

  app.post(
    "/sale/create_product_variant",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const template = templateOf(store, params.product_template_id);
      const raw = params.product_template_attribute_value_ids;
      const combination = combinationFrom({ combination: typeof raw === "string" ? JSON.parse(raw) : raw });
      if (!isCombinationPossible(store, template, combination)) throw validationError("This combination does not exist.");
      const existing = findVariant(store, template, combination);
      if (existing) return existing.id;
      return store.create("product.product", { product_tmpl_id: template.id, combination: variantPart(attributesOf(store, template), combination) }).id;
    }),
  );

  app.post(
    "/shop/products/recently_viewed_update",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const product = store.get("product.product", Number(params.product_id));
      if (!product) throw missingError("This product does not exist.");
      const sid = c.get("session").sid;
      const data = readSessionData(store, sid);
      const visitor = (data[VISITOR_KEY] as string | undefined) ?? randomUUID();
      const seen = [product.id, ...((data[SEEN_KEY] as number[] | undefined) ?? []).filter((id) => id !== product.id)].slice(0, 12);
      writeSessionData(store, sid, { [VISITOR_KEY]: visitor, [SEEN_KEY]: seen });
      return { visitor_uuid: visitor };
    }),
  );

  app.post(
    "/shop/save_shop_layout_mode",
    rpcHandler((params, c) => {
      if (!LAYOUT_MODES.includes(params.layout_mode)) throw validationError("Invalid shop layout mode");
      writeSessionData(c.get("store"), c.get("session").sid, { [LAYOUT_KEY]: params.layout_mode });
      return true;
    }),
  );
}
