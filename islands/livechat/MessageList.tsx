// The messages of a thread (spec 3 §9): grouped by author within a minute, relative times refreshed
// every minute, bodies linkified and sanitized; the bottom reached (after 100 ms still) reads the thread.
import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { localizationStore, useDebounced, useInterval, useStore, useTranslate } from "../../src/kit";
import { SanitizedHtmlOnDemand } from "../../src/components/sanitized_html_on_demand";
import { linkify } from "../../src/core/text/linkify";
import { RELATIVE_TIME_REFRESH_MS, relativeTime } from "../../src/core/text/relative_time";
import { AT_BOTTOM_TOLERANCE_PX, SCROLL_DEBOUNCE_MS, type ChatMessage } from "../../contract/livechat/constants";
import { startsGroup } from "./messages";

export interface MessageListProps {
  messages: readonly ChatMessage[];
  authorName(message: ChatMessage): string;
  isMine(message: ChatMessage): boolean;
  typing?: string;
  onReachBottom(): void;
  onLeaveBottom(): void;
  /** What follows a message's body (its attachments). */
  renderAfter?(message: ChatMessage): ReactNode;
  children?: ReactNode;
}

export const isAtBottom = (el: { scrollHeight: number; scrollTop: number; clientHeight: number }) =>
  el.scrollHeight - el.scrollTop - el.clientHeight <= AT_BOTTOM_TOLERANCE_PX;

export function MessageList({ messages, authorName, isMine, typing, onReachBottom, onLeaveBottom, renderAfter, children }: MessageListProps) {
  const _t = useTranslate();
  const localization = useStore(localizationStore);
  const [now, setNow] = useState(() => Date.now());
  useInterval(() => setNow(Date.now()), RELATIVE_TIME_REFRESH_MS);
  const list = useRef<HTMLDivElement>(null);
  const wasAtBottom = useRef(true);

  useLayoutEffect(() => {
    const el = list.current;
    if (el && wasAtBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, typing]);

  const onScroll = useDebounced(() => {
    const el = list.current;
    if (!el) return;
    wasAtBottom.current = isAtBottom(el);
    if (wasAtBottom.current) onReachBottom();
    else onLeaveBottom();
  }, SCROLL_DEBOUNCE_MS);

  return (
    <div ref={list} className="o_thread_messages flex-grow-1 overflow-auto p-2" onScroll={() => onScroll()} aria-live="polite">
      {children}
      {messages.map((message, index) => {
        const first = startsGroup(messages[index - 1], message);
        const mine = isMine(message);
        return (
          <Fragment key={message.id}>
            {first && (
              <div className={`o_thread_message_author small text-muted mt-2${mine ? " text-end" : ""}`}>
                <strong>{authorName(message)}</strong>{" "}
                <time className="o_thread_message_date" dateTime={message.date} title={new Date(message.date).toLocaleString()}>
                  {relativeTime(Date.parse(message.date), { now, translate: _t, localization })}
                </time>
              </div>
            )}
            <div className={`o_thread_message d-flex${mine ? " justify-content-end o_thread_message_mine" : ""}`} data-message-id={message.id}>
              <SanitizedHtmlOnDemand html={linkify(message.body)} className={`o_thread_message_content rounded px-2 py-1 mb-1 ${mine ? "text-bg-primary" : "bg-body-secondary"}`} />
            </div>
            {renderAfter?.(message)}
          </Fragment>
        );
      })}
      {typing && <div className="o_thread_typing small text-muted fst-italic">{typing}</div>}
    </div>
  );
}
