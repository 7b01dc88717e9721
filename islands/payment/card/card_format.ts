// What the card fields show as the user types (spec 2 §5 "Typing limits", §9 card table): the
// number cut at its type's longest length (16 when unknown) and grouped, the expiry cut at 6
// digits as MM / YY(YY), the security code cut at 4 digits.
import { CVC_MAX_DIGITS, EXPIRY_MAX_DIGITS, cardType, maxCardNumberLength, parseCardExpiry, validateCardCVC, validateCardExpiry, validateCardNumber } from "../card";

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** Group sizes as the card shows them: amex 4-6-5, diners 4-6-4, the others by 4. */
function groupsOf(digits: string): number[] {
  const type = cardType(digits);
  if (type === "amex") return [4, 6, 5];
  if (type === "dinersclub") return [4, 6, 4];
  return [4, 4, 4, 4, 3];
}

export function formatCardNumber(typed: string): string {
  const digits = digitsOf(typed).slice(0, maxCardNumberLength(digitsOf(typed)));
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsOf(digits)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(" ");
}

export function formatExpiry(typed: string): string {
  const digits = digitsOf(typed).slice(0, EXPIRY_MAX_DIGITS);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function formatCvc(typed: string): string {
  return digitsOf(typed).slice(0, CVC_MAX_DIGITS);
}

export interface CardValues {
  number: string;
  holder: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardValues;
export const EMPTY_CARD: CardValues = { number: "", holder: "", expiry: "", cvc: "" };

export const CARD_FIELD_ERRORS: Record<CardField, string> = {
  number: "The card number is not valid.",
  holder: "The name on the card is missing.",
  expiry: "The expiry date is not valid or the card has expired.",
  cvc: "The security code is not valid.",
};

export function isCardFieldValid(field: CardField, values: CardValues, now = new Date()): boolean {
  if (field === "number") return validateCardNumber(values.number);
  if (field === "holder") return values.holder.trim() !== "";
  if (field === "expiry") {
    const { month, year } = parseCardExpiry(values.expiry);
    return validateCardExpiry(month, year, now);
  }
  return validateCardCVC(values.cvc, cardType(values.number));
}

export function invalidCardFields(values: CardValues, now = new Date()): CardField[] {
  return (Object.keys(CARD_FIELD_ERRORS) as CardField[]).filter((field) => !isCardFieldValid(field, values, now));
}
