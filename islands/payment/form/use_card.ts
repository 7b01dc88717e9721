// The card form's values and invalid fields, kept by the payment form: checked on blur and on
// submit, never cleared by a failed payment.
import { useCallback, useState } from "react";
import { EMPTY_CARD, invalidCardFields, isCardFieldValid, type CardField, type CardValues } from "../card/card_format";

export function useCard() {
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [invalid, setInvalid] = useState<ReadonlySet<CardField>>(new Set());
  const mark = (field: CardField, bad: boolean) =>
    setInvalid((current) => {
      if (current.has(field) === bad) return current;
      const next = new Set(current);
      if (bad) next.add(field);
      else next.delete(field);
      return next;
    });
  const onChange = useCallback((field: CardField, value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  const onBlur = (field: CardField) => mark(field, !isCardFieldValid(field, values));
  const validateAll = () => {
    const bad = invalidCardFields(values);
    setInvalid(new Set(bad));
    return bad.length === 0;
  };
  return { values, invalid, onChange, onBlur, validateAll };
}
