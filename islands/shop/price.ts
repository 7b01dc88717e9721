// Prices as the shop shows them (spec 2 §9): the currency's decimals (2 by default, or the page's
// `.decimal_precision[data-precision]`) and the localization's decimal point and thousands separator.
import { formatFloat } from "../../src/core/l10n/numbers";
import type { Localization } from "../../src/core/l10n/localization";
import { DEFAULT_PRICE_DIGITS } from "./constants";

export function formatPrice(value: number, localization?: Partial<Localization>, digits: number = DEFAULT_PRICE_DIGITS): string {
  return formatFloat(value, { localization, digits });
}

/** The decimals the page asks for, else the default. */
export function priceDigits(root: ParentNode): number {
  const raw = root.querySelector<HTMLElement>(".decimal_precision")?.dataset.precision;
  const digits = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(digits) && digits >= 0 && digits <= 6 ? digits : DEFAULT_PRICE_DIGITS;
}
