// Donations (spec 2 §3 "Donation", "Payment fee request"; §7): the donation page with its payment
// form, the donation transaction route (partner details checked as the platform does) and the
// providers' fees for an amount and a country.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { validationError } from "../errors";
import { escapeHtml as e, markup } from "../html";
import { rpcHandler } from "../jsonrpc";
import { paymentForm } from "../payment/checkout_markup";
import { donationDetails } from "../payment/donation_markup";
import { providerFees, providerOf } from "../payment/providers";
import { processTransaction } from "../payment/transaction_request";
import { checkAmount } from "../security/bounds";
import { commercialPartnerId } from "../security/user_type";
import { currentUser } from "../session";
import { renderFixture } from "./pages";

export const DONATION_PRESETS = [10, 25, 50, 100];
export const DONATION_MINIMUM = 5;
export const DONATION_DEFAULT = 25;
export const DONATION_LANDING = "/donation/thanks";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function donationRoutes(app: Hono<AppEnv>) {
  app.get("/donation/pay", (c) => {
    const store = c.get("store");
    const user = currentUser(c);
    const partner = user ? store.get("res.partner", user.partner_id) : undefined;
    const countryId = Array.isArray(partner?.country_id) ? partner!.country_id[0] : null;
    const countries = store
      .all("res.country")
      .map((country) => `<option value="${country.id}"${country.id === countryId ? ' selected="selected"' : ""}>${e(country.name)}</option>`)
      .join("");
    const presets = DONATION_PRESETS.map(
      (amount) =>
        `<input type="radio" class="btn-check" name="o_donation_amount" id="o_donation_amount_${amount}" value="${amount}"${amount === DONATION_DEFAULT ? ' checked="checked"' : ""}/><label class="btn btn-outline-primary" for="o_donation_amount_${amount}">$ ${amount}</label>`,
    ).join("");
    const form = paymentForm(store, {
      mode: "checkout",
      amount: DONATION_DEFAULT,
      partnerId: partner?.id ?? false,
      referencePrefix: "Donation",
      transactionRoute: `/donation/transaction/${DONATION_MINIMUM}`,
      landingRoute: DONATION_LANDING,
      accessToken: "",
      allowTokenSelection: false,
      showTokenize: false,
      extraClass: "o_donation_payment_form",
      submitLabel: "Donate Now",
      before: donationDetails({ presets, minimum: DONATION_MINIMUM, name: partner?.name ?? "", email: partner?.email ?? "", countries }),
    });
    return renderFixture(c, "payment/donation.html", {
      payment_form: markup(form),
    });
  });

  app.get("/donation/thanks", (c) => renderFixture(c, "payment/donation_thanks.html"));

  app.post(
    "/donation/transaction/:minimum{[0-9.]+}",
    rpcHandler((params, c) => {
      const amount = checkAmount(params.amount);
      const minimum = Number(c.req.param("minimum"));
      if (amount < minimum) throw validationError(`Donation amount must be at least ${minimum.toFixed(2)}.`);
      const details = (params.partner_details ?? {}) as Record<string, unknown>;
      const user = currentUser(c);
      if (!user) {
        if (!details.name) throw validationError("Name is required.");
        if (!details.email) throw validationError("Email is required.");
        if (!details.country_id) throw validationError("Country is required.");
      }
      if (details.email && !EMAIL.test(String(details.email))) throw validationError("Email is invalid");
      const partnerId = user ? (commercialPartnerId(c.get("store"), user.partner_id) ?? user.partner_id) : false;
      return processTransaction(c, { ...params, partner_id: partnerId || false }, {
        partnerId,
        amount,
        referencePrefix: "Donation",
        extra: {
          donation_partner: { name: String(details.name ?? ""), email: String(details.email ?? ""), country_id: Number(details.country_id) || false },
          donation_comment: String(params.donation_comment ?? ""),
          donation_recipient_email: String(params.donation_recipient_email ?? ""),
        },
      });
    }),
  );

  app.post(
    "/donation/get_acquirer_fees",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const amount = checkAmount(params.amount);
      const countryId = Number(params.country_id) || null;
      const ids = Array.isArray(params.acquirer_ids) ? params.acquirer_ids : [];
      const fees: Record<string, number> = {};
      for (const id of ids) {
        const provider = providerOf(store, id);
        if (provider) fees[provider.id] = providerFees(provider, amount, countryId);
      }
      return fees;
    }),
  );
}
