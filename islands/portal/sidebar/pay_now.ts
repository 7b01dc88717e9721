// After signing, the sale order page comes back with #allow_payment=yes in its hash: the 'pay now'
// button is then clicked for the customer and the hash state removed (spec 2 §2).
import { useEffect } from "react";
import { child, type Part } from "../../../src/kit";

export const ALLOW_PAYMENT_KEY = "allow_payment";
export const payNowChildren = { payNow: child.optional("#o_sale_portal_paynow") };

export function useAutoPayNow(payNow: Part): void {
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    if (hash.get(ALLOW_PAYMENT_KEY) !== "yes") return;
    const button = payNow.first();
    if (!button) return;
    hash.delete(ALLOW_PAYMENT_KEY);
    const rest = hash.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}${rest ? `#${rest}` : ""}`);
    button.click();
  }, [payNow]);
}
