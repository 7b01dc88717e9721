// The payment status page and its poll (spec 2 §4 "Polling answers"), the shop's order status
// poll (§4 "Shop order status polling") and the order confirmation page it runs on.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml as e, formatAmount } from "../html";
import { rpcHandler } from "../jsonrpc";
import { displayMessage, providerOf } from "../payment/providers";
import { monitoredIds, stopMonitoring } from "../payment/transaction_request";
import { advancePending, displayValues, lastOrderTransaction, postProcess } from "../payment/transactions";
import { canAccess } from "../portal/access";
import { orderTotal } from "../portal/sale_order";
import { accessError } from "../errors";
import { tokensEqual } from "../security/tokens";
import { currentUser } from "../session";
import { renderFixture } from "./pages";
import type { Row, Store } from "../store";

export const NO_TX_FOUND = "no_tx_found";
export const TX_PROCESS_RETRY = "tx_process_retry";

/** The order's payment state as the shop's confirmation page shows it (HTML, sanitized by the island). */
export function orderStatusMessage(store: Store, order: Row): string {
  const tx = lastOrderTransaction(store, order.id);
  if (!tx) return `<div class="alert alert-info"><span>No payment has been made for this order yet.</span></div>`;
  const provider = providerOf(store, tx.provider_id);
  const text = displayMessage(provider, tx.state) ?? tx.state_message ?? tx.state;
  const tone = tx.state === "done" ? "success" : tx.state === "pending" ? "warning" : tx.state === "cancel" || tx.state === "error" ? "danger" : "info";
  return `<div class="alert alert-${tone}"><span>${e(text)}</span> <span class="small">${e(tx.reference)} · ${e(formatAmount(tx.amount, order.currency))}</span></div>`;
}

export function paymentStatusRoutes(app: Hono<AppEnv>) {
  app.get("/payment/status", (c) => renderFixture(c, "payment/status.html"));

  app.post(
    "/payment/status/poll",
    rpcHandler((params, c) => {
      if (!tokensEqual(params.csrf_token, c.get("session").csrf)) throw accessError("Invalid CSRF token.");
      const store = c.get("store");
      const monitored = monitoredIds(c).map((id) => store.get("payment.transaction", id)).filter((tx): tx is Row => Boolean(tx));
      if (!monitored.length) return { success: false, error: NO_TX_FOUND };
      const current = monitored.map((tx) => advancePending(store, tx));
      const displayValuesList = current.map((tx) => displayValues(store, tx));
      stopMonitoring(c, current.filter((tx) => tx.is_post_processed).map((tx) => tx.id));
      current.filter((tx) => !tx.is_post_processed).forEach((tx) => postProcess(store, tx));
      return { success: true, display_values_list: displayValuesList, error: null };
    }),
  );

  app.post(
    "/shop/payment/get_status/:id{[0-9]+}",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const order = store.get("sale.order", Number(c.req.param("id")));
      // As the platform: an order the visitor may not see answers nothing (and stops the polling).
      if (!order || !canAccess(store, currentUser(c), "sale.order", order, params.access_token)) return {};
      const tx = lastOrderTransaction(store, order.id);
      return { recall: tx?.state === "pending", message: orderStatusMessage(store, order) };
    }),
  );

  app.get("/shop/payment/confirmation/:id{[0-9]+}", (c) => {
    const store = c.get("store");
    const order = store.get("sale.order", Number(c.req.param("id")));
    const token = c.req.query("access_token");
    if (!order || !canAccess(store, currentUser(c), "sale.order", order, token)) return c.redirect("/my");
    return renderFixture(c, "payment/order_confirmation.html", {
      order_id: order.id,
      order_name: order.name,
      access_token: order.access_token,
      amount_total: formatAmount(orderTotal(store, order.id), order.currency),
    });
  });
}
