// What the donation adds to the payment form's page: each donor field's message, and each
// option's fees (2 decimals).
import { createPortal } from "react-dom";
import { useTranslate } from "../../../src/hooks/env";
import { formatFee } from "./donation_rules";
import { FEE_SLOT, donorErrorId, type Donation } from "./use_donation";

export function DonationParts({ form, donation }: { form: HTMLElement; donation: Donation }) {
  const _t = useTranslate();
  const feeSlots = [...form.querySelectorAll<HTMLElement>(FEE_SLOT)];
  return (
    <>
      {donation.problems.map((problem) => {
        const field = form.querySelector(`[name="${problem.field}"]`);
        return field?.parentElement
          ? createPortal(
              <div id={donorErrorId(problem.field)} className="invalid-feedback d-block o_donation_field_error">{problem.arg ? _t(problem.message, _t(problem.arg)) : _t(problem.message)}</div>,
              field.parentElement,
              `problem-${problem.field}`,
            )
          : null;
      })}
      {feeSlots.map((slot) => {
        const fee = donation.fees[slot.dataset.providerId ?? ""];
        return typeof fee === "number" && Number.isFinite(fee) ? createPortal(<span>{_t("(+ %s fees)", formatFee(fee))}</span>, slot, `fee-${slot.dataset.providerId}`) : null;
      })}
    </>
  );
}
