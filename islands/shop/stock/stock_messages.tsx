// The chosen variant's availability in `.availability_messages` (spec 3 §3, §5; odoo-markup.md §4
// website_sale_stock), and for a product with nothing free the "notify me" e-mail form. The page's
// first availability comes in data-availability; the product island updates it (stock.ts).
import { useEffect, useState, type FormEvent } from "react";
import { attr, defineIsland, defineMarkup, errorText, runWrite, useService, useTranslate, useWriteLock, useStore, type IslandProps } from "../../../src/kit";
import {
  availability, type Availability, availabilityMessages, isValidEmail, mayAskNotification, NOTIFY_EMAIL_LABEL, NOTIFY_FAILED, NOTIFY_INVALID_EMAIL, NOTIFY_ME,
  NOTIFY_SEND, NOTIFY_SUCCESS, readAvailability, STOCK_NOTIFICATION_ROUTE,
} from "./stock";

const markup = defineMarkup({ attributes: { availability: attr.json<unknown>("data-availability", null) } });

const TONE_CLASS = { danger: "text-danger-emphasis fw-bold", warning: "text-warning-emphasis", success: "text-success", muted: "text-muted" } as const;

function NotifyForm({ productId }: { productId: number }) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const inputId = "stock_notification_input";
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  // One request at a time, under a synchronous lock (a second submit of the same task is ignored).
  const lock = useWriteLock();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setError(_t(NOTIFY_INVALID_EMAIL));
    await runWrite(lock, async (keepLocked) => {
      setError("");
      setState("busy");
      try {
        await rpc(STOCK_NOTIFICATION_ROUTE, { product_id: productId, email: email.trim() }, { silent: true });
        keepLocked();
        setState("done");
      } catch (failure) {
        setState("idle");
        setError(`${_t(NOTIFY_FAILED)} ${errorText(failure, _t)}`);
      }
    });
  };

  if (state === "done")
    return (
      <div id="stock_notification_success_message" className="text-success" role="status">
        <i className="fa fa-check" aria-hidden="true" /> {_t(NOTIFY_SUCCESS)}
      </div>
    );
  return (
    <div id="stock_notification_div">
      {!open && (
        <button type="button" id="product_stock_notification_message" className="btn btn-link px-0" onClick={() => setOpen(true)}>
          <i className="fa fa-bell" aria-hidden="true" /> {_t(NOTIFY_ME)}
        </button>
      )}
      {open && (
        <form id="stock_notification_form" className="mt-1" noValidate onSubmit={submit}>
          <label className="form-label small mb-1" htmlFor={inputId}>{_t(NOTIFY_EMAIL_LABEL)}</label>
          <div className="input-group" style={{ maxWidth: "24rem" }}>
            <input
              id={inputId}
              className={`form-control${error ? " is-invalid" : ""}`}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="name@example.com"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button type="submit" className="btn btn-secondary" disabled={state === "busy"} aria-busy={state === "busy"}>
              <i className="fa fa-paper-plane" aria-hidden="true" /> {_t(NOTIFY_SEND)}
            </button>
          </div>
          {error && <div id={`${inputId}-error`} className="text-danger-emphasis small mt-1" role="alert">{error}</div>}
        </form>
      )}
    </div>
  );
}

function StockMessages({ attrs }: IslandProps<typeof markup>) {
  const [initial] = useState<Availability | null>(() => readAvailability(attrs.availability));
  const _t = useTranslate();
  const current = useStore(availability);
  useEffect(() => {
    if (initial && availability.get() === null) availability.set(initial);
  }, [initial]);
  const info = current ?? initial;
  const messages = availabilityMessages(info, _t);
  if (!info || !messages.length) return null;
  return (
    <div aria-live="polite">
      {messages.map((message) => (
        <div key={message.text} className={TONE_CLASS[message.tone]}>
          {message.tone === "danger" && <i className="fa fa-times me-1" aria-hidden="true" />}
          {message.text}
        </div>
      ))}
      {mayAskNotification(info) && <NotifyForm key={info.product_id} productId={info.product_id} />}
    </div>
  );
}

export default defineIsland({
  name: "shop_extras.stock_messages",
  selector: ".availability_messages",
  moment: "load",
  mode: "render",
  markup,
  Component: StockMessages,
});
