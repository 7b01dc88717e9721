// The scheduled date of a purchase order line (spec 2 §2): a changed, valid date is posted by its
// form (the field named after the line) and the result shown next to it; an invalid date is not
// sent and says so; a failure keeps the typed date so it can be sent again.
import { useState } from "react";
import { createPortal } from "react-dom";
import { useHost, useTranslate } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { defineIsland } from "../../src/runtime/island";

export const DATE_SAVED = "Date saved.";
export const DATE_INVALID = "Please enter a valid date.";
export const DATE_NOT_SAVED = "The date could not be saved. Please try again.";

type Status = { kind: "saving" | "saved" | "invalid" | "failed" } | null;

export async function postDateForm(form: HTMLFormElement): Promise<void> {
  const response = await fetch(form.action, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString(),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

function PurchaseDate() {
  const input = useHost<HTMLInputElement>();
  const _t = useTranslate();
  const [status, setStatus] = useState<Status>(null);

  useHostEvent("change", () => {
    const form = input.form;
    if (!form) return;
    if (!input.value || !input.checkValidity()) {
      input.classList.add("is-invalid");
      setStatus({ kind: "invalid" });
      return;
    }
    input.classList.remove("is-invalid");
    setStatus({ kind: "saving" });
    postDateForm(form).then(
      () => setStatus({ kind: "saved" }),
      () => {
        input.classList.add("is-invalid");
        setStatus({ kind: "failed" });
      },
    );
  });

  const text = status?.kind === "saved" ? _t(DATE_SAVED) : status?.kind === "invalid" ? _t(DATE_INVALID) : status?.kind === "failed" ? _t(DATE_NOT_SAVED) : "";
  const colour = status?.kind === "saved" ? "text-success" : "text-danger";
  // The input cannot hold children: the status line goes at the end of its form.
  if (!input.form) return null;
  return createPortal(
    <span className={`o_purchase_date_status small d-block ${colour}`} role="status" aria-busy={status?.kind === "saving"}>
      {text}
    </span>,
    input.form,
  );
}

export default defineIsland({
  name: "portal.purchase_date",
  selector: ".o-purchase-datetimepicker",
  moment: "load",
  mode: "enhance",
  Component: PurchaseDate,
});
