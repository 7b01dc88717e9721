// Payment routes (spec 2 §7 "Payments"): the transaction routes of sale orders, invoices and the
// payment method page, the demo provider (its redirect page and return, its card route), saved
// methods (archive, assign), and /my/payment_method.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { accessError, userError, validationError } from "../errors";
import { escapeHtml as e, formatAmount, markup } from "../html";
import { rpcHandler } from "../jsonrpc";
import { afterTransaction } from "../transaction";
import "../payment/model_access";
import { paymentForm } from "../payment/checkout_markup";
import { CARD_ERROR, CARD_REFUSED, cardOutcome } from "../payment/providers";
import { maskedCard, partnerTokens } from "../payment/tokens";
import { DEMO_REDIRECT_ROUTE, monitoredIds, processTransaction } from "../payment/transaction_request";
import { POLLS_BEFORE_CONFIRMATION, setState, transactionByReference } from "../payment/transactions";
import { canAccess, checkDocumentAccess, partnerIdOf } from "../portal/access";
import { breadcrumbs } from "../portal/layout";
import { loginRedirect } from "../portal/page";
import { renderFixture } from "./pages";
import { orderTotal } from "../portal/sale_order";
import { portalUrl } from "../portal/sale_order_view";
import { tokensEqual } from "../security/tokens";
import { commercialPartnerId } from "../security/user_type";
import { currentUser } from "../session";
import type { Row } from "../store";

export const PAYMENT_METHOD_PAGE = "/my/payment_method";
export const DEMO_RETURN_ROUTE = "/payment/demo/return";
export const DEMO_CARD_ROUTE = "/payment/demo/card";
export const DEMO_OUTCOMES = { pay: "done", later: "pending", cancel: "cancel" } as const;

export const invoiceLandingRoute = (invoice: Row) => `/my/invoices/${invoice.id}?access_token=${encodeURIComponent(invoice.access_token)}`;

function requirePartner(c: Context<AppEnv>): number {
  const user = currentUser(c);
  if (!user) throw accessError("You must be logged in to manage your payment methods.");
  return commercialPartnerId(c.get("store"), user.partner_id) ?? user.partner_id;
}

/** A transaction of this session (the one the browser started), by its reference. */
function sessionTransaction(c: Context<AppEnv>, reference: unknown): Row {
  const tx = transactionByReference(c.get("store"), reference);
  if (!tx || !monitoredIds(c).includes(tx.id)) throw userError("This transaction is not yours or no longer exists.");
  return tx;
}

function demoPage(tx: Row | undefined, key: string): string {
  const body = tx && tx.state === "draft"
    ? `<h1 class="h3">Demo payment provider</h1><p>Payment <strong>${e(tx.reference)}</strong> of <strong>${e(formatAmount(tx.amount))}</strong>.</p>
<form method="post" action="${DEMO_RETURN_ROUTE}" class="d-flex gap-2 flex-wrap"><input type="hidden" name="reference" value="${e(tx.reference)}"/><input type="hidden" name="key" value="${e(key)}"/>
<button class="btn btn-primary" name="outcome" value="pay">Pay</button><button class="btn btn-secondary" name="outcome" value="later">Pay later</button><button class="btn btn-outline-danger" name="outcome" value="cancel">Cancel</button></form>`
    : `<h1 class="h3">Demo payment provider</h1><p>This payment is unknown or already processed.</p><a href="/payment/status">Back to the shop</a>`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>Demo payment provider</title>
<link rel="stylesheet" href="/web/static/lib/bootstrap/css/bootstrap.min.css"/></head><body class="bg-light"><main class="container py-5" style="max-width: 36rem">${body}</main></body></html>`;
}

export function paymentRoutes(app: Hono<AppEnv>) {
  app.post(
    "/my/orders/:id{[0-9]+}/transaction",
    rpcHandler((params, c) => {
      const { record: order } = checkDocumentAccess(c, "sale.order", Number(c.req.param("id")), params.access_token);
      if (order.paid || !(order.state === "draft" || order.state === "sent")) throw userError("This order has already been paid or can no longer be paid.");
      return processTransaction(c, params, { partnerId: partnerIdOf(order) ?? false, saleOrderId: order.id, amount: orderTotal(c.get("store"), order.id), referencePrefix: order.name });
    }),
  );

  app.post(
    "/invoice/transaction/:id{[0-9]+}",
    rpcHandler((params, c) => {
      const { record: invoice } = checkDocumentAccess(c, "account.move", Number(c.req.param("id")), params.access_token);
      if (invoice.payment_state === "paid") throw userError("This invoice has already been paid.");
      return processTransaction(c, params, { partnerId: partnerIdOf(invoice) ?? false, invoiceId: invoice.id, amount: Number(invoice.amount_residual), referencePrefix: invoice.name });
    }),
  );

  app.post(
    "/payment/transaction",
    rpcHandler((params, c) => {
      const partnerId = requirePartner(c);
      if (params.is_validation !== true) throw validationError("Only a payment method validation can be made here.");
      return processTransaction(c, params, { partnerId, referencePrefix: "V" });
    }),
  );

  app.post(DEMO_REDIRECT_ROUTE, async (c) => {
    const form = await c.req.parseBody();
    const tx = transactionByReference(c.get("store"), form.reference);
    const valid = tx && tokensEqual(form.key, tx.provider_key) ? tx : undefined;
    return c.html(demoPage(valid, String(form.key ?? "")));
  });

  app.post(DEMO_RETURN_ROUTE, async (c) => {
    const form = await c.req.parseBody();
    const store = c.get("store");
    const tx = transactionByReference(store, form.reference);
    const outcome = DEMO_OUTCOMES[String(form.outcome) as keyof typeof DEMO_OUTCOMES];
    if (tx && outcome && tx.state === "draft" && tokensEqual(form.key, tx.provider_key)) setState(store, tx, outcome);
    return c.redirect("/payment/status", 303);
  });

  app.post(
    DEMO_CARD_ROUTE,
    rpcHandler((params, c) => {
      const store = c.get("store");
      const tx = sessionTransaction(c, params.reference);
      if (tx.state !== "draft") throw userError("This payment has already been processed.");
      const number = String(params.card_number ?? "").replace(/\D/g, "");
      if (!number || !params.card_holder) throw validationError("The card details are incomplete.");
      const outcome = cardOutcome(number);
      if (outcome === "refused") {
        // The provider's refusal is recorded although the call answers an error (kept past the rollback).
        afterTransaction(store, () => setState(store, tx, "cancel", { state_message: CARD_REFUSED }));
        throw userError(CARD_REFUSED);
      }
      if (outcome === "error") {
        setState(store, tx, "error", { state_message: CARD_ERROR });
        return { state: "error" };
      }
      if (tx.tokenize && tx.partner_id) {
        const token = store.create("payment.token", { name: maskedCard(number), provider_id: tx.provider_id, partner_id: [tx.partner_id, store.get("res.partner", tx.partner_id)?.name ?? ""], active: true, card_number: number });
        store.write("payment.transaction", tx.id, { token_id: token.id });
      }
      if (outcome === "pending") setState(store, tx, "pending", { polls_left: POLLS_BEFORE_CONFIRMATION });
      else setState(store, tx, "done");
      return { state: outcome };
    }),
  );

  app.post(
    "/payment/archive_token",
    rpcHandler((params, c) => {
      const partnerId = requirePartner(c);
      const store = c.get("store");
      const token = partnerTokens(store, partnerId).find((t) => t.id === Number(params.token_id));
      if (!token) throw accessError("This payment method is not yours or no longer exists.");
      store.write("payment.token", token.id, { active: false });
      for (const order of store.all("sale.order").filter((o) => o.payment_token_id === token.id)) store.write("sale.order", order.id, { payment_token_id: false });
      return true;
    }),
  );

  app.post(
    "/my/payment_method/assign_token",
    rpcHandler((params, c) => {
      const partnerId = requirePartner(c);
      const store = c.get("store");
      if (!tokensEqual(params.csrf_token, c.get("session").csrf)) throw accessError("Invalid CSRF token.");
      const token = partnerTokens(store, partnerId).find((t) => t.id === Number(params.token_id));
      if (!token) throw accessError("This payment method is not yours or no longer exists.");
      store.write("res.partner", partnerId, { default_payment_token_id: token.id });
      return true;
    }),
  );

  app.get(PAYMENT_METHOD_PAGE, (c) => {
    const user = currentUser(c);
    if (!user) return loginRedirect(c);
    const store = c.get("store");
    const partnerId = commercialPartnerId(store, user.partner_id) ?? user.partner_id;
    const form = paymentForm(store, {
      mode: "manage",
      amount: 0,
      partnerId,
      referencePrefix: "V",
      transactionRoute: "/payment/transaction",
      landingRoute: PAYMENT_METHOD_PAGE,
      accessToken: "",
      assignTokenRoute: "/my/payment_method/assign_token",
      allowTokenSelection: true,
      showTokenize: false,
    });
    return renderFixture(c, "payment/payment_method.html", { breadcrumbs: breadcrumbs([["My Account", "/my"], ["Payment Methods"]]), payment_form: markup(form) });
  });
}

/** The checkout form of a sale order the customer may pay (its portal page's pay modal, the shop's payment step). */
export function orderCheckoutForm(c: Context<AppEnv>, order: Row, landingRoute = portalUrl(order)): string {
  const store = c.get("store");
  const user = currentUser(c);
  const partnerId = partnerIdOf(order) ?? false;
  const own = Boolean(user) && canAccess(store, user, "sale.order", order)?.byToken === false;
  return paymentForm(store, {
    mode: "checkout",
    amount: orderTotal(store, order.id),
    partnerId,
    referencePrefix: order.name,
    transactionRoute: `/my/orders/${order.id}/transaction`,
    landingRoute,
    accessToken: order.access_token,
    saleOrderId: order.id,
    allowTokenSelection: own,
    showTokenize: own,
  });
}

export function invoiceCheckoutForm(c: Context<AppEnv>, invoice: Row): string {
  const store = c.get("store");
  const user = currentUser(c);
  const own = Boolean(user) && canAccess(store, user, "account.move", invoice)?.byToken === false;
  return paymentForm(store, {
    mode: "checkout",
    amount: Number(invoice.amount_residual),
    partnerId: partnerIdOf(invoice) ?? false,
    referencePrefix: invoice.name,
    transactionRoute: `/invoice/transaction/${invoice.id}`,
    landingRoute: invoiceLandingRoute(invoice),
    accessToken: invoice.access_token,
    invoiceId: invoice.id,
    allowTokenSelection: own,
    showTokenize: own,
  });
}

