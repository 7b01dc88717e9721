// An error that belongs to no option's inline form (a donation's server error, a failed delete)
// is shown in a danger alert just before the submit button.
import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useHost, type Part } from "../../../src/kit";
import { InlineError, type PaymentError } from "./InlineError";

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
