// The list of the visitor's sales orders (/my/orders) with the portal search bar: search_in picks
// the field (reference, products or both) and search the text, both from the query string.
// /my/v15/orders serves the same list with the platform's 15 search bar (data-toggle, prepend).
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { partnerIdOf } from "../portal/access";
import { escapeHtml as e, formatAmount, formatDate, markup } from "../html";
import { loginRedirect, renderPortalPage } from "../portal/page";
import { orderLines, orderTotal } from "../portal/sale_order";
import { currentUser } from "../session";

export const ORDER_SEARCH_INPUTS = [
  { input: "name", label: "Search in Reference" },
  { input: "product", label: "Search in Products" },
  { input: "all", label: "Search in All" },
] as const;

export const V15_ORDERS = "/my/v15/orders";

export function portalOrdersRoutes(app: Hono<AppEnv>) {
  app.get("/my/orders", (c) => ordersPage(c, "orders.html"));
  app.get(V15_ORDERS, (c) => ordersPage(c, "orders_15.html"));
}

function ordersPage(c: Context<AppEnv>, fixture: string) {
  const user = currentUser(c);
  if (!user) return loginRedirect(c);
  const store = c.get("store");
  const searchIn = ORDER_SEARCH_INPUTS.some((s) => s.input === c.req.query("search_in")) ? c.req.query("search_in")! : "all";
  const search = (c.req.query("search") ?? "").trim().toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(search);
  const orders = store
    .all("sale.order")
    .filter((o) => partnerIdOf(o) === user.partner_id && o.state !== "draft")
    .filter((o) => {
      if (!search) return true;
      const byName = matches(o.name);
      const byProduct = orderLines(store, o.id).some((l) => matches(l.name));
      return searchIn === "name" ? byName : searchIn === "product" ? byProduct : byName || byProduct;
    });
  const inputs = ORDER_SEARCH_INPUTS.map(
    (s) => `<a href="#${s.input}" class="dropdown-item${s.input === searchIn ? " active" : ""}"><span>${e(s.label)}</span></a>`,
  ).join("\n");
  const rows = orders
    .map((o) => `<tr><td><a href="/my/orders/${o.id}">${e(o.name)}</a></td><td>${e(formatDate(o.date_order))}</td><td>${o.state === "sent" ? "Quotation" : "Sales Order"}</td><td class="text-end">${e(formatAmount(orderTotal(store, o.id), o.currency))}</td></tr>`)
    .join("\n");
  const results = orders.length
    ? `<div class="table-responsive border rounded"><table class="table bg-white mb-0 o_portal_my_doc_table"><thead><tr><th>Reference</th><th>Date</th><th>Status</th><th class="text-end">Total</th></tr></thead><tbody>${rows}</tbody></table></div>`
    : `<div class="alert alert-warning" role="status">There are currently no orders matching your search.</div>`;
  return renderPortalPage(c, fixture, [], { search: c.req.query("search") ?? "", search_inputs: markup(inputs), results: markup(results) });
}
