// The payment status page (spec 2 §2 "/payment/status", §4 "Polling answers", §9 delays): an
// overlay until the first answer, then POST /payment/status/poll for ever (status/schedule.ts);
// an answer goes to a landing route or shows the transactions; tx_process_retry polls silently.
import { useState } from "react";
import {
  browserNavigation, defineIsland, defineMarkup, Portal, readSessionInfo, useService, useStartOnce, useTimeouts, useTranslate, type IslandProps,
} from "../../src/kit";
import { EXCEPTION_TITLE, NO_TX_FOUND_MESSAGE, NO_TX_FOUND_TITLE, PROCESSING_PAYMENT, RPC_ERROR_MESSAGE, SERVER_ERROR_TITLE } from "./messages";
import { TransactionList } from "./status/TransactionList";
import { postProcess, type DisplayValues } from "./status/post_processing";
import { statusPollDelay } from "./status/schedule";

export const POLL_ROUTE = "/payment/status/poll";
export const TX_PROCESS_RETRY = "tx_process_retry";
export const NO_TX_FOUND = "no_tx_found";

/** Covers the page until the first answer, as the platform's block-UI overlay does. */
const OVERLAY_STYLE = { background: "rgba(0, 0, 0, 0.7)", zIndex: 1100 } as const;

type View = { kind: "loading" } | { kind: "list"; byState: Record<string, DisplayValues[]> } | { kind: "no_tx" } | { kind: "exception"; message: string } | { kind: "rpc_error" };

function StatusView({ view }: { view: View }) {
  const _t = useTranslate();
  if (view.kind === "loading")
    return (
      <div className="o_payment_processing position-fixed top-0 start-0 w-100 h-100 d-flex flex-column align-items-center justify-content-center text-white text-center px-3" style={OVERLAY_STYLE} role="status">
        <i className="fa fa-circle-o-notch fa-spin fa-3x mb-3" aria-hidden="true" />
        <p className="h4 mb-0">{_t(PROCESSING_PAYMENT)}</p>
      </div>
    );
  if (view.kind === "list") return <TransactionList byState={view.byState} />;
  if (view.kind === "exception")
    return (
      <div className="alert alert-danger" role="alert">
        <h2 className="h5">{_t(EXCEPTION_TITLE)}</h2>
        <pre className="mb-0 text-wrap">{view.message}</pre>
      </div>
    );
  const [tone, title, message] = view.kind === "no_tx" ? ["warning", NO_TX_FOUND_TITLE, NO_TX_FOUND_MESSAGE] : ["danger", SERVER_ERROR_TITLE, RPC_ERROR_MESSAGE];
  return (
    <div className={`alert alert-${tone}`} role="alert">
      <p className="mb-1"><strong>{_t(title)}</strong></p>
      <p className="mb-0">{_t(message)}</p>
    </div>
  );
}

const markup = defineMarkup({ children: { content: '[name="o_payment_status_content"]' } });

function PaymentStatus({ parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const timeouts = useTimeouts();
  const [view, setView] = useState<View>({ kind: "loading" });
  useStartOnce((isAlive) => {
    let polls = 0;
    const poll = async () => {
      try {
        const answer = await rpc<{ success?: boolean; display_values_list?: unknown; error?: unknown }>(POLL_ROUTE, { csrf_token: readSessionInfo().csrfToken }, { silent: true });
        if (!isAlive()) return;
        if (answer?.success === true) {
          const outcome = postProcess(answer.display_values_list);
          if ("redirect" in outcome) {
            browserNavigation.assign(outcome.redirect);
            return;
          }
          setView({ kind: "list", byState: outcome.show });
        } else if (answer?.error === TX_PROCESS_RETRY) {
          // the server is finishing the payment: ask again without a word
        } else if (answer?.error === NO_TX_FOUND) setView({ kind: "no_tx" });
        else setView({ kind: "exception", message: String(answer?.error ?? "") });
      } catch {
        if (!isAlive()) return;
        setView({ kind: "rpc_error" });
      }
      timeouts.set(poll, statusPollDelay(polls++));
    };
    void poll();
  });
  return (
    <Portal into={parts.content}>
      {/* Keyed by kind: the fixed overlay's element is never reused for the answer that replaces
          it (an element moving from fixed to the page's flow counts as a layout shift). */}
      <StatusView key={view.kind} view={view} />
    </Portal>
  );
}

export default defineIsland({
  name: "payment.status",
  selector: 'div[name="o_payment_status"]',
  moment: "load",
  mode: "enhance",
  needs: ["csrf_token"],
  markup,
  Component: PaymentStatus,
});
