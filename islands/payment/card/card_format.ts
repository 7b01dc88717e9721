// What the card fields show as the user types (spec 2 §5 "Typing limits", §9 card table): the
// number cut at its type's longest length and grouped, the expiry as MM / YY(YY), the code cut.
import {
  CVC_MAX_DIGITS, EXPIRY_MAX_DIGITS, cardType, digitsOf, maxCardNumberLength, parseCardExpiry, validateCardCVC, validateCardExpiry, validateCardNumber,
} from "../card";

/** Group sizes as the card shows them: amex 4-6-5, diners 4-6-4, the others by 4. */
const GROUPS: Partial<Record<string, number[]>> = { amex: [4, 6, 5], dinersclub: [4, 6, 4] };

export function formatCardNumber(typed: string): string {
  const digits = digitsOf(typed).slice(0, maxCardNumberLength(digitsOf(typed)));
  const parts: string[] = [];
  let at = 0;
  for (const size of GROUPS[cardType(digits) ?? ""] ?? [4, 4, 4, 4, 3]) if (at < digits.length) parts.push(digits.slice(at, (at += size)));
  return parts.join(" ");
}

export function formatExpiry(typed: string): string {
  const digits = digitsOf(typed).slice(0, EXPIRY_MAX_DIGITS);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (typed: string) => digitsOf(typed).slice(0, CVC_MAX_DIGITS);

export const EMPTY_CARD = { number: "", holder: "", expiry: "", cvc: "" };
export type CardValues = typeof EMPTY_CARD;
export type CardField = keyof CardValues;

export const CARD_FIELD_ERRORS: Record<CardField, string> = {
  number: "The card number is not valid.",
  holder: "The name on the card is missing.",
  expiry: "The expiry date is not valid or the card has expired.",
  cvc: "The security code is not valid.",
};

export function isCardFieldValid(field: CardField, values: CardValues, now = new Date()): boolean {
  if (field === "number") return validateCardNumber(values.number);
  if (field === "holder") return values.holder.trim() !== "";
  if (field === "cvc") return validateCardCVC(values.cvc, cardType(values.number));
  const { month, year } = parseCardExpiry(values.expiry);
  return validateCardExpiry(month, year, now);
}

export const invalidCardFields = (values: CardValues, now = new Date()) =>
  (Object.keys(CARD_FIELD_ERRORS) as CardField[]).filter((field) => !isCardFieldValid(field, values, now));
