// Checkout steps (spec 2 §2 "Shop"): address form and country infos, checkout review, order
// confirmation (the cart becomes a sale order), and the payment page that hands the order to
// the payment form.
import { randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { missingError } from "../errors";
import { escapeHtml, formatAmount, markup } from "../html";
import { rpcHandler } from "../jsonrpc";
import { readSessionData, writeSessionData } from "../portal/session_data";
import { currentUser } from "../session";
import type { Row } from "../store";
import { type Address, ADDRESS_KEY, CART_KEY, cartTotal, ORDER_KEY, readCart } from "../shop/cart";
import { addressErrors, countryInfos } from "../shop/countries";
import { renderShopPage } from "../shop/page";
import { addressSummary, cartLines, shortSummary } from "../shop/views";
import { orderCheckoutForm } from "./payment";

export const ADDRESS_ERROR_MESSAGE = "Some required fields are empty.";
const FIELDS = ["name", "email", "phone", "street", "city", "zip", "country_id", "state_id"] as const;

const readAddress = (c: Context<AppEnv>) => readSessionData(c.get("store"), c.get("session").sid)[ADDRESS_KEY] as Address | undefined;

function addressPage(c: Context<AppEnv>, form: Record<string, string>, errors: Record<string, string> = {}) {
  const store = c.get("store");
  const countryId = Number(form.country_id) || 0;
  const infos = countryId ? countryInfos(store, countryId) : null;
  const countries = store
    .all("res.country")
    .map((country) => `<option value="${country.id}"${country.id === countryId ? ' selected="selected"' : ""}>${escapeHtml(country.name)}</option>`)
    .join("");
  const states = (infos?.states ?? [])
    .map(([id, name, code]) => `<option value="${id}" data-code="${escapeHtml(code)}"${String(id) === form.state_id ? ' selected="selected"' : ""}>${escapeHtml(name)}</option>`)
    .join("");
  const invalid = (field: string) => markup(errors[field] ? " is-invalid" : "");
  const messages = Object.values(errors).filter((m) => m !== "missing");
  const alert = Object.keys(errors).length
    ? `<div class="alert alert-danger" role="alert">${[...(Object.values(errors).includes("missing") ? [ADDRESS_ERROR_MESSAGE] : []), ...messages].map(escapeHtml).join("<br/>")}</div>`
    : "";
  return renderShopPage(c, "address.html", {
    ...Object.fromEntries(FIELDS.map((f) => [f, form[f] ?? ""])),
    ...Object.fromEntries(FIELDS.map((f) => [`${f}_invalid`, invalid(f)])),
    errors: markup(alert),
    signin: markup(currentUser(c) ? "" : SIGNIN_LINK),
    country_options: markup(countries),
    state_options: markup(states),
    state_hidden: markup(infos && (infos.states.length || infos.state_required) ? "" : " d-none"),
    zip_optional: markup(infos?.zip_required ? "" : " label-optional"),
    state_optional: markup(infos?.state_required ? "" : " label-optional"),
    phone_placeholder: infos?.phone_code ? `+${infos.phone_code}` : "",
  });
}

function orderLinesHtml(c: Context<AppEnv>) {
  const cart = readCart(c.get("store"), c.get("session").sid);
  return { cart, lines: markup(cartLines(cart).replace(/<input[^>]*>/g, (input) => `<span class="fw-bold">${/value="(\d+)"/.exec(input)?.[1] ?? ""}</span>`).replace(/<a href="#" class="js_add_cart_json[\s\S]*?<\/a>/g, "")), summary: markup(shortSummary(cart)) };
}

export function shopCheckoutRoutes(app: Hono<AppEnv>) {
  app.get("/shop/address", (c) => {
    const saved = readAddress(c);
    const user = currentUser(c);
    const form: Record<string, string> = saved
      ? Object.fromEntries(FIELDS.map((f) => [f, String(saved[f] || "")]))
      : { name: user?.name ?? "", email: user?.login?.includes("@") ? user.login : "", country_id: "" };
    return addressPage(c, form);
  });

  app.post("/shop/address", async (c) => {
    const raw = await c.req.parseBody();
    const form = Object.fromEntries(FIELDS.map((f) => [f, String(raw[f] ?? "").slice(0, 200)]));
    const errors = addressErrors(c.get("store"), form);
    if (Object.keys(errors).length) return addressPage(c, form, errors);
    const address: Address = {
      name: form.name.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
      street: form.street.trim(),
      city: form.city.trim(),
      zip: form.zip.trim(),
      country_id: Number(form.country_id),
      state_id: Number(form.state_id) || false,
    };
    writeSessionData(c.get("store"), c.get("session").sid, { [ADDRESS_KEY]: address });
    return c.redirect("/shop/checkout");
  });

  app.post(
    "/shop/country_infos/:id{[0-9]+}",
    rpcHandler((_params, c) => {
      const infos = countryInfos(c.get("store"), Number(c.req.param("id")));
      if (!infos) throw missingError("This country does not exist.");
      return infos;
    }),
  );

  app.get("/shop/checkout", (c) => {
    const { cart, lines, summary } = orderLinesHtml(c);
    if (!cart.lines.length) return c.redirect("/shop/cart");
    const address = readAddress(c);
    if (!address) return c.redirect("/shop/address");
    return renderShopPage(c, "checkout.html", { address: markup(addressSummary(c.get("store"), address)), lines, summary });
  });

  app.get("/shop/confirm_order", (c) => {
    const store = c.get("store");
    const sid = c.get("session").sid;
    const cart = readCart(store, sid);
    const address = readAddress(c);
    if (!cart.lines.length) return c.redirect("/shop/cart");
    if (!address) return c.redirect("/shop/address");
    const count = store.all("sale.order").length;
    const order = store.create("sale.order", {
      name: `S${String(100 + count).padStart(5, "0")}`,
      state: "draft",
      partner_id: currentUser(c)?.partner_id ? [currentUser(c)!.partner_id, currentUser(c)!.name] : false,
      partner_name: address.name,
      access_token: randomBytes(8).toString("hex"),
      date_order: new Date().toISOString().slice(0, 19).replace("T", " "),
      validity_date: false,
      currency: "$",
      require_signature: false,
      require_payment: true,
      signed_by: false,
      signature: false,
      website_order: true,
      amount_total: cartTotal(cart),
    });
    for (const line of cart.lines) store.create("sale.order.line", { order_id: order.id, name: line.name, product_id: line.product_id, product_uom_qty: line.quantity, price_unit: line.price_unit });
    writeSessionData(store, sid, { [ORDER_KEY]: order.id, [CART_KEY]: { lines: [], nextLineId: 1 }, shop_cart_snapshot: cart });
    return c.redirect(c.req.query("next") === "confirmation" ? "/shop/confirmation" : "/shop/payment");
  });

  app.get("/shop/payment", (c) => {
    const store = c.get("store");
    const orderId = readSessionData(store, c.get("session").sid)[ORDER_KEY] as number | undefined;
    const order = orderId ? store.get("sale.order", orderId) : undefined;
    if (!order) return c.redirect("/shop/cart");
    const lines = store.all("sale.order.line").filter((l) => l.order_id === order.id);
    const rows = lines
      .map((l) => `<tr><td>${escapeHtml(String(l.name).split("\n")[0])}</td><td class="text-end">${l.product_uom_qty}</td><td class="text-end">${escapeHtml(formatAmount(l.product_uom_qty * l.price_unit))}</td></tr>`)
      .join("");
    const address = readAddress(c);
    return renderShopPage(c, "payment.html", {
      order_id: String(order.id),
      order_name: order.name,
      access_token: order.access_token,
      amount: String(order.amount_total),
      amount_total: formatAmount(order.amount_total),
      rows: markup(rows),
      address: markup(address ? addressSummary(store, address) : ""),
      payment_form: markup(orderCheckoutForm(c, order, SHOP_LANDING_ROUTE)),
    });
  });
}

/** Where a paid shop order lands: its confirmation page (the session's last order). */
export const SHOP_LANDING_ROUTE = "/shop/confirmation";

/** The platform's sign-in offer on the address step of a visitor (tracked as customer_signin). */
export const SIGNIN_LINK = `<p class="mb-3">Already have an account? <a role="button" href="/web/login?redirect=/shop/checkout" class="btn btn-outline-primary btn-sm ms-1">Sign in</a></p>`;

export const ORDER_STATUS_MESSAGES = {
  paid: "Your payment has been received. Thank you for your order.",
  waiting: "Your order is waiting for the confirmation of its payment.",
} as const;

/** The status block of the confirmation page: paid once the order is confirmed, else waiting. */
export function orderStatus(order: Row) {
  const paid = order.state === "sale" || order.state === "done";
  const text = paid ? ORDER_STATUS_MESSAGES.paid : ORDER_STATUS_MESSAGES.waiting;
  return { recall: !paid, message: `<div class="alert ${paid ? "alert-success" : "alert-info"} mb-0"><span>${escapeHtml(text)}</span></div>` };
}

export function shopConfirmationRoutes(app: Hono<AppEnv>) {
  app.get("/shop/confirmation", (c) => {
    const store = c.get("store");
    const orderId = readSessionData(store, c.get("session").sid)[ORDER_KEY] as number | undefined;
    const order = orderId ? store.get("sale.order", orderId) : undefined;
    if (!order) return c.redirect("/shop");
    return renderShopPage(c, "confirmation.html", { order_id: String(order.id), order_name: order.name, amount_total: formatAmount(order.amount_total), status: markup(orderStatus(order).message) });
  });
  // Its status block polls /shop/payment/get_status/{id}, answered by the payment routes.
}
