// Numbers as the localization writes them (spec 1 §3, §9): decimal point, thousands separator,
// grouping ([3,0] repeats groups of three, [3,2,-1] makes one group of three then one of two
// and stops) and the language's numbering system. Reading accepts the same, native digits and
// "=expression" (evaluated by the expression language).
import { evaluateExpr } from "../py/index";
import { DEFAULT_LOCALIZATION, type Localization } from "./localization";
import { LATIN, numberingSystemFor, toLatinDigits, toNumberingSystem } from "./numbering_system";

export const NOT_A_CORRECT_NUMBER = '"%s" is not a correct number';
export const NOT_A_CORRECT_INTEGER = '"%s" is not a correct integer';

export class InvalidNumberError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidNumberError";
  }
}

export interface NumberOptions {
  localization?: Partial<Localization>;
  decimalPoint?: string;
  thousandsSep?: string;
  grouping?: number[];
  /** luxon/Intl numbering system name; by default the localization's language decides */
  numberingSystem?: string;
}

export interface FormatFloatOptions extends NumberOptions {
  /** number of decimals, 2 by default */
  digits?: number;
  noTrailingZeros?: boolean;
}

function settings(options: NumberOptions) {
  const l10n = { ...DEFAULT_LOCALIZATION, ...options.localization };
  return {
    decimalPoint: options.decimalPoint ?? l10n.decimalPoint,
    thousandsSep: options.thousandsSep ?? l10n.thousandsSep,
    grouping: options.grouping ?? l10n.grouping,
    numberingSystem: options.numberingSystem ?? numberingSystemFor(l10n.code),
  };
}

/**
 * Inserts the separator into a run of digits (an optional leading "-"), grouping from the
 * right: each number of `grouping` is the size of the next group, 0 repeats the previous size,
 * -1 stops grouping.
 */
export function insertThousandsSep(digits: string, thousandsSep = ",", grouping: number[] = [3, 0]): string {
  const negative = digits.startsWith("-");
  let rest = negative ? digits.slice(1) : digits;
  const groups: string[] = [];
  let size = 0;
  for (let i = 0; i < grouping.length && rest; i++) {
    if (grouping[i] === -1) break;
    if (grouping[i] === 0) {
      if (!size) break;
      while (rest.length > size) {
        groups.unshift(rest.slice(-size));
        rest = rest.slice(0, -size);
      }
      break;
    }
    size = grouping[i];
    if (rest.length <= size) break;
    groups.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
  }
  if (rest) groups.unshift(rest);
  return (negative ? "-" : "") + groups.join(thousandsSep);
}

/** Half away from zero, immune to binary representation (1.005 rounds to 1.01). */
export function roundHalfUp(value: number, digits: number): number {
  const factor = 10 ** digits;
  const scaled = Math.abs(value) * factor;
  const epsilon = scaled ? 2 ** (Math.log2(scaled) - 52) : 0;
  return (Math.sign(value) * Math.round(scaled + epsilon)) / factor;
}

export function formatFloat(value: number | false | null | undefined, options: FormatFloatOptions = {}): string {
  if (value === false || value === null || value === undefined) return "";
  const { decimalPoint, thousandsSep, grouping, numberingSystem } = settings(options);
  if (!Number.isFinite(value)) return String(value);
  const digits = Math.min(Math.max(Math.trunc(options.digits ?? 2), 0), 20);
  const rounded = roundHalfUp(value, digits) || 0;
  let [integer, decimals = ""] = rounded.toFixed(digits).split(".");
  integer = insertThousandsSep(integer, thousandsSep, grouping);
  if (options.noTrailingZeros) decimals = decimals.replace(/0+$/, "");
  const text = decimals ? `${integer}${decimalPoint}${decimals}` : integer;
  return toNumberingSystem(text, numberingSystem);
}

export function formatInteger(value: number | false | null | undefined, options: NumberOptions = {}): string {
  if (value === false || value === null || value === undefined) return "";
  return formatFloat(Math.round(value), { ...options, digits: 0 });
}

const NUMBER_SYNTAX = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Reads a localized number; NaN when the text is not one. */
export function parseNumber(text: string, options: NumberOptions = {}): number {
  const { decimalPoint, thousandsSep } = settings(options);
  let value = toLatinDigits(String(text)).trim();
  if (value.startsWith("=")) {
    try {
      const result = evaluateExpr(value.slice(1));
      return typeof result === "number" ? result : NaN;
    } catch {
      return NaN;
    }
  }
  if (thousandsSep) value = value.split(thousandsSep).join("");
  if (thousandsSep.trim() === "") value = value.replace(/\s/g, "");
  if (decimalPoint && decimalPoint !== ".") value = value.split(decimalPoint).join(".");
  return NUMBER_SYNTAX.test(value) ? Number(value) : NaN;
}

export function parseFloat(text: string, options: NumberOptions = {}): number {
  const value = parseNumber(text, options);
  if (Number.isNaN(value)) throw new InvalidNumberError(NOT_A_CORRECT_NUMBER.replace("%s", String(text)));
  return value;
}

export function parseInteger(text: string, options: NumberOptions = {}): number {
  const value = parseNumber(text, options);
  if (!Number.isInteger(value)) throw new InvalidNumberError(NOT_A_CORRECT_INTEGER.replace("%s", String(text)));
  return value;
}

export { LATIN, numberingSystemFor };
