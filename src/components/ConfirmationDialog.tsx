// A question with a confirm and an optional cancel button (spec 1 §9: medium size, default title
// Confirmation). The confirm callback may be async: the buttons wait for it; returning false keeps
// the dialog open; a failure keeps it open too and reaches the error layer.
import { useState, type ReactNode } from "react";
import { useTranslate } from "../hooks/use_env";
import { Dialog, type DialogSize } from "./Dialog";

export const CONFIRMATION_TITLE = "Confirmation";
export const CONFIRMATION_SIZE: DialogSize = "md";

export interface ConfirmationDialogProps {
  title?: string;
  body: ReactNode;
  confirm?: () => unknown;
  cancel?: () => unknown;
  confirmLabel?: string;
  cancelLabel?: string;
  size?: DialogSize;
  close: () => void;
}

export function ConfirmationDialog({ title, body, confirm, cancel, confirmLabel, cancelLabel, size = CONFIRMATION_SIZE, close }: ConfirmationDialogProps) {
  const _t = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async (callback: (() => unknown) | undefined) => {
    setBusy(true);
    try {
      if ((await callback?.()) === false) return setBusy(false);
    } catch (error) {
      setBusy(false);
      throw error;
    }
    close();
  };
  const dismiss = () => void run(cancel);
  return (
    <Dialog
      title={title ?? _t(CONFIRMATION_TITLE)}
      size={size}
      onClose={dismiss}
      footer={
        <>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run(confirm)}>
            {confirmLabel ?? _t("Ok")}
          </button>
          {cancel ? (
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={dismiss}>
              {cancelLabel ?? _t("Cancel")}
            </button>
          ) : null}
        </>
      }
    >
      {typeof body === "string" ? <p className="mb-0" style={{ whiteSpace: "pre-wrap" }}>{body}</p> : body}
    </Dialog>
  );
}
