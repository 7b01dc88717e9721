// The live chat widget (spec 3 §2, §4 "Live chat", odoo-markup §7): the button (when an operator is
// available; opened by the rule's timer except on phones and once the visitor closed a chat) and the
// chat window restored from the session cookie on every page and tab.
import { defineIsland, isSmallSize, sizeOf, useLeadingDebounced, useService, useSlot, useTimeouts, useTranslate, type IslandProps } from "../../src/kit";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
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

function LivechatButton({ attrs }: IslandProps<typeof livechatMarkup>) {
  const [options] = useState(() => readOptions(attrs));
  const _t = useTranslate();
  const rpc = useService("rpc");
  const timeouts = useTimeouts();
  const [available, setAvailable] = useState(false);
  const playSound = useNewMessageSound();
  const chat = useChatSession({ channelId: options.channelId, anonymousName: options.defaultUsername, onNewMessage: playSound });
  // the platform's leading-edge debounce: a second click right after the first opens nothing more
  const open = useLeadingDebounced(() => void chat.open(), OPEN_DEBOUNCE_MS);
  // appended to the body, as the platform's loader appends the chat button and windows (odoo-markup §7)
  const buttonHost = useSlot(document.body, "last", "openerp o_livechat_button_container d-print-none");
  const windowHost = useSlot(document.body, "last", "o_livechat_window_container d-print-none");
  const hasSession = chat.session !== null;

  useEffect(() => void recordPage(window.location.href), []);

  useEffect(() => {
    if (hasSession) return;
    let live = true;
    let cancel = () => {};
    const api = chatApi(rpc);
    api.init(options.channelId).then(
      (answer) => {
        if (!live || !answer?.available_for_me) return;
        setAvailable(true);
        void api.loadTemplates().catch(() => undefined);
        const { action, auto_popup_timer: seconds = 0 } = answer.rule ?? {};
        if (action === "auto_popup" && autoPopupAllowed() && !isPhone()) cancel = timeouts.set(open, Math.max(0, Number(seconds) || 0) * 1000);
      },
      () => undefined,
    );
    return () => {
      live = false;
      cancel();
    };
    // open is stable for a session; init once per page (and again after a session ends)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rpc, options.channelId, hasSession]);

  const session = chat.session;
  const feedback = chat.phase === "feedback";
  return (
    <>
      {available && chat.phase === "button" && buttonHost
        ? createPortal(
            <button type="button" className="o_livechat_button btn btn-primary shadow position-fixed bottom-0 end-0 me-3 rounded-bottom-0 fw-bold"
              style={{ backgroundColor: options.buttonBackground, color: options.buttonTextColor }} onClick={() => open()}>
              <i className="fa fa-comment me-2" aria-hidden="true" />
              {options.buttonText}
            </button>,
            buttonHost,
          )
        : null}
      {session && chat.phase !== "button" && windowHost
        ? createPortal(
            <div className="o_livechat_window position-fixed bottom-0 end-0 me-3" style={{ width: "min(340px, calc(100vw - 2rem))", zIndex: 1050 }}>
              <ThreadWindow
                title={session.operator_pid[1]} status={session.status} unread={chat.unread} folded={chat.folded} canFold={!isPhone()}
                onToggleFold={chat.toggleFold} onClose={feedback ? chat.end : chat.close}
                headerStyle={{ backgroundColor: options.headerBackground, color: options.titleColor }}
              >
                {feedback ? (
                  <FeedbackPanel api={chat.api} uuid={session.uuid} onDone={chat.end} />
                ) : (
                  <>
                    <MessageList
                      messages={chat.messages} isMine={chat.isMine} typing={chat.typing} onReachBottom={chat.markRead} onLeaveBottom={chat.leaveBottom}
                      authorName={(message) => (chat.isMine(message) ? _t("You") : message.author_id ? message.author_id[1] : session.operator_pid[1])}
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
        : null}
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
