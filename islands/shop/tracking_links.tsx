// Where the shop's visitor reaches a tracked step (spec 2 §2 tracking pseudo-pages): checkout
// links, the confirm button (signup when nobody is signed in), the sign-in link, the payment button
// and the order confirmation block.
import { defineIsland, useEnv, useHost, useHostEvent } from "../../src/kit";
import { useEffect } from "react";
import { trackPage, TRACKING_PAGES } from "./tracking";

export const CHECKOUT_LINKS = "a[href^='/shop/checkout']";
export const CONFIRM_LINKS = "a[href='/shop/confirm_order'], form[action='/shop/confirm_order'] .a-submit";
// The platform tracks the sign-in offered on the checkout's address step (its `/web?redirect=`
// or `/web/login?redirect=` link back to the checkout).
export const SIGNIN_LINKS = "div.oe_cart a[href^='/web/login?redirect'][href$='/shop/checkout'], div.oe_cart a[href^='/web?redirect'][href$='/shop/checkout']";
export const PAY_BUTTONS = "form[name='o_payment_checkout'] button[name='o_payment_submit_button'], form[target='_self'] button[type=submit]";
export const TX_STATUS = ".oe_website_sale_tx_status[data-order-id]";

function TrackingLinks() {
  const env = useEnv();
  const host = useHost();
  useEffect(() => {
    const status = host.querySelector<HTMLElement>(TX_STATUS) ?? (host.matches(TX_STATUS) ? host : null);
    if (status) trackPage(env, TRACKING_PAGES.orderConfirmed(status.dataset.orderId!));
  }, [env, host]);
  useHostEvent("click", () => void trackPage(env, TRACKING_PAGES.customerCheckout), { selector: CHECKOUT_LINKS });
  useHostEvent("click", () => void trackPage(env, TRACKING_PAGES.customerSignin), { selector: SIGNIN_LINKS });
  useHostEvent(
    "click",
    () => {
      if (document.querySelector("#top_menu a[href^='/web/login']")) trackPage(env, TRACKING_PAGES.customerSignup);
      trackPage(env, TRACKING_PAGES.orderCheckout);
    },
    { selector: CONFIRM_LINKS },
  );
  useHostEvent(
    "click",
    (_event, button) => {
      const form = button.closest("form");
      const method = form?.querySelector<HTMLInputElement>("input[name='o_payment_radio']:checked")?.dataset.providerCode ?? form?.querySelector<HTMLInputElement>("input[type=radio]:checked")?.dataset.provider ?? "unknown";
      trackPage(env, TRACKING_PAGES.orderPayment(method));
    },
    { selector: PAY_BUTTONS },
  );
  return null;
}

export default defineIsland({
  name: "shop.tracking",
  selector: ".oe_website_sale",
  moment: "load",
  mode: "enhance",
  Component: TrackingLinks,
});
