// Portal chatter (spec 2 §2-§9 "Chatter"): the discussion of a document. It loads with
// /mail/chatter_init (which completes the options), pages with /mail/chatter_fetch (10 a page,
// 5 page links), lets staff toggle a message internal/public (the server's answer sets the state),
// and shows the composer when the server allows it; after a send it reloads. Access tokens let
// visitors who are not logged in read and post on one document. The island writes one thing at a
// time (a post, a removal, a toggle): a click while another write runs is ignored. When a post's
// answer is lost, the chatter reloads its first page and tells the composer whether the post is
// there.
import { useRef, useState } from "react";
import {
  defineIsland, errorText, MalformedAnswerError, sanitizerFor, useService, useServiceLater, useStartOnce, useTranslate, useWriteBusy, useWriteLock, WriteIgnored, type IslandProps, type NotificationService,
} from "../../../src/kit";
import type { UncertainPost } from "./Composer";
import { ComposerOnDemand } from "./composer_on_demand";
import { CHATTER_FETCH_ROUTE, CHATTER_INIT_ROUTE, UPDATE_IS_INTERNAL_ROUTE } from "./constants";
import { Message } from "./Message";
import { Pager } from "./Pager";
import { computePager } from "./pager_state";
import { chatterMarkup, chatterOptions, fetchParams } from "./options";
import { asChatterAnswer, type ChatterAnswer, type ChatterMessage, type ChatterOptions } from "./types";

/** The text of a message body, without markup or whitespace (to recognise a posted message). */
export function bodyText(html: string): string {
  return (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").replace(/\s+/g, "");
}

/** Whether `messages` hold the post: newer than it, with its text or one of its attachments. */
export function holdsPost(messages: ChatterMessage[], post: UncertainPost): boolean {
  const text = post.text.replace(/\s+/g, "");
  return messages.some(
    (m) => m.id > post.after && ((text !== "" && bodyText(m.body) === text) || m.attachment_ids.some((a) => post.attachmentIds.includes(a.id))),
  );
}

function MessageCount({ count }: { count: number }) {
  const _t = useTranslate();
  if (!count) return <p className="o_message_counter text-muted">{_t("There are no comments for now.")}</p>;
  return (
    <p className="o_message_counter fw-bold">
      <i className="fa fa-comments me-1" aria-hidden="true" />
      <span className="o_message_count">{count === 1 ? _t("1 comment") : _t("%s comments", count)}</span>
    </p>
  );
}

export function Chatter({ attrs }: IslandProps<typeof chatterMarkup>) {
  const [props] = useState(() => chatterOptions(attrs));
  const _t = useTranslate();
  const rpc = useService("rpc");
  const notification = useServiceLater<NotificationService>("notification");
  const [options, setOptions] = useState<ChatterOptions>(props);
  const [messages, setMessages] = useState<ChatterMessage[]>([]);
  const [count, setCount] = useState(props.message_count);
  const [page, setPage] = useState(props.pager_start);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [loadError, setLoadError] = useState("");
  const [toggling, setToggling] = useState<number | null>(null);
  const lock = useWriteLock();
  const writing = useWriteBusy(lock);
  const newest = useRef(0);

  /** Loads a page; `quiet` leaves a failure to the caller (the answer is then null). */
  const load = async (route: string, nextPage: number, current: ChatterOptions, { quiet = false } = {}): Promise<ChatterAnswer | null> => {
    const shown = status === "ready";
    if (!shown) setStatus("loading");
    try {
      const answer = asChatterAnswer(await rpc(route, fetchParams(current, nextPage)));
      if (!answer) throw new MalformedAnswerError();
      // Bodies that are more than plain paragraphs wait for the sanitizer's code: shown once, sanitized.
      await sanitizerFor(answer.messages.map((m) => m.body)).catch(() => undefined);
      if (route === CHATTER_INIT_ROUTE) setOptions((o) => ({ ...o, ...answer.options }));
      setMessages(answer.messages);
      setCount(answer.message_count);
      setPage(nextPage);
      setStatus("ready");
      newest.current = Math.max(newest.current, ...answer.messages.map((m) => m.id));
      return answer;
    } catch (error) {
      // A chatter already shown stays as it was and says so; a first load offers to retry.
      if (shown) {
        if (!quiet) void notification().then((service) => service.add(errorText(error, _t), { type: "danger" }));
      } else {
        setLoadError(errorText(error, _t));
        setStatus("failed");
      }
      return null;
    }
  };

  const checkPost = async (post: UncertainPost) => {
    const answer = await load(CHATTER_FETCH_ROUTE, 1, options, { quiet: true });
    if (!answer) return "unknown" as const;
    return holdsPost(answer.messages, post) ? ("sent" as const) : ("not-sent" as const);
  };

  const init = () => load(CHATTER_INIT_ROUTE, props.pager_start, props);
  useStartOnce(() => void init());

  const toggleInternal = async (message: ChatterMessage) => {
    try {
      await lock.run(async () => {
        setToggling(message.id);
        try {
          const isInternal = await rpc<unknown>(UPDATE_IS_INTERNAL_ROUTE, { message_id: message.id, is_internal: !message.is_internal });
          if (typeof isInternal !== "boolean") throw new MalformedAnswerError();
          setMessages((list) => list.map((m) => (m.id === message.id ? { ...m, is_internal: isInternal } : m)));
        } finally {
          setToggling(null);
        }
      });
    } catch (error) {
      if (!(error instanceof WriteIgnored)) void notification().then((service) => service.add(errorText(error, _t), { type: "danger" }));
    }
  };

  const pager = computePager(page, count, options.pager_step, options.pager_scope);

  if (status === "loading") {
    return (
      <div className="o_portal_chatter_loading text-muted py-3" role="status">
        <i className="fa fa-circle-o-notch fa-spin me-1" aria-hidden="true" />
        {_t("Loading the conversation…")}
      </div>
    );
  }
  if (status === "failed") {
    return (
      <div className="alert alert-warning d-flex align-items-center gap-3" role="alert">
        <span className="flex-grow-1">
          {_t("The conversation could not be loaded.")} {loadError}
        </span>
        <button type="button" className="btn btn-sm btn-secondary" onClick={() => void init()}>
          {_t("Retry")}
        </button>
      </div>
    );
  }
  return (
    <div className={`o_portal_chatter_content${options.two_columns ? " row" : ""}`}>
      <div className={options.two_columns ? "col-lg-5" : ""}>
        <MessageCount count={count} />
        {options.display_composer ? (
          <ComposerOnDemand options={options} lock={lock} newestId={() => newest.current} checkPost={checkPost} onPosted={async () => void (await load(CHATTER_FETCH_ROUTE, 1, options))} />
        ) : null}
      </div>
      <div className={options.two_columns ? "col-lg-7" : ""}>
        <div className="o_portal_chatter_messages">
          {messages.map((message) => (
            <Message
              key={message.id}
              message={message}
              showInternalToggle={options.is_user_employee}
              onToggleInternal={(m) => void toggleInternal(m)}
              toggling={toggling === message.id}
              disabled={writing}
            />
          ))}
        </div>
        <Pager pager={pager} disabled={false} onPage={(p) => void load(CHATTER_FETCH_ROUTE, p, options)} />
      </div>
    </div>
  );
}

export default defineIsland({
  name: "portal.chatter",
  selector: ".o_portal_chatter",
  moment: "visible",
  mode: "render",
  needs: ["csrf_token"],
  markup: chatterMarkup,
  Component: Chatter,
});
