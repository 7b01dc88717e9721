// Saved payment methods (payment.token): a partner's active tokens, the documents a token is
// linked to (payment.token get_linked_records_info) and archiving.
import type { Store } from "../store";
import { portalUrl } from "../portal/sale_order_view";

const partnerIdOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function partnerTokens(store: Store, partnerId: number) {
  return store.all("payment.token").filter((token) => token.active && partnerIdOf(token.partner_id) === partnerId);
}

/** The sale orders that pay with the token (a subscription, a confirmed order). */
export function linkedRecords(store: Store, tokenId: number) {
  return store
    .all("sale.order")
    .filter((order) => order.payment_token_id === tokenId)
    .map((order) => ({ description: "Sales Order", id: order.id, name: order.name, url: portalUrl(order) }));
}

export function maskedCard(number: string): string {
  return `•••• ${String(number).replace(/\D/g, "").slice(-4)}`;
}
