// The donation part of a payment form (.o_donation_payment_form): the amount (presets and a
// custom amount, picked by focusing it), the donor's details checked before paying, the optional
// comment, the values the transaction route takes, and the fees of each option for the amount
// and country (POST /donation/get_acquirer_fees), refreshed when they or the option change.
import { useEffect, useState } from "react";
import { useHostEvent } from "../../../src/hooks/use_host_event";
import type { RPC } from "../../../src/services/rpc";
import { radiosOf } from "../form/options";
import { DONOR_FIELDS, donationAmount, donorProblems, type DonorField, type DonorProblem } from "./donation_rules";

export const DONATION_FORM_CLASS = "o_donation_payment_form";
export const FEES_ROUTE = "/donation/get_acquirer_fees";
export const AMOUNT_RADIO = 'input[name="o_donation_amount"]';
export const OTHER_AMOUNT = "#other_amount_value";
export const FEE_SLOT = ".o_payment_fee[data-provider-id]";

export const donorErrorId = (name: string) => `o_donation_${name}_error`;
const field = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`);

function readAmount(form: HTMLElement): number | null {
  const choice = form.querySelector<HTMLInputElement>(`${AMOUNT_RADIO}:checked`)?.value ?? null;
  return donationAmount(choice, form.querySelector<HTMLInputElement>(OTHER_AMOUNT)?.value ?? "");
}

function donorValues(form: HTMLElement): Record<DonorField, string> {
  return Object.fromEntries(DONOR_FIELDS.map(({ name }) => [name, field(form, name)?.value ?? ""])) as Record<DonorField, string>;
}

export interface Donation {
  amount: number | null;
  problems: DonorProblem[];
  /** checks the donor's details, marks the wrong fields; true when they are complete */
  validate(): boolean;
  extraParams(): Record<string, unknown>;
  fees: Record<string, number>;
}

export function useDonation(form: HTMLElement, rpc: RPC, currencyId: number | null, selectedKey: string, onFeesError: (error: unknown) => void): Donation | null {
  const active = form.classList.contains(DONATION_FORM_CLASS);
  const [amount, setAmount] = useState(() => readAmount(form));
  const [country, setCountry] = useState(() => field(form, "country_id")?.value ?? "");
  const [problems, setProblems] = useState<DonorProblem[]>([]);
  const [fees, setFees] = useState<Record<string, number>>({});

  useHostEvent("change", () => active && setAmount(readAmount(form)), { selector: AMOUNT_RADIO });
  useHostEvent("input", () => active && setAmount(readAmount(form)), { selector: OTHER_AMOUNT });
  useHostEvent(
    "focusin",
    () => {
      const other = form.querySelector<HTMLInputElement>(`${AMOUNT_RADIO}[value="other"]`);
      if (!active || !other || other.checked) return;
      other.checked = true;
      setAmount(readAmount(form));
    },
    { selector: OTHER_AMOUNT },
  );
  useHostEvent("change", (_, select) => active && setCountry((select as HTMLSelectElement).value), { selector: 'select[name="country_id"]' });
  useHostEvent("change", (_, box) => form.querySelector("#donation_comment")?.classList.toggle("d-none", !(box as HTMLInputElement).checked), { selector: "#donation_comment_checkbox" });
  // A corrected field loses its mark as the donor types.
  useHostEvent("input", (_, input) => setProblems((current) => current.filter((p) => p.field !== input.getAttribute("name"))), { selector: "[name=name], [name=email]" });
  useHostEvent("change", () => setProblems((current) => current.filter((p) => p.field !== "country_id")), { selector: "select[name=country_id]" });

  useEffect(() => {
    if (!active || amount === null) return;
    const ids = radiosOf(form).filter((r) => r.dataset.paymentOptionType !== "token").map((r) => Number(r.dataset.paymentOptionId));
    let current = true;
    rpc<Record<string, number>>(FEES_ROUTE, { acquirer_ids: ids, amount, currency_id: currencyId, country_id: Number(country) || false })
      .then((answer) => current && setFees(answer && typeof answer === "object" ? answer : {}))
      .catch((error) => current && (setFees({}), onFeesError(error)));
    return () => {
      current = false;
    };
    // the selected option is a trigger too: fees are asked again when it changes
  }, [active, form, rpc, amount, country, currencyId, selectedKey]);

  useEffect(() => {
    for (const { name } of DONOR_FIELDS) {
      const input = field(form, name);
      const bad = problems.some((p) => p.field === name);
      input?.classList.toggle("is-invalid", bad);
      input?.setAttribute("aria-invalid", String(bad));
      if (bad) input?.setAttribute("aria-describedby", donorErrorId(name));
      else input?.removeAttribute("aria-describedby");
    }
  }, [form, problems]);

  if (!active) return null;
  return {
    amount,
    problems,
    fees,
    validate() {
      const found = donorProblems(donorValues(form));
      setProblems(found);
      return found.length === 0 && amount !== null;
    },
    extraParams() {
      const donor = donorValues(form);
      const commentBox = form.querySelector<HTMLInputElement>("#donation_comment_checkbox");
      return {
        amount,
        partner_details: { name: donor.name.trim(), email: donor.email.trim(), country_id: Number(donor.country_id) || false },
        donation_comment: commentBox && !commentBox.checked ? "" : (field(form, "donation_comment")?.value ?? ""),
        donation_recipient_email: field(form, "donation_recipient_email")?.value ?? "",
      };
    },
  };
}
