// The shop's alerts (spec 2 §8 "Cart"): server warnings and failed calls, text only; the red one
// dismissible with its close button.
export function DismissibleAlert({ text, closeLabel, onClose }: { text: string; closeLabel: string; onClose: () => void }) {
  return (
    <div className="alert alert-danger alert-dismissible fade show" role="alert">
      <span>{text}</span>
      <button type="button" className="btn-close" aria-label={closeLabel} onClick={onClose} />
    </div>
  );
}

export type Notice = { text: string; kind: "danger" | "warning" | "info" };

/** A plain alert; `compact` is the product form's smaller one. */
export const NoticeAlert = ({ notice, compact }: { notice: Notice; compact?: boolean }) => (
  <div className={`alert alert-${notice.kind}${compact ? " py-2" : ""}`} role="alert">
    {notice.text}
  </div>
);
