// Prices as the shop shows them (spec 2 §9): the currency's decimals (2 by default, or the page's
// `.decimal_precision[data-precision]`) and the localization's decimal point, thousands separator
// and grouping. Written here rather than with core/l10n/numbers, whose parser brings the
// expression language into the product page's chunk.
import { DEFAULT_LOCALIZATION, type Localization } from "../../src/core/l10n/localization";
import { attr, child, findIn, attrsOf } from "../../src/kit";
import { DEFAULT_PRICE_DIGITS } from "./constants";

/** Groups digits from the right: each entry a group size, 0 repeats the previous, -1 stops. */
function group(digits: string, separator: string, grouping: number[]): string {
  const sizes = grouping.length ? grouping : [3, 0];
  const groups: string[] = [];
  let rest = digits;
  // a 0 entry is not passed: it cuts groups of the previous size until the rest fits in one
  for (let i = 0, size = 0; i < sizes.length && sizes[i] !== -1; i += sizes[i] === 0 ? 0 : 1) {
    size = sizes[i] || size;
    if (!size || rest.length <= size) break;
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  return [rest, ...groups].join(separator);
}

export function formatPrice(value: number, localization?: Partial<Localization>, digits: number = DEFAULT_PRICE_DIGITS): string {
  const l10n = { ...DEFAULT_LOCALIZATION, ...localization };
  // Rounded half up in decimal notation: 1.005 is 1.01, not 1.00 as its binary value would give.
  const fixed = Number(`${Math.round(Number(`${Math.abs(value)}e${digits}`))}e-${digits}`).toFixed(digits);
  const [units, decimals] = fixed.split(".");
  const sign = value < 0 && Number(fixed) !== 0 ? "-" : "";
  return sign + group(units, l10n.thousandsSep, l10n.grouping) + (decimals ? l10n.decimalPoint + decimals : "");
}

const PRECISION = child.optional(".decimal_precision", { digits: attr.int("data-precision", DEFAULT_PRICE_DIGITS) });

export function priceDigits(root: ParentNode): number {
  const element = findIn(PRECISION, root)[0];
  const digits = element ? attrsOf(element, PRECISION.attributes, "shop.price").digits : DEFAULT_PRICE_DIGITS;
  return digits >= 0 && digits <= 6 ? digits : DEFAULT_PRICE_DIGITS;
}
