// The direct flow's card form (spec 2 §5): number, name, expiry and code, limited and grouped as
// the user types, the card type shown, each field checked on blur and on submit. Its values live
// with the payment form (useCard), so a failed payment loses none.
import { useCallback, useId, useState } from "react";
import { useTranslate } from "../../../src/kit";
import { cardType } from "../card";
import {
  CARD_FIELD_ERRORS, EMPTY_CARD, formatCardNumber, formatCvc, formatExpiry, invalidCardFields, isCardFieldValid, type CardField, type CardValues,
} from "./card_format";

export const CARD_LABELS: Record<CardField, string> = { number: "Card number", holder: "Name on card", expiry: "Expiry (MM / YY)", cvc: "Security code" };
const FORMAT: Partial<Record<CardField, (value: string) => string>> = { number: formatCardNumber, expiry: formatExpiry, cvc: formatCvc };
const INPUT: Record<CardField, { name: string; autoComplete: string; inputMode?: "numeric" }> = {
  number: { name: "cc_number", autoComplete: "cc-number", inputMode: "numeric" },
  holder: { name: "cc_holder_name", autoComplete: "cc-name" },
  expiry: { name: "cc_expiry", autoComplete: "cc-exp", inputMode: "numeric" },
  cvc: { name: "cc_cvc", autoComplete: "cc-csc", inputMode: "numeric" },
};

/** The card's values and invalid fields: checked on blur and on submit, never cleared by a failed payment. */
export function useCard() {
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [invalid, setInvalid] = useState<ReadonlySet<CardField>>(new Set());
  const onChange = useCallback((field: CardField, value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  const onBlur = (field: CardField) => {
    const bad = !isCardFieldValid(field, values);
    setInvalid((current) => (current.has(field) === bad ? current : new Set(bad ? [...current, field] : [...current].filter((other) => other !== field))));
  };
  const validateAll = () => {
    const bad = invalidCardFields(values);
    setInvalid(new Set(bad));
    return bad.length === 0;
  };
  return { values, invalid, onChange, onBlur, validateAll };
}

export function CardForm({ values, invalid, onChange, onBlur }: Pick<ReturnType<typeof useCard>, "values" | "invalid" | "onChange" | "onBlur">) {
  const _t = useTranslate();
  const id = useId();
  const type = cardType(values.number);
  const field = (name: CardField, className: string) => (
    <div className={className}>
      <label className="form-label small mb-1" htmlFor={`${id}-${name}`}>{_t(CARD_LABELS[name])}</label>
      <input
        id={`${id}-${name}`}
        type="text"
        className={`form-control${invalid.has(name) ? " is-invalid" : ""}`}
        value={values[name]}
        aria-invalid={invalid.has(name)}
        aria-describedby={invalid.has(name) ? `${id}-${name}-error` : undefined}
        onChange={(event) => onChange(name, (FORMAT[name] ?? ((v: string) => v))(event.target.value))}
        onBlur={() => onBlur(name)}
        {...INPUT[name]}
      />
      {invalid.has(name) && <div id={`${id}-${name}-error`} className="invalid-feedback">{_t(CARD_FIELD_ERRORS[name])}</div>}
    </div>
  );
  return (
    <div className="o_payment_card row g-2">
      {field("number", "col-12")}
      <div className="col-12 small text-muted o_payment_card_type" aria-live="polite">{type ? _t("Card type: %s", type) : ""}</div>
      {field("holder", "col-12")}
      {field("expiry", "col-6")}
      {field("cvc", "col-6")}
    </div>
  );
}
