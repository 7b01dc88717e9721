// Sale order state as the portal sees it (spec 2 §2 "Sale order portal sidebar"): lines, totals,
// whether the quote is still editable, must be signed or paid.
import type { Row, Store } from "../store";

export const lineTotal = (line: Row) => Number(line.product_uom_qty) * Number(line.price_unit);

export function orderLines(store: Store, orderId: number): Row[] {
  return store.all("sale.order.line").filter((l) => l.order_id === orderId);
}

export function orderOptions(store: Store, orderId: number): Row[] {
  return store.all("sale.order.option").filter((o) => o.order_id === orderId);
}

export const orderTotal = (store: Store, orderId: number) => orderLines(store, orderId).reduce((sum, l) => sum + lineTotal(l), 0);

export const isQuotation = (order: Row) => order.state === "draft" || order.state === "sent";
export const hasToBeSigned = (order: Row) => isQuotation(order) && Boolean(order.require_signature) && !order.signature;
export const hasToBePaid = (store: Store, order: Row) =>
  isQuotation(order) && Boolean(order.require_payment) && !order.paid && orderTotal(store, order.id) > 0;

export function orderDetails(store: Store, order: Row) {
  const total = orderTotal(store, order.id);
  return { order_amount_total: total, order_amount_untaxed: total, order_amount_tax: 0 };
}
