// Where the shop's visitor reaches a tracked step (spec 2 §2 tracking pseudo-pages): checkout
// links, the confirm button (signup when nobody is signed in), the sign-in link, the payment button
// and the order confirmation block.
import { useEffect } from "react";
import { attr, child, defineIsland, defineMarkup, findIn, useBind, useEnv, type IslandProps } from "../../src/kit";
import { trackPage, TRACKING_PAGES } from "./tracking";

const markup = defineMarkup({
  children: {
    checkoutLinks: child.optional("a[href^='/shop/checkout']"),
    confirmLinks: child.optional("a[href='/shop/confirm_order'], form[action='/shop/confirm_order'] .a-submit"),
    // The platform tracks the sign-in offered on the checkout's address step (its `/web?redirect=`
    // or `/web/login?redirect=` link back to the checkout).
    signinLinks: child.optional("div.oe_cart a[href^='/web/login?redirect'][href$='/shop/checkout'], div.oe_cart a[href^='/web?redirect'][href$='/shop/checkout']"),
    payButtons: child.optional("form[name='o_payment_checkout'] button[name='o_payment_submit_button'], form[target='_self'] button[type=submit]"),
    txStatus: child.optional(".oe_website_sale_tx_status[data-order-id]", { orderId: attr.string("data-order-id") }),
    paymentRadios: child.optional("input[name='o_payment_radio']", { providerCode: attr.string("data-provider-code") }),
    radios: child.optional("input[type=radio]", { provider: attr.string("data-provider") }),
  },
});

/** Someone signed in has no login link in the header: confirming then signs a visitor up. */
const LOGIN_MENU = child.optional("#top_menu a[href^='/web/login']");

function TrackingLinks({ parts }: IslandProps<typeof markup>) {
  const env = useEnv();
  useEffect(() => {
    const status = parts.txStatus.first();
    if (status) trackPage(env, TRACKING_PAGES.orderConfirmed(parts.txStatus.attrs(status).orderId));
  }, [env, parts]);

  const paymentMethod = (button: HTMLElement) => {
    const form = button.closest("form");
    const chosen = (radios: HTMLInputElement[]) => radios.find((radio) => radio.checked && radio.closest("form") === form);
    const radio = chosen(parts.paymentRadios.all());
    const other = chosen(parts.radios.all());
    return (radio && parts.paymentRadios.attrs(radio).providerCode) || (other && parts.radios.attrs(other).provider) || "unknown";
  };

  const confirmed = () => {
    if (findIn(LOGIN_MENU, document).length) trackPage(env, TRACKING_PAGES.customerSignup);
    trackPage(env, TRACKING_PAGES.orderCheckout);
  };
  useBind(parts, {
    checkoutLinks: { on: { click: () => void trackPage(env, TRACKING_PAGES.customerCheckout) } },
    signinLinks: { on: { click: () => void trackPage(env, TRACKING_PAGES.customerSignin) } },
    confirmLinks: { on: { click: confirmed } },
    payButtons: { on: { click: (_event, button) => void trackPage(env, TRACKING_PAGES.orderPayment(paymentMethod(button))) } },
  });
  return null;
}

export default defineIsland({
  name: "shop.tracking",
  selector: ".oe_website_sale",
  moment: "load",
  mode: "enhance",
  markup,
  Component: TrackingLinks,
});
