// Purchase orders in the portal (/my/purchase/{id}): the page, its PDF, and the vendor's change
// of a line's scheduled date, posted by a form (field name = line id, value = YYYY-MM-DD);
// answered 204 like a real server.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { canAccess } from "../portal/access";
import { escapeHtml as e, escapeUrl, formatAmount, formatDate, markup, url } from "../html";
import { messageThread } from "../portal/layout";
import { loginRedirect, renderPortalPage } from "../portal/page";
import { textPdf } from "../portal/pdf";
import { currentUser } from "../session";
import type { Row } from "../store";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const lineAmount = (line: Row) => Number(line.product_qty) * Number(line.price_unit);

export function portalPurchaseRoutes(app: Hono<AppEnv>) {
  app.get("/my/purchase/:id{[0-9]+}", (c) => {
    const store = c.get("store");
    const order = store.get("purchase.order", Number(c.req.param("id")));
    const user = currentUser(c);
    if (!order || !canAccess(store, user, "purchase.order", order, c.req.query("access_token"))) return user ? c.redirect("/my") : loginRedirect(c);
    const lines = store.all("purchase.order.line").filter((l) => l.order_id === order.id);
    const total = lines.reduce((sum, l) => sum + lineAmount(l), 0);
    if (c.req.query("report_type") === "pdf") {
      const pdf = textPdf([`Purchase Order ${order.name}`, ...lines.map((l) => `${l.name}  x${l.product_qty}  ${l.date_planned}`), `Total: ${formatAmount(total, order.currency)}`]);
      return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf" });
    }
    const action = `/my/purchase/${order.id}/update?access_token=${encodeURIComponent(order.access_token)}`;
    const rows = lines
      .map(
        (l) => `<tr><td>${e(l.name)}</td><td class="text-end">${e(l.product_qty)}</td>
<td><form class="o_purchase_date_form" action="${escapeUrl(action)}" method="post"><input type="hidden" name="csrf_token" value="${e(c.get("session").csrf)}"/>
<input type="date" class="form-control form-control-sm o-purchase-datetimepicker" name="${l.id}" value="${e(l.date_planned)}" required="required" aria-label="Scheduled date of ${e(l.name)}"/></form></td>
<td class="text-end">${e(formatAmount(l.price_unit, order.currency))}</td><td class="text-end">${e(formatAmount(lineAmount(l), order.currency))}</td></tr>`,
      )
      .join("\n");
    return renderPortalPage(c, "purchase_order.html", [["My Account", "/my"], ["Purchase Orders", "/my"], [order.name]], {
      order_id: order.id,
      order_name: order.name,
      amount_total: formatAmount(total, order.currency),
      print_url: url(`/my/purchase/${order.id}?access_token=${encodeURIComponent(order.access_token)}&report_type=pdf`),
      representative: order.user_id?.[1] ?? "",
      date_order: formatDate(order.date_order),
      date_approve: formatDate(order.date_approve),
      lines: markup(rows),
      chatter: messageThread("purchase.order", order.id, order.access_token),
    });
  });

  app.post("/my/purchase/:id{[0-9]+}/update", async (c) => {
    const store = c.get("store");
    const order = store.get("purchase.order", Number(c.req.param("id")));
    if (!order || !canAccess(store, currentUser(c), "purchase.order", order, c.req.query("access_token"))) return c.text("Forbidden", 403);
    const form = await c.req.parseBody();
    for (const [key, value] of Object.entries(form)) {
      if (key === "csrf_token") continue;
      const line = store.get("purchase.order.line", Number(key));
      if (!line || line.order_id !== order.id) return c.text("Unknown order line", 400);
      if (typeof value === "string" && ISO_DATE.test(value)) store.write("purchase.order.line", line.id, { date_planned: value });
    }
    return c.body(null, 204);
  });
}
