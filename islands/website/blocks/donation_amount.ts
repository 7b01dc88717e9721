// Donation block rules (spec 3 §3 Donation, §4, §5, §7, §9): which amount is given, its checks
// with the currency's symbol before or after, and the custom input's width.
export const CURRENCY_ROUTE = "/website/get_current_currency";
export const MINIMUM_AMOUNT_MESSAGE = "The minimum donation amount is %s%s%s";
export const NO_AMOUNT_MESSAGE = "Please select or enter an amount";
export const CUSTOM_INPUT_EXTRA_WIDTH_PX = 10;

export type Currency = { id: number | null; symbol: string; position: "before" | "after" };

/** The amount the visitor gives: the active preset, else the slider, else the custom amount. */
export function chosenAmount(active: string | null, slider: string | null, custom: string | null): number {
  const raw = active ?? slider ?? custom ?? "";
  const amount = Number(raw);
  return raw.trim() !== "" && Number.isFinite(amount) ? amount : 0;
}

/** The message refusing the amount, or null. */
export function amountProblem(amount: number, minimum: number, currency: Currency, format: (template: string, ...values: string[]) => string): string | null {
  if (!amount || amount <= 0) return format(NO_AMOUNT_MESSAGE);
  if (!(minimum > 0 && amount < minimum)) return null;
  const [before, after] = currency.position === "before" ? [currency.symbol, ""] : ["", currency.symbol];
  return format(MINIMUM_AMOUNT_MESSAGE, before, String(minimum), after);
}

export const customInputWidth = (text: string) => `calc(${Math.max(text.length, 3)}ch + ${CUSTOM_INPUT_EXTRA_WIDTH_PX}px)`;

/** An element's data-* attributes by their camel-cased names, as the platform sends them in donation_options. */
export function dataAttributes(element: Element): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { name, value } of element.attributes) {
    if (name.startsWith("data-")) values[name.slice(5).replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())] = value;
  }
  return values;
}
