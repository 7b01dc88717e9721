// Sale orders in the portal (spec 2 §2, §7): the order page rendered from the store, its PDF,
// quote line changes, optional products and the signature.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { accessError, userError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { canAccess, checkDocumentAccess } from "../portal/access";
import { escapeHtml, formatAmount, markup, url } from "../html";
import { messageThread } from "../portal/layout";
import { loginRedirect, renderPortalPage } from "../portal/page";
import { textPdf } from "../portal/pdf";
import { hasToBePaid, hasToBeSigned, isQuotation, lineTotal, orderDetails, orderLines, orderTotal } from "../portal/sale_order";
import { acceptModal, actionButton, portalUrl, quoteContent, signedAlert } from "../portal/sale_order_view";
import { checkQuantity } from "../security/bounds";
import { orderCheckoutForm } from "./payment";
import { currentUser } from "../session";
import type { Row } from "../store";

export const SIGN_ERRORS = {
  invalidOrder: "Invalid order.",
  notToSign: "The order is not in a state requiring customer signature.",
  missing: "Signature is missing.",
  invalidData: "Invalid signature data.",
} as const;

function orderPdf(c: Context<AppEnv>, order: Row) {
  const store = c.get("store");
  const lines = orderLines(store, order.id).map((l) => `${l.name}  x${l.product_uom_qty}  ${formatAmount(lineTotal(l), order.currency)}`);
  const pdf = textPdf([`${isQuotation(order) ? "Quotation" : "Order"} ${order.name}`, ...lines, `Total: ${formatAmount(orderTotal(store, order.id), order.currency)}`]);
  const disposition = c.req.query("download") ? "attachment" : "inline";
  return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf", "Content-Disposition": `${disposition}; filename="${order.name}.pdf"` });
}

function orderPage(c: Context<AppEnv>) {
  const store = c.get("store");
  const order = store.get("sale.order", Number(c.req.param("id")));
  const user = currentUser(c);
  if (!order || !canAccess(store, user, "sale.order", order, c.req.query("access_token"))) return user ? c.redirect("/my") : loginRedirect(c);
  if (c.req.query("report_type") === "pdf") return orderPdf(c, order);
  const expiry =
    order.validity_date && isQuotation(order)
      ? `<div class="small"><i class="fa fa-clock-o"></i> <span class="o_portal_sidebar_timeago ms-1" datetime="${escapeHtml(order.validity_date)}">${escapeHtml(order.validity_date)}</span></div>`
      : "";
  return renderPortalPage(c, "sale_order.html", [["My Account", "/my"], ["Sales Orders", "/my/orders"], [order.name]], {
    order_id: order.id,
    order_name: order.name,
    amount_total: formatAmount(orderTotal(store, order.id), order.currency),
    download_url: url(portalUrl(order, "", "&report_type=pdf&download=true")),
    print_url: url(portalUrl(order, "", "&report_type=pdf")),
    salesperson: order.user_id?.[1] ?? "",
    sidebar_due: markup(expiry),
    action_button: markup(actionButton(store, order)),
    modal: markup(acceptModal(store, order, hasToBePaid(store, order) ? orderCheckoutForm(c, order) : "")),
    content: markup(quoteContent(store, order)),
    alert: markup(signedAlert(store, order, c.req.query("message"))),
    chatter: messageThread("sale.order", order.id, order.access_token),
  });
}

function editableOrder(c: Context<AppEnv>, params: Record<string, any>): Row {
  const { record } = checkDocumentAccess(c, "sale.order", Number(c.req.param("id")), params.access_token);
  if (!isQuotation(record)) throw userError("This order can no longer be changed.");
  return record;
}

export function portalSaleRoutes(app: Hono<AppEnv>) {
  app.get("/my/orders/:id{[0-9]+}", orderPage);

  app.post(
    "/my/orders/:id{[0-9]+}/update_line_dict",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const order = editableOrder(c, params);
      const line = store.get("sale.order.line", Number(params.line_id));
      if (!line || line.order_id !== order.id) return false;
      const typed = params.input_quantity !== false && params.input_quantity !== undefined && params.input_quantity !== null;
      const quantity = checkQuantity(typed ? params.input_quantity : Number(line.product_uom_qty) + (params.remove ? -1 : 1));
      if (params.unlink || !(quantity > 0)) {
        store.unlink("sale.order.line", line.id);
        for (const option of store.all("sale.order.option").filter((o) => o.line_id === line.id)) store.write("sale.order.option", option.id, { line_id: false });
        return { ...orderDetails(store, order), unlink: true };
      }
      store.write("sale.order.line", line.id, { product_uom_qty: quantity });
      return orderDetails(store, order);
    }),
  );

  app.post(
    "/my/orders/:id{[0-9]+}/add_option/:optionId{[0-9]+}",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const order = editableOrder(c, params);
      const option = store.get("sale.order.option", Number(c.req.param("optionId")));
      if (!option || option.order_id !== order.id) throw accessError("This option does not belong to the order.");
      if (!option.line_id) {
        const line = store.create("sale.order.line", { order_id: order.id, name: option.name, product_uom_qty: option.quantity, price_unit: option.price_unit });
        store.write("sale.order.option", option.id, { line_id: line.id });
      }
      return orderDetails(store, order);
    }),
  );

  app.post(
    "/my/orders/:id{[0-9]+}/accept",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const token = params.access_token ?? c.req.query("access_token");
      const order = store.get("sale.order", Number(c.req.param("id")));
      if (!order || !canAccess(store, currentUser(c), "sale.order", order, token)) return { error: SIGN_ERRORS.invalidOrder };
      if (!hasToBeSigned(order)) return { error: SIGN_ERRORS.notToSign };
      if (!params.signature) return { error: SIGN_ERRORS.missing };
      if (typeof params.signature !== "string" || !/^[A-Za-z0-9+/=]+$/.test(params.signature)) return { error: SIGN_ERRORS.invalidData };
      const signedOn = new Date().toISOString().slice(0, 19).replace("T", " ");
      const signed = store.write("sale.order", order.id, { signed_by: String(params.name ?? ""), signed_on: signedOn, signature: params.signature })!;
      const toPay = hasToBePaid(store, signed);
      if (!toPay) store.write("sale.order", order.id, { state: "sale" });
      store.create("mail.message", {
        model: "sale.order",
        res_id: order.id,
        body: `<p>Order signed by ${escapeHtml(params.name ?? "")}</p>`,
        date: signedOn,
        author_id: signed.partner_id,
        message_type: "comment",
        is_internal: false,
        attachments: [],
      });
      return { force_refresh: true, redirect_url: portalUrl(order, "", `&message=sign_ok${toPay ? "#allow_payment=yes" : ""}`) };
    }),
  );
}
