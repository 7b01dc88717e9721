// The terms-and-conditions checkbox of the shop's payment step (16: #website_sale_tc_checkbox,
// 14/15: #checkbox_tc): while it is there and unchecked, the pay button stays disabled.
import { useEffect, useState } from "react";

export const TERMS_CHECKBOX = "#website_sale_tc_checkbox, #checkbox_tc";

export function useTermsAccepted(): boolean | null {
  const [accepted, setAccepted] = useState<boolean | null>(() => document.querySelector<HTMLInputElement>(TERMS_CHECKBOX)?.checked ?? null);
  useEffect(() => {
    const box = document.querySelector<HTMLInputElement>(TERMS_CHECKBOX);
    if (!box) return;
    const update = () => setAccepted(box.checked);
    box.addEventListener("change", update);
    return () => box.removeEventListener("change", update);
  }, []);
  return accepted;
}
