// The pay / save button: enabled only when the form may be submitted, disabled with a spinner
// (its icon, data-icon-class, swapped for one) while the payment is processed.
import { useBind } from "../../../src/kit";
import type { PaymentParts } from "./markup";

export const SPINNER_CLASS = "fa-spinner fa-pulse";

export function useSubmitButton(parts: PaymentParts, enabled: boolean, processing: boolean): void {
  const button = parts.submitButton.first();
  const iconClass = button ? parts.submitButton.attrs(button).iconClass : "";
  const spinner = Object.fromEntries(SPINNER_CLASS.split(" ").map((name) => [name, processing]));
  useBind(parts, {
    submitButton: { prop: { disabled: !enabled || processing }, attr: { "aria-busy": String(processing) } },
    submitIcon: { class: { ...(iconClass ? { [iconClass]: !processing } : {}), ...spinner } },
  });
}
