// The listing's sort order (spec 2 §2, the platform's `order` values): applied by the server to
// the products, kept by the filter and search forms, offered by the sort menu with its links.
import { escapeHtml } from "../html";
import type { Row } from "../store";

export const SORT_OPTIONS = [
  { order: "website_sequence asc", label: "Featured" },
  { order: "create_date desc", label: "Newest Arrivals" },
  { order: "name asc", label: "Name" },
  { order: "list_price asc", label: "Price - Low to High" },
  { order: "list_price desc", label: "Price - High to Low" },
] as const;
export type SortOrder = (typeof SORT_OPTIONS)[number]["order"];
export const DEFAULT_ORDER: SortOrder = "website_sequence asc";

/** The `order` of the query when it is one of the platform's, else the default. */
export function readOrder(value: string | undefined): SortOrder {
  const order = (value ?? "").trim().replace(/\s+/g, " ").toLowerCase();
  return SORT_OPTIONS.find((option) => option.order === order)?.order ?? DEFAULT_ORDER;
}

function key(template: Row, field: string): string | number {
  if (field === "website_sequence") return Number(template.website_sequence ?? template.id);
  if (field === "create_date") return String(template.create_date ?? "");
  if (field === "name") return String(template.name).toLowerCase();
  return Number(template[field] ?? 0);
}

/** The hidden field that keeps a chosen order in the filter and search forms. */
export function keepOrder(order: SortOrder): string {
  return order === DEFAULT_ORDER ? "" : `<input type="hidden" name="order" value="${escapeHtml(order)}"/>`;
}

/** The products in that order, then by id, newest first, as the platform's tie-break. */
export function sortProducts(products: Row[], order: SortOrder): Row[] {
  const [field, direction] = order.split(" ");
  const sign = direction === "desc" ? -1 : 1;
  return [...products].sort((a, b) => {
    const [x, y] = [key(a, field), key(b, field)];
    if (x < y) return -sign;
    if (x > y) return sign;
    return b.id - a.id;
  });
}

/** The sort menu: each entry links to the current listing in that order, the current one marked. */
export function sortMenu(current: URL, order: SortOrder): string {
  const items = SORT_OPTIONS.map((option) => {
    const url = new URL(current);
    url.searchParams.set("order", option.order);
    const active = option.order === order;
    return `<a role="menuitem" class="dropdown-item${active ? " active" : ""}"${active ? ' aria-current="true"' : ""} href="${escapeHtml(url.pathname + url.search)}">${escapeHtml(option.label)}</a>`;
  });
  const label = SORT_OPTIONS.find((option) => option.order === order)!.label;
  return `<button type="button" class="dropdown-toggle btn btn-light border" data-bs-toggle="dropdown" aria-expanded="false">Sort By: ${escapeHtml(label)}</button>
<div class="dropdown-menu dropdown-menu-end" role="menu">
${items.join("\n")}
</div>`;
}
