// Where errors appear (spec 2 §8): inside the selected option's inline form, or, for one that
// belongs to no option (a donation's server error, a failed delete), in an alert before the button.
import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useHost, useTranslate, type Part } from "../../../src/kit";

export interface PaymentError {
  title: string;
  message: string;
  detail?: string;
}

const errorSlot = { name: "o_payment_error" } as object;

/** Its title, the sentence of the failed action and the server's message, all as text. */
export function InlineError({ error }: { error: PaymentError }) {
  const _t = useTranslate();
  return (
    <div className="alert alert-danger mt-3 mb-0" role="alert" {...errorSlot}>
      <b>{_t(error.title)}</b>
      <br />
      {_t(error.message)}
      {error.detail ? (
        <>
          <br />
          {error.detail}
        </>
      ) : null}
    </div>
  );
}

export function ErrorBeforeButton({ submitButton, error }: { submitButton: Part; error: PaymentError }) {
  const form = useHost();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const button = submitButton.first();
    const anchor = button?.parentElement && button.parentElement !== form ? button.parentElement : button;
    if (!anchor) return;
    const element = document.createElement("div");
    element.className = "o_payment_form_error";
    anchor.before(element);
    setSlot(element);
    return () => element.remove();
  }, [form, submitButton]);
  return slot ? createPortal(<InlineError error={error} />, slot) : null;
}
