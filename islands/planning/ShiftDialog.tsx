// The shift detail modal (spec 3 §2, §4 "Planning"): title, start, end, allocated hours, the
// allocation percent only if not 100, role, note, project, task and sale line when present, and
// the dismiss button only when the shift may be dismissed; dismissing posts the unassign form.
import { useTranslate } from "../../src/kit";
import { Fragment, useState } from "react";
import { Dialog } from "../../src/components/Dialog";
import { runWrite } from "../../src/kit";
import { useWriteBusy, useWriteLock } from "../../src/kit";
import { canDismiss, formatHours, formatMoment, type Shift } from "./planning_data";

export const DISMISS = "I am unavailable";
export const DISMISS_FAILED = "The shift could not be dismissed: the server could not be reached. Try again.";

export interface ShiftDialogProps {
  shift: Shift;
  dismiss: () => Promise<void>;
  close?: () => void;
}

export function ShiftDialog({ shift, dismiss, close }: ShiftDialogProps) {
  const _t = useTranslate();
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const [error, setError] = useState("");
  const rows: [string, string | false][] = [
    [_t("Start"), formatMoment(shift.start)],
    [_t("End"), formatMoment(shift.end)],
    [_t("Allocated hours"), formatHours(shift.alloc_hours)],
    [_t("Allocated time"), shift.alloc_perc !== 100 && `${shift.alloc_perc}%`],
    [_t("Role"), shift.role],
    [_t("Note"), shift.note],
    [_t("Project"), shift.project],
    [_t("Task"), shift.task],
    [_t("Sales Order Item"), shift.sale_line ?? false],
  ];
  const onDismiss = () =>
    runWrite(lock, async (keepLocked) => {
      setError("");
      try {
        await dismiss();
        // Dismissed: the shift's page is reloaded, the button stays off meanwhile.
        keepLocked();
      } catch {
        setError(_t(DISMISS_FAILED));
      }
    });
  const footer = (
    <>
      {canDismiss(shift) && (
        <button type="button" className="btn btn-outline-danger o_planning_dismiss" disabled={busy} onClick={() => void onDismiss()}>
          {_t(DISMISS)}
        </button>
      )}
      <button type="button" className="btn btn-primary" onClick={close}>
        {_t("Close")}
      </button>
    </>
  );
  return (
    <Dialog title={shift.title} size="md" footer={footer} onClose={close} className="o_planning_shift_dialog">
      <dl className="row mb-0">
        {rows
          .filter(([, value]) => value !== false && value !== "")
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt className="col-5">{label}</dt>
              <dd className="col-7">{value}</dd>
            </Fragment>
          ))}
      </dl>
      {error && (
        <div className="alert alert-danger mt-3 mb-0 o_planning_dismiss_error" role="alert">
          {error}
        </div>
      )}
    </Dialog>
  );
}
