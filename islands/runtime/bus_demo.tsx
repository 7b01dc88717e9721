// The bus demo (fixtures/pages/runtime/bus.html): this tab's role in the cross-tab bus, the
// channels it listens to, the notifications it received, and a form that sends a message
// through the server (POST /bus/demo/send) to every tab listening on a channel.
import { RPCError, attr, defineIsland, defineMarkup, useService, useTranslate, useStore, type BusNotification, type BusService, type IslandProps } from "../../src/kit";
import { useEffect, useId, useState, type FormEvent } from "react";

export const DEMO_SEND_ROUTE = "/bus/demo/send";
export const DEMO_MESSAGE_TYPE = "bus_demo/message";
/** The list shows this many notifications, the latest ones. */
export const SHOWN_NOTIFICATIONS = 500;
export const CHANNEL_NAME = /^[\w.:-]{1,64}$/;

declare module "../../src/services/bus/types" {
  interface BusMessageTypes {
    "bus_demo/message": { channel: string; text: string; author: string };
  }
}

const isDemoMessage = (notification: BusNotification): notification is BusNotification<{ type: "bus_demo/message"; payload: { channel: string; text: string; author: string } }> =>
  notification.message.type === DEMO_MESSAGE_TYPE &&
  typeof (notification.message.payload as { text?: unknown } | null)?.text === "string";

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function RoleBadge({ bus }: { bus: BusService }) {
  const _t = useTranslate();
  const state = useStore(bus.state);
  const now = useNow(state.status === "retrying");
  const role = {
    master: { label: _t("Master"), help: _t("This tab polls the server for every tab."), tone: "text-bg-success" },
    follower: { label: _t("Follower"), help: _t("Another tab polls the server and passes notifications on to this one."), tone: "text-bg-info" },
    off: { label: _t("Not connected"), help: _t("This tab listens to no channel, so it does not take part in the bus."), tone: "text-bg-secondary" },
  }[state.role];
  const seconds = state.retryAt === null ? 0 : Math.max(0, Math.ceil((state.retryAt - now) / 1000));
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className={`badge fs-6 ${role.tone} o_bus_demo_role`} data-role={state.role}>
        {role.label}
      </span>
      <span className="text-muted">{role.help}</span>
      {state.status === "retrying" && (
        <span className="text-warning-emphasis o_bus_demo_retry" role="status">
          {_t("The server did not answer; polling again in %s s.", seconds)}
        </span>
      )}
    </div>
  );
}

function Channels({ channels, onAdd, onRemove }: { channels: string[]; onAdd: (name: string) => void; onRemove: (name: string) => void }) {
  const _t = useTranslate();
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const channel = name.trim();
    if (!CHANNEL_NAME.test(channel)) {
      setError(_t("A channel name has 1 to 64 letters, digits, dots, colons, dashes or underscores."));
      return;
    }
    setError("");
    setName("");
    onAdd(channel);
  };
  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h3 className="h6" id={`${inputId}-title`}>
        {_t("Channels of this tab")}
      </h3>
      {channels.length ? (
        <ul className="list-inline mb-2 o_bus_demo_channels">
          {channels.map((channel) => (
            <li key={channel} className="list-inline-item badge text-bg-light border fs-6 fw-normal" data-channel={channel}>
              {channel}
              <button type="button" className="btn-close ms-2 align-middle" style={{ fontSize: "0.6rem" }} aria-label={_t("Stop listening to %s", channel)} onClick={() => onRemove(channel)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted mb-2">{_t("No channel: this tab does not poll.")}</p>
      )}
      <form className="row g-2 align-items-start o_bus_demo_add_channel" onSubmit={submit} noValidate>
        <div className="col-sm-8">
          <label className="visually-hidden" htmlFor={inputId}>
            {_t("Channel name")}
          </label>
          <input
            id={inputId}
            className={`form-control${error ? " is-invalid" : ""}`}
            placeholder={_t("Channel name")}
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {error && (
            <div className="invalid-feedback" id={`${inputId}-error`} role="alert">
              {error}
            </div>
          )}
        </div>
        <div className="col-sm-4">
          <button type="submit" className="btn btn-outline-primary w-100">
            {_t("Listen")}
          </button>
        </div>
      </form>
    </section>
  );
}

function SendForm({ channels }: { channels: string[] }) {
  const _t = useTranslate();
  const rpc = useService("rpc");
  const [channel, setChannel] = useState(channels[0] ?? "");
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: "danger" | "success"; text: string } | null>(null);
  const id = useId();
  useEffect(() => {
    if (!channels.includes(channel)) setChannel(channels[0] ?? "");
  }, [channels, channel]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!channel) return setFeedback({ tone: "danger", text: _t("Listen to a channel first.") });
    if (!text.trim()) return setFeedback({ tone: "danger", text: _t("Write a message to send.") });
    setSending(true);
    setFeedback(null);
    try {
      await rpc(DEMO_SEND_ROUTE, { channel, text });
      setText("");
      setFeedback({ tone: "success", text: _t("Sent to %s.", channel) });
    } catch (error) {
      // The text stays in the field: the user can send it again.
      const reason = error instanceof RPCError ? error.message : _t("the server could not be reached");
      setFeedback({ tone: "danger", text: _t("The message could not be sent: %s", reason) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 className="h6" id={`${id}-title`}>
        {_t("Send a message through the server")}
      </h3>
      <form className="row g-2 align-items-end o_bus_demo_send" onSubmit={submit} noValidate>
        <div className="col-sm-3">
          <label className="form-label small" htmlFor={`${id}-channel`}>
            {_t("Channel")}
          </label>
          <select id={`${id}-channel`} className="form-select" value={channel} onChange={(event) => setChannel(event.target.value)} disabled={!channels.length}>
            {channels.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6">
          <label className="form-label small" htmlFor={`${id}-text`}>
            {_t("Message")}
          </label>
          <input id={`${id}-text`} className="form-control" value={text} maxLength={500} onChange={(event) => setText(event.target.value)} />
        </div>
        <div className="col-sm-3">
          <button type="submit" className="btn btn-primary w-100" disabled={sending} aria-busy={sending || undefined}>
            {sending && <span className="fa fa-refresh fa-spin me-2" aria-hidden="true" />}
            {_t("Send")}
          </button>
        </div>
      </form>
      <div aria-live="polite" className="mt-2">
        {feedback && (
          <div className={`alert alert-${feedback.tone} py-2 mb-0 o_bus_demo_feedback`} role={feedback.tone === "danger" ? "alert" : "status"}>
            {feedback.text}
          </div>
        )}
      </div>
    </section>
  );
}

function NotificationItem({ notification }: { notification: BusNotification }) {
  if (isDemoMessage(notification)) {
    const { channel, text, author } = notification.message.payload;
    return (
      <>
        <span className="badge text-bg-light border me-2">#{notification.id}</span>
        <strong>{author}</strong> <span className="text-muted">({channel})</span>: {text}
      </>
    );
  }
  const payload = JSON.stringify(notification.message.payload) ?? "";
  return (
    <>
      <span className="badge text-bg-light border me-2">#{notification.id}</span>
      <code>{notification.message.type}</code> <span className="text-muted">{payload.length > 200 ? payload.slice(0, 200) + "…" : payload}</span>
    </>
  );
}

function BusDemo({ attrs: { channels: initialChannels } }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  const bus = useService("bus");
  const [channels, setChannels] = useState(initialChannels);
  const [received, setReceived] = useState<BusNotification[]>([]);
  const [count, setCount] = useState(0);

  useEffect(
    () =>
      bus.onNotification((notification) => {
        setCount((n) => n + 1);
        setReceived((list) => [...list, notification].slice(-SHOWN_NOTIFICATIONS));
      }),
    [bus],
  );
  useEffect(() => {
    for (const channel of channels) bus.addChannel(channel);
    return () => channels.forEach((channel) => bus.deleteChannel(channel));
  }, [bus, channels]);

  return (
    <div className="card shadow-sm o_bus_demo_card">
      <div className="card-header bg-white">
        <RoleBadge bus={bus} />
      </div>
      <div className="card-body d-grid gap-4">
        <Channels
          channels={channels}
          onAdd={(channel) => setChannels((list) => (list.includes(channel) ? list : [...list, channel]))}
          onRemove={(channel) => setChannels((list) => list.filter((other) => other !== channel))}
        />
        <SendForm channels={channels} />
        <section>
          <h3 className="h6">
            {_t("Received in this tab")} <span className="badge rounded-pill text-bg-primary o_bus_demo_count">{count}</span>
          </h3>
          {received.length ? (
            <ol className="list-group o_bus_demo_received" aria-live="polite" aria-relevant="additions">
              {received.map((notification) => (
                <li key={notification.id} className="list-group-item" data-notification-id={notification.id}>
                  <NotificationItem notification={notification} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-muted o_bus_demo_received" aria-live="polite">
              {_t("Nothing yet. Send a message, or open this page in another tab and send it from there.")}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

const isChannelList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string" && CHANNEL_NAME.test(item));

const markup = defineMarkup({ attributes: { channels: attr.json<string[]>("data-channels", ["lobby"], isChannelList) } });

export default defineIsland({
  name: "runtime.bus_demo",
  selector: ".o_bus_demo",
  moment: "load",
  mode: "render",
  services: ["bus"],
  markup,
  Component: BusDemo,
});
