// A record's discussion in a thread window (spec 3 §2, §3 "Thread", §4): its messages and attachments,
// others' new ones from the thread's bus channel, a composer; a post whose answer was lost is looked for
// in the thread of the page read again (lost_post.ts), never sent again blindly.
import { useEffect, useRef, useState } from "react";
import {
  RPCError, attr, child, defineIsland, defineMarkup, fetchCurrentPage, findIn, isAnswerLost, isSmallSize, sizeOf, useService, useTranslate,
  type BusMessage, type IslandProps,
} from "../../src/kit";
import { AttachmentList } from "./AttachmentList";
import { Composer } from "./Composer";
import { SEND_FAILED, THREAD_MESSAGE_TYPE, THREAD_POST_ROUTE, threadChannel, type ChatMessage } from "../../contract/livechat/constants";
import { findLostPost, newestId, SEND_UNKNOWN } from "./lost_post";
import { mergeMessages, readMessage } from "./messages";
import { MessageList } from "./MessageList";
import { ThreadWindow } from "./ThreadWindow";
import { useUnread } from "./unread";
import type { Attachment } from "./viewer/attachment_types";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function readThread(value: Record<string, unknown>) {
  return {
    model: String(value.model ?? ""),
    id: Number(value.id) || 0,
    title: String(value.title ?? ""),
    status: String(value.status ?? ""),
    messages: mergeMessages([], (Array.isArray(value.messages) ? value.messages : []).map(readMessage).filter((m): m is ChatMessage => m !== null)),
  };
}

const markup = defineMarkup({ attributes: { thread: attr.json<Record<string, unknown>>("data-thread", {}, isRecord) } });
const THREADS = child.optional(".o_document_thread[data-thread]");

/** The same thread's messages in a page (as the server renders it now), or null. */
function threadMessagesOf(page: Document, model: string, id: number): ChatMessage[] | null {
  for (const element of findIn(THREADS, page)) {
    try {
      const value: unknown = JSON.parse(element.getAttribute("data-thread") ?? "");
      if (!isRecord(value)) continue;
      const found = readThread(value);
      if (found.model === model && found.id === id) return found.messages;
    } catch {
      // another marker's malformed data
    }
  }
  return null;
}

function DocumentThread({ attrs }: IslandProps<typeof markup>) {
  const [thread] = useState(() => readThread(attrs.thread));
  const _t = useTranslate();
  const rpc = useService("rpc");
  const http = useService("http");
  const bus = useService("bus");
  const [messages, setMessages] = useState(thread.messages);
  const [closed, setClosed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { folded, unread, setUnread, arrived, fold, reachBottom, leaveBottom } = useUnread(false, 0);
  const own = useRef(new Set<number>());
  const shown = useRef(messages);
  shown.current = messages;

  useEffect(
    () =>
      bus.subscribe(threadChannel(thread.model, thread.id), (message: BusMessage) => {
        const payload = message.payload as Record<string, unknown> | null;
        if (message.type !== THREAD_MESSAGE_TYPE || payload?.thread_model !== thread.model || payload?.thread_id !== thread.id) return;
        const received = readMessage(payload.message);
        if (!received) return;
        // The bus replays recent notifications to a new tab: a message already shown is not new.
        if (!own.current.has(received.id) && !shown.current.some((m) => m.id === received.id)) arrived();
        setMessages((current) => mergeMessages(current, [received]));
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [bus, thread.id, thread.model],
  );

  /** After a lost answer: the thread of the page read again, shown, and the post looked for in it. */
  const settleLost = async (content: string, after: number) => {
    const reloaded = await fetchCurrentPage(http).then((page) => threadMessagesOf(page, thread.model, thread.id), () => null);
    if (!reloaded) {
      setError(_t(SEND_UNKNOWN));
      return false;
    }
    setMessages((current) => mergeMessages(current, reloaded));
    const landed = findLostPost(reloaded, after, content, (m) => !shown.current.some((s) => s.id === m.id));
    if (landed) own.current.add(landed.id);
    setError(landed ? null : _t(SEND_FAILED));
    return Boolean(landed);
  };

  const send = async (content: string) => {
    const after = newestId(shown.current);
    try {
      const posted = readMessage(await rpc(THREAD_POST_ROUTE, { thread_model: thread.model, thread_id: thread.id, post_data: { body: content, attachment_ids: [], partner_ids: [] } }));
      if (!posted) throw new Error("malformed answer");
      own.current.add(posted.id);
      setMessages((current) => mergeMessages(current, [posted]));
      setError(null);
      return true;
    } catch (failure) {
      if (isAnswerLost(failure)) return settleLost(content, after);
      setError(failure instanceof RPCError && failure.data?.message ? failure.data.message : _t(SEND_FAILED));
      return false;
    }
  };

  if (closed) {
    return (
      <button type="button" className="o_document_thread_reopen btn btn-outline-primary" onClick={() => setClosed(false)}>
        {_t("Show the discussion")}
      </button>
    );
  }
  return (
    <ThreadWindow
      role="region" title={thread.title} status={thread.status} unread={unread} folded={folded} canFold={!isSmallSize(sizeOf(window.innerWidth))}
      onToggleFold={() => fold(!folded)}
      onClose={() => {
        // Closing an open window with unread messages marks them read.
        if (!folded) setUnread(0);
        setClosed(true);
      }}
    >
      <MessageList
        messages={messages} isMine={(message) => own.current.has(message.id)} onReachBottom={reachBottom} onLeaveBottom={leaveBottom}
        authorName={(message) => (message.author_id ? message.author_id[1] : _t("Visitor"))}
        renderAfter={(message) => (message.attachment_ids.length ? <AttachmentList attachments={message.attachment_ids as Attachment[]} /> : null)}
      />
      <Composer placeholder={_t("Write a message...")} onSend={send} error={error} />
    </ThreadWindow>
  );
}

export default defineIsland({
  name: "livechat.document_thread",
  selector: ".o_document_thread",
  moment: "visible",
  mode: "render",
  services: ["bus", "http"],
  markup,
  Component: DocumentThread,
});
