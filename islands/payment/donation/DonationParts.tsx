// What the donation adds to the payment form's page: each donor field's message, and each
// option's fees (2 decimals).
import { createPortal } from "react-dom";
import { useTranslate } from "../../../src/kit";
import type { PaymentParts } from "../form/markup";
import { formatFee } from "./donation_rules";
import { donorErrorId, type Donation } from "./use_donation";

export function DonationParts({ parts, donation }: { parts: PaymentParts; donation: Donation }) {
  const _t = useTranslate();
  return (
    <>
      {donation.problems.map((problem) => {
        const field = parts.donorField.all().find((element) => element.getAttribute("name") === problem.field);
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
