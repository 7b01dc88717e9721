// Card validation (spec 2 §5 "Card number", "Card expiry", "Card security code", "Typing limits";
// §9 "Card types and lengths"). Pure functions, no DOM.
export type CardType = "maestro" | "forbrugsforeningen" | "dankort" | "visa" | "mastercard" | "amex" | "dinersclub" | "discover" | "unionpay" | "jcb";

interface CardSpec {
  type: CardType;
  prefixes: readonly string[];
  lengths: readonly number[];
  cvcLengths: readonly number[];
  luhn: boolean;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Checked in this order: the first type with a matching prefix wins (6220 is maestro, not unionpay). */
export const CARD_TYPES: readonly CardSpec[] = [
  { type: "maestro", prefixes: ["5018", "502", "503", "506", "56", "58", "639", "6220", "67"], lengths: range(12, 19), cvcLengths: [3], luhn: true },
  { type: "forbrugsforeningen", prefixes: ["600"], lengths: [16], cvcLengths: [3], luhn: true },
  { type: "dankort", prefixes: ["5019"], lengths: [16], cvcLengths: [3], luhn: true },
  { type: "visa", prefixes: ["4"], lengths: [13, 16], cvcLengths: [3], luhn: true },
  { type: "mastercard", prefixes: ["51", "52", "53", "54", "55", "22", "23", "24", "25", "26", "27"], lengths: [16], cvcLengths: [3], luhn: true },
  { type: "amex", prefixes: ["34", "37"], lengths: [15], cvcLengths: [3, 4], luhn: true },
  { type: "dinersclub", prefixes: ["30", "36", "38", "39"], lengths: [14], cvcLengths: [3], luhn: true },
  { type: "discover", prefixes: ["60", "64", "65", "622"], lengths: [16], cvcLengths: [3], luhn: true },
  { type: "unionpay", prefixes: ["62", "88"], lengths: range(16, 19), cvcLengths: [3], luhn: false },
  { type: "jcb", prefixes: ["35"], lengths: [16], cvcLengths: [3], luhn: true },
];

// Typing limits (spec 2 §5)
export const UNKNOWN_CARD_MAX_LENGTH = 16;
export const EXPIRY_MAX_DIGITS = 6;
export const CVC_MAX_DIGITS = 4;
/** A two-digit expiry year below this is 20xx, otherwise 19xx. */
export const TWO_DIGIT_YEAR_PIVOT = 70;

export const digitsOf = (value: unknown) => String(value ?? "").replace(/\D/g, "");
const specOfNumber = (number: string) => CARD_TYPES.find((spec) => spec.prefixes.some((prefix) => digitsOf(number).startsWith(prefix)));

/** The card type a (partial) number belongs to, from its first digits; null when unknown. */
export const cardType = (number: string): CardType | null => specOfNumber(number)?.type ?? null;

export function luhnCheck(digits: string): boolean {
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    const digit = Number(digits[i]) * (double ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

/** Digits only once whitespace is stripped (spec 2 §5: 4242-4242-4242-4242 is no card number), a known type, an allowed length, Luhn (not for unionpay). */
export function validateCardNumber(number: string): boolean {
  const digits = String(number ?? "").replace(/\s+/g, "");
  if (!/^\d+$/.test(digits)) return false;
  const spec = specOfNumber(digits);
  return Boolean(spec?.lengths.includes(digits.length)) && (!spec!.luhn || luhnCheck(digits));
}

/** Month 1 to 12; a two-digit year is 20xx or 19xx, then four digits; valid through the last moment of its expiry month. */
export function validateCardExpiry(month: string | number, year: string | number, now: Date = new Date()): boolean {
  const monthText = String(month ?? "").trim();
  let yearText = String(year ?? "").trim();
  if (!/^\d+$/.test(monthText) || !/^\d+$/.test(yearText)) return false;
  const monthNumber = Number(monthText);
  if (monthNumber < 1 || monthNumber > 12) return false;
  if (yearText.length === 2) yearText = (Number(yearText) < TWO_DIGIT_YEAR_PIVOT ? "20" : "19") + yearText;
  if (yearText.length !== 4) return false;
  // first moment of the month after the expiry month, local time
  const endOfExpiryMonth = new Date(2000, 0, 1, 0, 0, 0, 0);
  endOfExpiryMonth.setFullYear(Number(yearText), monthNumber, 1);
  return endOfExpiryMonth.getTime() > now.getTime();
}

/** Digits only; amex takes 3 or 4, other known types 3, an unknown type 3 to 4. */
export function validateCardCVC(cvc: string, type?: CardType | string | null): boolean {
  const digits = String(cvc ?? "").trim();
  if (!/^\d+$/.test(digits)) return false;
  const spec = CARD_TYPES.find((candidate) => candidate.type === type);
  return spec ? spec.cvcLengths.includes(digits.length) : digits.length >= 3 && digits.length <= 4;
}

/** The most digits a card number may hold while typing: its type's longest, 16 when unknown. */
export function maxCardNumberLength(number: string): number {
  const spec = specOfNumber(number);
  return spec ? Math.max(...spec.lengths) : UNKNOWN_CARD_MAX_LENGTH;
}

/** Whether typing may go on: the digits typed so far fit the field's limit. */
export const withinCardNumberLimit = (number: string) => digitsOf(number).length <= maxCardNumberLength(number);
export const withinExpiryLimit = (expiry: string) => digitsOf(expiry).length <= EXPIRY_MAX_DIGITS;
export const withinCVCLimit = (cvc: string) => digitsOf(cvc).length <= CVC_MAX_DIGITS;

/** "MM / YY" or "MM/YYYY" as typed in one field, split into month and year. */
export function parseCardExpiry(value: string): { month: string; year: string } {
  const [month = "", year = ""] = String(value ?? "").split(/\s*\/\s*/);
  return { month: month.trim(), year: year.trim() };
}
