// The donation part of a payment form (.o_donation_payment_form): the amount (presets, or a custom
// amount picked by focusing it), the donor's details checked before paying, the optional comment,
// the transaction route's values, and each option's fees for the amount and country (POST
// /donation/get_acquirer_fees), asked again when they or the option change.
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useBind, useTranslate, type RPC } from "../../../src/kit";
import type { PaymentParts } from "../form/markup";
import { DONOR_FIELDS, donationAmount, donorProblems, formatFee, type DonorField, type DonorProblem } from "./donation_rules";

export const FEES_ROUTE = "/donation/get_acquirer_fees";

export const donorErrorId = (name: string) => `o_donation_${name}_error`;
const named = <T extends Element>(elements: T[], name: string) => elements.find((element) => element.getAttribute("name") === name) as (T & { value: string }) | undefined;

function readAmount(parts: PaymentParts): number | null {
  const choice = parts.amountRadio.all<HTMLInputElement>().find((radio) => radio.checked)?.value ?? null;
  return donationAmount(choice, parts.otherAmount.first<HTMLInputElement>()?.value ?? "");
}

const donorValues = (parts: PaymentParts) =>
  Object.fromEntries(DONOR_FIELDS.map(({ name }) => [name, named(parts.donorField.all(), name)?.value ?? ""])) as Record<DonorField, string>;

export type Donation = NonNullable<ReturnType<typeof useDonation>>;

export function useDonation(parts: PaymentParts, active: boolean, rpc: RPC, currencyId: number | null, selectedKey: string, onFeesError: (error: unknown) => void) {
  const [amount, setAmount] = useState(() => readAmount(parts));
  const [country, setCountry] = useState(() => named(parts.donorField.all(), "country_id")?.value ?? "");
  const [problems, setProblems] = useState<DonorProblem[]>([]);
  const [fees, setFees] = useState<Record<string, number>>({});
  const [withComment, setWithComment] = useState<boolean>();
  const refreshAmount = () => setAmount(readAmount(parts));
  // A corrected field loses its mark as the donor types.
  const corrected = (name: string | null) => setProblems((current) => current.filter((p) => p.field !== name));

  useBind(parts, active ? {
    amountRadio: { on: { change: refreshAmount } },
    otherAmount: {
      on: {
        input: refreshAmount,
        focusin: () => {
          const other = parts.amountRadio.all<HTMLInputElement>().find((radio) => radio.value === "other");
          if (!other || other.checked) return;
          other.checked = true;
          refreshAmount();
        },
      },
    },
    donorField: {
      on: {
        input: (_event, input) => input.getAttribute("name") !== "country_id" && corrected(input.getAttribute("name")),
        change: (_event, input) => {
          if (input.getAttribute("name") !== "country_id") return;
          setCountry((input as HTMLSelectElement).value);
          corrected("country_id");
        },
      },
      each: (input) => {
        const name = input.getAttribute("name") ?? "";
        const bad = problems.some((p) => p.field === name);
        return { class: { "is-invalid": bad }, attr: { "aria-invalid": String(bad), "aria-describedby": bad ? donorErrorId(name) : null } };
      },
    },
    commentBox: { on: { change: (_event, box) => setWithComment((box as HTMLInputElement).checked) } },
    comment: { each: (element) => ({ class: { "d-none": element.id === "donation_comment" && withComment !== undefined ? !withComment : undefined } }) },
  } : {});

  useEffect(() => {
    if (!active || amount === null) return;
    const ids = parts.radio.all().map((radio) => parts.radio.attrs(radio)).filter((option) => option.type !== "token").map((option) => option.optionId);
    let current = true;
    rpc<Record<string, number>>(FEES_ROUTE, { acquirer_ids: ids, amount, currency_id: currencyId, country_id: Number(country) || false })
      .then((answer) => current && setFees(answer && typeof answer === "object" ? answer : {}))
      .catch((error) => current && (setFees({}), onFeesError(error)));
    return () => {
      current = false;
    };
    // the selected option is a trigger too: fees are asked again when it changes
  }, [active, parts, rpc, amount, country, currencyId, selectedKey]);

  if (!active) return null;
  return {
    amount,
    problems,
    fees,
    /** checks the donor's details, marks the wrong fields; true when they are complete */
    validate() {
      const found = donorProblems(donorValues(parts));
      setProblems(found);
      return found.length === 0 && amount !== null;
    },
    extraParams() {
      const donor = donorValues(parts);
      const commentBox = parts.commentBox.first<HTMLInputElement>();
      return {
        amount,
        partner_details: { name: donor.name.trim(), email: donor.email.trim(), country_id: Number(donor.country_id) || false },
        donation_comment: commentBox && !commentBox.checked ? "" : (named(parts.comment.all(), "donation_comment")?.value ?? ""),
        donation_recipient_email: parts.recipientEmail.first<HTMLInputElement>()?.value ?? "",
      };
    },
  };
}

/** Each donor field's message, and each option's fees (2 decimals). */
export function DonationParts({ parts, donation }: { parts: PaymentParts; donation: Donation }) {
  const _t = useTranslate();
  return (
    <>
      {donation.problems.map((problem) => {
        const field = named(parts.donorField.all(), problem.field);
        return field?.parentElement
          ? createPortal(
              <div id={donorErrorId(problem.field)} className="invalid-feedback d-block o_donation_field_error">{problem.arg ? _t(problem.message, _t(problem.arg)) : _t(problem.message)}</div>,
              field.parentElement,
              `problem-${problem.field}`,
            )
          : null;
      })}
      {parts.feeSlot.all().map((slot) => {
        const { providerId } = parts.feeSlot.attrs(slot);
        const fee = donation.fees[providerId];
        return typeof fee === "number" && Number.isFinite(fee) ? createPortal(<span>{_t("(+ %s fees)", formatFee(fee))}</span>, slot, `fee-${providerId}`) : null;
      })}
    </>
  );
}
