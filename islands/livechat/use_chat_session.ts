// The visitor's chat: the session (restored from its cookie or opened from the button), its
// messages (history, own posts, the session's bus channel), others' typing, the unread count,
// folding, and the end of the session. A post whose answer was lost is looked for in the history
// read again (lost_post.ts), never sent again blindly.
import { RPCError, useService, useTranslate, type BusMessage } from "../../src/kit";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { escapeHTML } from "../../src/core/text/escape";
import { isAnswerLost } from "../../src/kit";
import { chatApi } from "./chat_api";
import { BUS_TYPES, NO_OPERATOR, SEND_FAILED, SESSION_EXPIRED, sessionChannel, type ChatMessage, type ChatSession } from "../../contract/livechat/constants";
import { clearSessionCookie, forbidAutoPopup, readPageHistory, readPreviousOperator, readSessionCookie, writePreviousOperator, writeSessionCookie } from "./cookies";
import { findLostPost, newestId, SEND_UNKNOWN } from "./lost_post";
import { asksFeedback, authorIdOf, mergeMessages, readMessage } from "./messages";
import { Typers, typingLabel } from "./typers";
import { TypingNotifier } from "./typing_notifier";

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
  const [folded, setFolded] = useState(() => Boolean(session?.folded));
  const [unread, setUnread] = useState(() => session?.message_unread_counter ?? 0);
  const [sendError, setSendError] = useState<string | null>(null);
  const [typers, setTypers] = useState<string[]>([]);
  const atBottom = useRef(true);
  const foldedRef = useRef(folded);
  foldedRef.current = folded;
  const opening = useRef(false);
  const sessionRef = useRef(session);
  sessionRef.current = session;
  /** Ids of the messages shown: a message arriving again (post, bus, history) is not new. */
  const seen = useRef(new Set<number>());
  const shown = useRef<ChatMessage[]>([]);

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
    [api],
  );

  const expire = useCallback(() => {
    notification.add(_t(SESSION_EXPIRED), { type: "danger" });
    end(null);
  }, [_t, end, notification]);

  // The history of a restored or opened session.
  const uuid = session?.uuid ?? null;
  useEffect(() => {
    if (!uuid) return;
    let live = true;
    api.history(uuid).then(
      (history) => {
        if (!live) return;
        history.forEach((m) => seen.current.add(m.id));
        setMessages((current) => mergeMessages(current, history));
      },
      (error) => live && isExpiredSession(error) && end(null),
    );
    return () => void (live = false);
  }, [api, uuid, end]);

  shown.current = messages;
  const operatorId = session?.operator_pid[0] ?? null;
  const isMine = useCallback((message: ChatMessage) => authorIdOf(message) !== operatorId, [operatorId]);

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
        seen.current.add(received.id);
        if (isNew && message.type === BUS_TYPES.newMessage && authorIdOf(received) === operatorId) {
          if (foldedRef.current || !atBottom.current) setUnread((count) => count + 1);
          onNewMessage?.(received);
        }
        setMessages((current) => mergeMessages(current, [received]));
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
  }, [api, bus, uuid, operatorId, onNewMessage]);

  const notifier = useMemo(() => (uuid ? new TypingNotifier((isTyping) => void api.notifyTyping(uuid, isTyping).catch(() => undefined)) : null), [api, uuid]);
  useEffect(() => () => notifier?.dispose(), [notifier]);

  const open = useCallback(async () => {
    if (opening.current || sessionRef.current) return;
    opening.current = true;
    try {
      const opened = await api.getSession(channelId, anonymousName, readPreviousOperator()).catch(() => false as const);
      if (!opened || !Array.isArray(opened.operator_pid)) {
        notification.add(_t(NO_OPERATOR), { type: "info" });
        return;
      }
      writeSessionCookie({ ...opened, folded: false });
      writePreviousOperator(opened.operator_pid[0]);
      setFolded(false);
      setSession(opened);
      setPhase("chat");
    } finally {
      opening.current = false;
    }
  }, [_t, anonymousName, api, channelId, notification]);

  /** After a lost answer: the history again, shown, and the post looked for in it. */
  const settleLost = useCallback(
    async (sessionUuid: string, text: string, after: number): Promise<boolean> => {
      const history = await api.history(sessionUuid).catch(() => null);
      if (!history) {
        setSendError(_t(SEND_UNKNOWN));
        return false;
      }
      history.forEach((m) => seen.current.add(m.id));
      setMessages((current) => mergeMessages(current, history));
      const landed = findLostPost(history, after, text, (m) => authorIdOf(m) !== operatorId);
      setSendError(landed ? null : _t(SEND_FAILED));
      return Boolean(landed);
    },
    [_t, api, operatorId],
  );

  const send = useCallback(
    async (text: string): Promise<boolean> => {
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
        const own: ChatMessage = { id: id as number, body: escapeHTML(text), date: new Date().toISOString(), author_id: false, attachment_ids: [], message_type: "comment", is_discussion: true, is_notification: false };
        if (!seen.current.has(own.id)) {
          seen.current.add(own.id);
          setMessages((current) => mergeMessages(current, [own]));
        }
        return true;
      } catch (error) {
        if (isExpiredSession(error)) expire();
        else if (isAnswerLost(error)) return settleLost(uuid, text, after);
        else setSendError(_t(SEND_FAILED));
        return false;
      }
    },
    [_t, api, expire, notifier, settleLost, uuid],
  );

  // The cookie keeps the unread count (and the fold state below) for the next page: written in the
  // commit that shows the count, so that a page left right after still passes it on.
  useLayoutEffect(() => {
    const stored = readSessionCookie();
    if (stored && stored.uuid === uuid && (stored.message_unread_counter ?? 0) !== unread) writeSessionCookie({ ...stored, message_unread_counter: unread });
  }, [unread, uuid]);

  const toggleFold = useCallback(() => {
    if (!session) return;
    const next = !folded;
    setFolded(next);
    writeSessionCookie({ ...(readSessionCookie() ?? session), folded: next });
    if (!next && atBottom.current) setUnread(0);
  }, [folded, session]);

  // A folded window's list still scrolls to its end when messages arrive: that reads nothing.
  const markRead = useCallback(() => {
    atBottom.current = true;
    if (!foldedRef.current) setUnread(0);
  }, []);

  /** Closing: a feedback step when a real message was exchanged, else the session ends. */
  const close = useCallback(() => {
    notifier?.stop();
    setUnread(0);
    if (phase === "chat" && asksFeedback(messages)) setPhase("feedback");
    else end(uuid);
  }, [end, messages, notifier, phase, uuid]);

  return {
    api,
    session,
    phase,
    messages,
    folded,
    unread,
    sendError,
    typing: typingLabel(typers, _t),
    isMine,
    open,
    send,
    close,
    end: () => end(uuid),
    toggleFold,
    markRead,
    setAtBottom: (value: boolean) => (atBottom.current = value),
    onInput: () => notifier?.input(),
  };
}
