// The donation block's hand-over (spec 3 §7 "Donation submit"): the block posts amount,
// currency_id, csrf_token and donation_options to /donation/pay, which answers the payment's
// donation page (server/routes/payment_donation.ts) with that amount chosen and the block's
// recipient address, unless the page already holds one of its own.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml } from "../html";
import { checkAmount } from "../security/bounds";

export const DONATION_PAGE = "/donation/pay";
export const NO_AMOUNT = "Please select or enter an amount";
export const DEFAULT_RECIPIENT = "donations@example.com";
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

function blockOptions(raw: unknown): Record<string, unknown> {
  try {
    const value = JSON.parse(String(raw ?? "{}"));
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

/** The donation page with `amount` chosen: its preset if it has one, else the other amount. */
export function chooseAmount(page: string, amount: number): string {
  const unchecked = page.replace(/(<input[^>]*name="o_donation_amount"[^>]*?) checked="checked"/g, "$1");
  const preset = new RegExp(`(<input[^>]*name="o_donation_amount"[^>]*value="${amount}")`);
  if (preset.test(unchecked)) return unchecked.replace(preset, '$1 checked="checked"');
  return unchecked
    .replace(/(<input[^>]*id="other_amount"[^>]*?)\/>/, '$1 checked="checked"/>')
    .replace(/(<input[^>]*id="other_amount_value"[^>]*?)\/>/, `$1 value="${amount}"/>`);
}

/** The block's recipient address replaces the page's only while the page holds the default one. */
export function chooseRecipient(page: string, email: unknown): string {
  if (typeof email !== "string" || !EMAIL.test(email)) return page;
  return page.replace(`name="donation_recipient_email" value="${DEFAULT_RECIPIENT}"`, `name="donation_recipient_email" value="${escapeHtml(email)}"`);
}

async function handOver(app: Hono<AppEnv>, c: Context<AppEnv>) {
  const form = await c.req.parseBody();
  let amount: number;
  try {
    amount = checkAmount(Number(form.amount));
  } catch (error) {
    return c.text((error as Error).message, 400);
  }
  if (amount <= 0) return c.text(NO_AMOUNT, 400);
  const page = await app.request(DONATION_PAGE, { headers: { cookie: c.req.header("cookie") ?? "" } });
  const html = chooseRecipient(chooseAmount(await page.text(), amount), blockOptions(form.donation_options).donationEmail);
  return c.html(html, page.status as 200);
}

export function donationHandoverRoutes(app: Hono<AppEnv>) {
  app.post(DONATION_PAGE, (c) => handOver(app, c));
}
