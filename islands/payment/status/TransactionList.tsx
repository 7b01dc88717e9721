// The polled transactions, by state, each with its reference, amount and message.
import { useTranslate } from "../../../src/kit";
import type { DisplayValues } from "./post_processing";

export const STATE_HEADINGS: Record<string, string> = {
  pending: "Pending payments", authorized: "Authorized payments", done: "Confirmed payments",
  cancel: "Cancelled payments", error: "Failed payments", draft: "Payments waiting for you",
};
const TONES: Record<string, string> = { pending: "warning", authorized: "info", done: "success", cancel: "secondary", error: "danger", draft: "light" };

export function TransactionList({ byState }: { byState: Record<string, DisplayValues[]> }) {
  const _t = useTranslate();
  const groups = Object.entries(byState).filter(([, list]) => list.length);
  if (!groups.length) return <p className="text-muted">{_t("There is no payment to show.")}</p>;
  return (
    <div className="o_payment_tx_list">
      {groups.map(([state, list]) => (
        <section key={state} className="mb-3" data-state={state}>
          <h2 className="h5">{_t(STATE_HEADINGS[state] ?? state)}</h2>
          <ul className="list-group">
            {list.map((tx, index) => (
              <li key={`${tx.reference}-${index}`} className={`list-group-item list-group-item-${TONES[state] ?? "light"}`}>
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <strong>{tx.reference}</strong>
                  <a href={/^\/(?![/\\])/.test(tx.landing_route) ? tx.landing_route : "/"}>{_t("Back to the document")}</a>
                </div>
                {tx.display_message ? <p className="mb-0 o_payment_display_message">{tx.display_message}</p> : null}
                {tx.state_message ? <p className="mb-0 small">{tx.state_message}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
