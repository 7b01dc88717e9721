// After signing, the sale order page comes back with #allow_payment=yes in its hash: the 'pay now'
// button is then clicked for the customer and the hash state removed (spec 2 §2).
import { useEffect } from "react";
import { useHost } from "../../../src/hooks/env";

export const PAY_NOW_BUTTON = "#o_sale_portal_paynow";
export const ALLOW_PAYMENT_KEY = "allow_payment";

export function useAutoPayNow(): void {
  const host = useHost();
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    if (hash.get(ALLOW_PAYMENT_KEY) !== "yes") return;
    const button = host.querySelector<HTMLElement>(PAY_NOW_BUTTON);
    if (!button) return;
    hash.delete(ALLOW_PAYMENT_KEY);
    const rest = hash.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}${rest ? `#${rest}` : ""}`);
    button.click();
  }, [host]);
}
