// A document thread in a thread window (spec 3 §2, §3 "Thread"): the discussion of a record,
// folded or open, its messages with their attachments opening the attachment viewer, and a
// composer that posts content with empty attachment_ids and partner_ids.
import { useCallback, useState } from "react";
import { useTranslate } from "../../src/hooks/env";
import { useService } from "../../src/hooks/use_service";
import { defineIsland } from "../../src/runtime/island";
import type { RPC } from "../../src/services/rpc";
import { RPCError } from "../../src/services/rpc_errors";
import { isSmallSize, sizeOf } from "../../src/services/ui_size";
import { AttachmentList } from "./AttachmentList";
import { Composer } from "./Composer";
import { SEND_FAILED, THREAD_POST_ROUTE, type ChatMessage } from "./constants";
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

  const send = useCallback(
    async (content: string) => {
      try {
        const posted = readMessage(await rpc(THREAD_POST_ROUTE, { thread_model: thread.model, thread_id: thread.id, post_data: { body: content, attachment_ids: [], partner_ids: [] } }));
        if (!posted) throw new Error("malformed answer");
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
      unread={0}
      folded={folded}
      canFold={!isSmallSize(sizeOf(window.innerWidth))}
      onToggleFold={() => setFolded((value) => !value)}
      onClose={() => setClosed(true)}
    >
      <MessageList
        messages={messages}
        isMine={() => false}
        authorName={(message) => (message.author_id ? message.author_id[1] : _t("Visitor"))}
        onReachBottom={() => undefined}
        onLeaveBottom={() => undefined}
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
  props: (_host, read) => readThread(read.json<Record<string, unknown>>("data-thread", {}, isRecord)),
  Component: DocumentThread,
});
