// The pay / save button: enabled only when the form may be submitted (and the shop's terms, when
// the page has them, are accepted), disabled with a spinner in place of its data-icon-class while
// the payment is processed.
import { useState } from "react";
import { useBind, type Part } from "../../../src/kit";
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

// The terms checkbox of the shop's payment step (16: #website_sale_tc_checkbox, 14/15: #checkbox_tc)
// is outside the payment form.
const TERMS_IDS = ["website_sale_tc_checkbox", "checkbox_tc"];
const termsBox = () => TERMS_IDS.map((id) => document.getElementById(id)).find(Boolean) as HTMLInputElement | undefined;

export function useTermsAccepted(): boolean | null {
  const [accepted, setAccepted] = useState<boolean | null>(() => termsBox()?.checked ?? null);
  useBind({} as Record<string, Part>, {
    document: { on: { change: (event) => TERMS_IDS.includes((event.target as Element).id) && setAccepted((event.target as HTMLInputElement).checked) } },
  });
  return accepted;
}
