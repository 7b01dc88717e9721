// The visitor's chat: its session (from the cookie or the button), messages, others' typing, unread
// count, folding and end. A post whose answer was lost is looked for in the history read again.
import { isAnswerLost, RPCError, useService, useTranslate, useWriteLock, type BusMessage } from "../../src/kit";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { escapeHTML } from "../../src/core/text/escape";
import { chatApi } from "./chat_api";
import { BUS_TYPES, NO_OPERATOR, SEND_FAILED, SESSION_EXPIRED, sessionChannel, type ChatMessage, type ChatSession } from "../../contract/livechat/constants";
import { clearSessionCookie, forbidAutoPopup, readPageHistory, readPreviousOperator, readSessionCookie, writePreviousOperator, writeSessionCookie } from "./cookies";
import { findLostPost, newestId, SEND_UNKNOWN } from "./lost_post";
import { asksFeedback, authorIdOf, mergeMessages, readMessage } from "./messages";
import { Typers, typingLabel } from "./typers";
import { TypingNotifier } from "./typing_notifier";
import { useUnread } from "./unread";

export type ChatPhase = "button" | "chat" | "feedback";
const MISSING_ERROR = "odoo.exceptions.MissingError";

export const isExpiredSession = (error: unknown) => error instanceof RPCError && error.data?.name === MISSING_ERROR;

export function useChatSession({ channelId, anonymousName, onNewMessage }: { channelId: number; anonymousName: string; onNewMessage?: (message: ChatMessage) => void }) {
  const _t = useTranslate();
  const rpc = useService("rpc");
  const bus = useService("bus");
  const notification = useService("notification");
  const api = useMemo(() => chatApi(rpc), [rpc]);
  const [session, setSession] = useState<ChatSession | null>(() => readSessionCookie());
  const [phase, setPhase] = useState<ChatPhase>(() => (session ? "chat" : "button"));
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const { folded, unread, setUnread, arrived, fold, reachBottom, leaveBottom } = useUnread(Boolean(session?.folded), session?.message_unread_counter ?? 0);
  const [sendError, setSendError] = useState<string | null>(null);
  const [typers, setTypers] = useState<string[]>([]);
  const opening = useWriteLock();
  const sessionRef = useRef(session);
  sessionRef.current = session;
  /** Ids of the messages shown: a message arriving again (post, bus, history) is not new. */
  const seen = useRef(new Set<number>());
  const shown = useRef<ChatMessage[]>([]);
  shown.current = messages;
  /** Messages of the server, shown once each. */
  const show = (received: ChatMessage[]) => {
    received.forEach((m) => seen.current.add(m.id));
    setMessages((current) => mergeMessages(current, received));
  };

  const end = useCallback(
    (uuid: string | null) => {
      if (uuid) api.leave(uuid).catch(() => undefined);
      clearSessionCookie();
      forbidAutoPopup();
      setSession(null);
      setMessages([]);
      seen.current.clear();
      setUnread(0);
      setSendError(null);
      setPhase("button");
    },
    [api, setUnread],
  );

  // The history of a restored or opened session.
  const uuid = session?.uuid ?? null;
  useEffect(() => {
    if (!uuid) return;
    let live = true;
    api.history(uuid).then(
      (history) => live && show(history),
      (error) => live && isExpiredSession(error) && end(null),
    );
    return () => void (live = false);
  }, [api, uuid, end]);

  const operatorId = session?.operator_pid[0] ?? null;
  const isMine = (message: ChatMessage) => authorIdOf(message) !== operatorId;

  // Live messages, edits, typing and history commands of the session's channel.
  useEffect(() => {
    if (!uuid) return;
    const typing = new Typers(setTypers);
    const stop = bus.subscribe(sessionChannel(uuid), (message: BusMessage) => {
      const payload = message.payload as Record<string, any> | null;
      if (!payload || payload.uuid !== uuid) return;
      if (message.type === BUS_TYPES.newMessage || message.type === BUS_TYPES.messageEdit) {
        const received = readMessage(payload.message);
        if (!received) return;
        const isNew = !seen.current.has(received.id);
        if (isNew && message.type === BUS_TYPES.newMessage && authorIdOf(received) === operatorId) {
          arrived();
          onNewMessage?.(received);
        }
        show([received]);
        if (authorIdOf(received) === operatorId) typing.set(operatorId!, "", false);
      } else if (message.type === BUS_TYPES.typing && payload.partner_id === operatorId) {
        typing.set(payload.partner_id, String(payload.partner_name ?? ""), Boolean(payload.is_typing));
      } else if (message.type === BUS_TYPES.historyCommand) {
        api.pageHistory(operatorId, uuid, readPageHistory()).catch(() => undefined);
      }
    });
    return () => {
      stop();
      typing.dispose();
      setTypers([]);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, bus, uuid, operatorId, onNewMessage]);

  const notifier = useMemo(() => (uuid ? new TypingNotifier((isTyping) => void api.notifyTyping(uuid, isTyping).catch(() => undefined)) : null), [api, uuid]);
  useEffect(() => () => notifier?.dispose(), [notifier]);

  // one opening at a time, and none while a session is open
  const open = opening.locked(async () => {
    if (sessionRef.current) return;
    const opened = await api.getSession(channelId, anonymousName, readPreviousOperator()).catch(() => false as const);
    if (!opened || !Array.isArray(opened.operator_pid)) return void notification.add(_t(NO_OPERATOR), { type: "info" });
    writeSessionCookie({ ...opened, folded: false });
    writePreviousOperator(opened.operator_pid[0]);
    fold(false);
    setSession(opened);
    setPhase("chat");
  });

  /** After a lost answer: the history again, shown, and the post looked for in it. */
  const settleLost = async (sessionUuid: string, text: string, after: number): Promise<boolean> => {
    const history = await api.history(sessionUuid).catch(() => null);
    if (!history) {
      setSendError(_t(SEND_UNKNOWN));
      return false;
    }
    show(history);
    const landed = findLostPost(history, after, text, isMine);
    setSendError(landed ? null : _t(SEND_FAILED));
    return Boolean(landed);
  };

  const send = async (text: string): Promise<boolean> => {
    if (!uuid) return false;
    notifier?.stop();
    const after = newestId(shown.current);
    try {
      const id = await api.post(uuid, text);
      if (!Number.isInteger(id) || !id) {
        setSendError(_t(SEND_FAILED));
        return false;
      }
      setSendError(null);
      if (!seen.current.has(id)) {
        const date = new Date().toISOString();
        show([{ id, body: escapeHTML(text), date, author_id: false, attachment_ids: [], message_type: "comment", is_discussion: true, is_notification: false }]);
      }
      return true;
    } catch (error) {
      if (isExpiredSession(error)) {
        notification.add(_t(SESSION_EXPIRED), { type: "danger" });
        end(null);
      } else if (isAnswerLost(error)) return settleLost(uuid, text, after);
      else setSendError(_t(SEND_FAILED));
      return false;
    }
  };

  // The cookie keeps the unread count (and the fold state below) for the next page: written in the
  // commit that shows the count, so that a page left right after still passes it on.
  useLayoutEffect(() => {
    const stored = readSessionCookie();
    if (stored && stored.uuid === uuid && (stored.message_unread_counter ?? 0) !== unread) writeSessionCookie({ ...stored, message_unread_counter: unread });
  }, [unread, uuid]);

  const toggleFold = () => {
    if (!session) return;
    fold(!folded);
    writeSessionCookie({ ...(readSessionCookie() ?? session), folded: !folded });
  };

  /** Closing: a feedback step when a real message was exchanged, else the session ends. */
  const close = () => {
    notifier?.stop();
    setUnread(0);
    if (phase === "chat" && asksFeedback(messages)) setPhase("feedback");
    else end(uuid);
  };

  return {
    api, session, phase, messages, folded, unread, sendError, isMine, open, send, close, toggleFold, leaveBottom,
    typing: typingLabel(typers, _t),
    end: () => end(uuid),
    markRead: reachBottom,
    onInput: () => notifier?.input(),
  };
}
