// The terms-and-conditions checkbox of the shop's payment step (16: #website_sale_tc_checkbox,
// 14/15: #checkbox_tc), on the page outside the payment form: while it is there and unchecked,
// the pay button stays disabled.
import { useState } from "react";
import { useBind, type Part } from "../../../src/kit";

const TERMS_IDS = ["website_sale_tc_checkbox", "checkbox_tc"];
const termsBox = () => TERMS_IDS.map((id) => document.getElementById(id)).find(Boolean) as HTMLInputElement | undefined;

export function useTermsAccepted(): boolean | null {
  const [accepted, setAccepted] = useState<boolean | null>(() => termsBox()?.checked ?? null);
  useBind({} as Record<string, Part>, {
    document: { on: { change: (event) => TERMS_IDS.includes((event.target as Element).id) && setAccepted((event.target as HTMLInputElement).checked) } },
  });
  return accepted;
}
