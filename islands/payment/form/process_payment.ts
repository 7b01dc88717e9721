// The three flows after the transaction route answered (spec 2 §4 "Payment flow"): redirect posts
// the server's form, token goes to /payment/status, direct first sends the card to the demo provider.
import { type RPC } from "../../../src/kit";
import { parseCardExpiry } from "../card";
import type { CardValues } from "../card/card_format";
import type { PaymentFlow } from "./flow";
import { MalformedRedirectForm, buildRedirectForm } from "./redirect_form";

export const STATUS_ROUTE = "/payment/status";
export const DEMO_CARD_ROUTE = "/payment/demo/card";

type ProcessingDeps = { rpc: RPC; navigate(url: string): void; card: CardValues };

export async function processPayment(flow: PaymentFlow, processingValues: unknown, { rpc, navigate, card }: ProcessingDeps): Promise<void> {
  const values = (processingValues && typeof processingValues === "object" ? processingValues : null) as Record<string, unknown> | null;
  if (!values) throw new MalformedRedirectForm();
  if (flow === "token") return navigate(STATUS_ROUTE);
  if (flow === "redirect") {
    const form = buildRedirectForm(values.redirect_form_html);
    document.body.append(form);
    form.submit();
    return;
  }
  if (typeof values.reference !== "string") throw new MalformedRedirectForm();
  const { month, year } = parseCardExpiry(card.expiry);
  await rpc(DEMO_CARD_ROUTE, {
    reference: values.reference, card_number: card.number.replace(/\s/g, ""), card_holder: card.holder.trim(), expiry_month: month, expiry_year: year, cvc: card.cvc,
  });
  navigate(STATUS_ROUTE);
}
