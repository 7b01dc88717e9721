// A document thread in a thread window (spec 3 §2, §3 "Thread", §4): the discussion of a record,
// folded or open, its messages with their attachments opening the attachment viewer, others'
// new messages from the thread's bus channel (unread until the visitor is at the bottom of an
// open window, or closes it), and a composer that posts content with empty attachment_ids and
// partner_ids.
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslate } from "../../src/hooks/env";
import { useService } from "../../src/hooks/use_service";
import { defineIsland } from "../../src/runtime/island";
import type { BusMessage, BusService } from "../../src/services/bus";
import type { RPC } from "../../src/services/rpc";
import { RPCError } from "../../src/services/rpc_errors";
import { isSmallSize, sizeOf } from "../../src/services/ui_size";
import { AttachmentList } from "./AttachmentList";
import { Composer } from "./Composer";
import { SEND_FAILED, THREAD_MESSAGE_TYPE, THREAD_POST_ROUTE, threadChannel, type ChatMessage } from "./constants";
import { mergeMessages, readMessage } from "./messages";
import { MessageList } from "./MessageList";
import { ThreadWindow } from "./ThreadWindow";
import type { Attachment } from "./viewer/attachment_types";

interface ThreadProps {
  model: string;
  id: number;
  title: string;
  status: string;
  messages: ChatMessage[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function readThread(value: Record<string, unknown>): ThreadProps {
  return {
    model: String(value.model ?? ""),
    id: Number(value.id) || 0,
    title: String(value.title ?? ""),
    status: String(value.status ?? ""),
    messages: mergeMessages([], (Array.isArray(value.messages) ? value.messages : []).map(readMessage).filter((m): m is ChatMessage => m !== null)),
  };
}

function DocumentThread(thread: ThreadProps) {
  const _t = useTranslate();
  const rpc = useService<RPC>("rpc");
  const [messages, setMessages] = useState(thread.messages);
  const [folded, setFolded] = useState(false);
  const [closed, setClosed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [unread, setUnread] = useState(0);
  const bus = useService<BusService>("bus");
  const own = useRef(new Set<number>());
  const atBottom = useRef(true);
  const foldedRef = useRef(folded);
  foldedRef.current = folded;
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
        const known = own.current.has(received.id) || shown.current.some((m) => m.id === received.id);
        if (!known && (foldedRef.current || !atBottom.current)) setUnread((count) => count + 1);
        setMessages((current) => mergeMessages(current, [received]));
      }),
    [bus, thread.id, thread.model],
  );

  const send = useCallback(
    async (content: string) => {
      try {
        const posted = readMessage(await rpc(THREAD_POST_ROUTE, { thread_model: thread.model, thread_id: thread.id, post_data: { body: content, attachment_ids: [], partner_ids: [] } }));
        if (!posted) throw new Error("malformed answer");
        own.current.add(posted.id);
        setMessages((current) => mergeMessages(current, [posted]));
        setError(null);
        return true;
      } catch (failure) {
        setError(failure instanceof RPCError && failure.data?.message ? failure.data.message : _t(SEND_FAILED));
        return false;
      }
    },
    [_t, rpc, thread.id, thread.model],
  );

  if (closed)
    return (
      <button type="button" className="o_document_thread_reopen btn btn-outline-primary" onClick={() => setClosed(false)}>
        {_t("Show the discussion")}
      </button>
    );
  return (
    <ThreadWindow
      role="region"
      title={thread.title}
      status={thread.status}
      unread={unread}
      folded={folded}
      canFold={!isSmallSize(sizeOf(window.innerWidth))}
      onToggleFold={() => {
        if (folded && atBottom.current) setUnread(0);
        setFolded(!folded);
      }}
      onClose={() => {
        // Closing an open window with unread messages marks them read.
        if (!folded) setUnread(0);
        setClosed(true);
      }}
    >
      <MessageList
        messages={messages}
        isMine={(message) => own.current.has(message.id)}
        authorName={(message) => (message.author_id ? message.author_id[1] : _t("Visitor"))}
        onReachBottom={() => {
          atBottom.current = true;
          setUnread(0);
        }}
        onLeaveBottom={() => (atBottom.current = false)}
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
  services: ["bus"],
  props: (_host, read) => readThread(read.json<Record<string, unknown>>("data-thread", {}, isRecord)),
  Component: DocumentThread,
});
