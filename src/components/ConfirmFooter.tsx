// A dialog footer whose confirm button waits for its call: disabled with a spinner while busy,
// next to Cancel.
export function ConfirmFooter({ confirmLabel, confirmClass, cancelLabel, busy, onConfirm, onCancel }: { confirmLabel: string; confirmClass: string; cancelLabel: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <>
      <button type="button" className={`btn btn-primary ${confirmClass}`} disabled={busy} onClick={onConfirm}>
        {busy ? <span className="fa fa-circle-o-notch fa-spin me-2" aria-hidden="true" /> : null}
        {confirmLabel}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
    </>
  );
}
