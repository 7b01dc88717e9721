// The live chat widget (spec 3 §2, §4 "Live chat", odoo-markup §7): the button the platform's
// loader adds to the page (shown when /im_livechat/init says an operator is available, opened
// automatically after the rule's timer except on phones and once the visitor closed a chat),
// and the chat window restored from the session cookie on every page and tab.
import { defineIsland, isSmallSize, sizeOf, useService, useTranslate, type IslandProps } from "../../src/kit";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useBodyElement } from "./body_element";
import { chatApi } from "./chat_api";
import { Composer } from "./Composer";
import { OPEN_DEBOUNCE_MS } from "../../contract/livechat/constants";
import { autoPopupAllowed, recordPage } from "./cookies";
import { FeedbackPanel } from "./FeedbackPanel";
import { MessageList } from "./MessageList";
import { livechatMarkup, readOptions } from "./options";
import { ThreadWindow } from "./ThreadWindow";
import { useChatSession } from "./use_chat_session";
import { useNewMessageSound } from "./sound";

const isPhone = () => isSmallSize(sizeOf(window.innerWidth));

/** Calls `fn` at once, then ignores calls for `ms` (the platform's leading-edge debounce). */
function useLeadingDebounce(fn: () => void, ms: number): () => void {
  const last = useRef(-Infinity);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < ms) return;
    last.current = now;
    fn();
  }, [fn, ms]);
}

function LivechatButton({ attrs }: IslandProps<typeof livechatMarkup>) {
  const [options] = useState(() => readOptions(attrs));
  const _t = useTranslate();
  const rpc = useService("rpc");
  const [available, setAvailable] = useState(false);
  const playSound = useNewMessageSound();
  const chat = useChatSession({ channelId: options.channelId, anonymousName: options.defaultUsername, onNewMessage: playSound });
  const open = useLeadingDebounce(() => void chat.open(), OPEN_DEBOUNCE_MS);
  const buttonHost = useBodyElement("openerp o_livechat_button_container d-print-none");
  const windowHost = useBodyElement("o_livechat_window_container d-print-none");
  const hasSession = chat.session !== null;

  useEffect(() => {
    recordPage(window.location.href);
  }, []);

  useEffect(() => {
    if (hasSession) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const api = chatApi(rpc);
    api.init(options.channelId).then(
      (answer) => {
        if (!live || !answer?.available_for_me) return;
        setAvailable(true);
        void api.loadTemplates().catch(() => undefined);
        const { action, auto_popup_timer: seconds = 0 } = answer.rule ?? {};
        if (action === "auto_popup" && autoPopupAllowed() && !isPhone()) timer = setTimeout(open, Math.max(0, Number(seconds) || 0) * 1000);
      },
      () => undefined,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // open is stable for a session; init once per page (and again after a session ends)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rpc, options.channelId, hasSession]);

  const buttonStyle = { backgroundColor: options.buttonBackground, color: options.buttonTextColor };
  const button =
    available && chat.phase === "button" && buttonHost
      ? createPortal(
          <button type="button" className="o_livechat_button btn btn-primary shadow position-fixed bottom-0 end-0 me-3 rounded-bottom-0 fw-bold" style={buttonStyle} onClick={open}>
            <i className="fa fa-comment me-2" aria-hidden="true" />
            {options.buttonText}
          </button>,
          buttonHost,
        )
      : null;

  const session = chat.session;
  const window_ =
    session && chat.phase !== "button" && windowHost
      ? createPortal(
          <div className="o_livechat_window position-fixed bottom-0 end-0 me-3" style={{ width: "min(340px, calc(100vw - 2rem))", zIndex: 1050 }}>
            <ThreadWindow
              title={session.operator_pid[1]}
              status={session.status}
              unread={chat.unread}
              folded={chat.folded}
              canFold={!isPhone()}
              onToggleFold={chat.toggleFold}
              onClose={chat.phase === "feedback" ? chat.end : chat.close}
              headerStyle={{ backgroundColor: options.headerBackground, color: options.titleColor }}
            >
              {chat.phase === "feedback" ? (
                <FeedbackPanel api={chat.api} uuid={session.uuid} onDone={chat.end} />
              ) : (
                <>
                  <MessageList
                    messages={chat.messages}
                    isMine={chat.isMine}
                    authorName={(message) => (chat.isMine(message) ? _t("You") : message.author_id ? message.author_id[1] : session.operator_pid[1])}
                    typing={chat.typing}
                    onReachBottom={chat.markRead}
                    onLeaveBottom={() => chat.setAtBottom(false)}
                  >
                    <p className="o_livechat_welcome small bg-body-secondary rounded px-2 py-1">{options.welcomeMessage}</p>
                  </MessageList>
                  <Composer placeholder={options.placeholder} onSend={chat.send} onInput={chat.onInput} error={chat.sendError} />
                </>
              )}
            </ThreadWindow>
          </div>,
          windowHost,
        )
      : null;

  return (
    <>
      {button}
      {window_}
    </>
  );
}

export default defineIsland({
  name: "livechat.button",
  selector: ".o_livechat_loader",
  moment: "load",
  mode: "enhance",
  services: ["notification", "bus"],
  markup: livechatMarkup,
  Component: LivechatButton,
});
