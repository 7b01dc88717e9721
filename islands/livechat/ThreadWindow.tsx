// A thread window (spec 3 §2, §4 "Thread window") for chat and document threads: title, status and
// unread count (the title folds it, except on phones), close, then the content.
import { useId, type CSSProperties, type ReactNode } from "react";
import { useTranslate } from "../../src/kit";
import { FOLD_ANIMATION_MS, FOLDED_HEIGHT_PX, OPEN_HEIGHT_PX } from "../../contract/livechat/constants";

export interface ThreadWindowProps {
  title: string;
  status?: string;
  unread: number;
  folded: boolean;
  /** Folding is off on phones. */
  canFold: boolean;
  onToggleFold(): void;
  onClose(): void;
  headerStyle?: CSSProperties;
  /** A chat floats over the page (a non-modal dialog); a document's thread is a region of it. */
  role?: "dialog" | "region";
  children: ReactNode;
}

export function ThreadWindow({ title, status, unread, folded, canFold, onToggleFold, onClose, headerStyle, role = "dialog", children }: ThreadWindowProps) {
  const _t = useTranslate();
  const titleId = useId();
  const isFolded = folded && canFold;
  return (
    <section
      className={`o_thread_window card shadow d-flex flex-column${isFolded ? " o_folded" : ""}`} role={role} aria-labelledby={titleId}
      style={{ height: isFolded ? FOLDED_HEIGHT_PX : OPEN_HEIGHT_PX, transition: `height ${FOLD_ANIMATION_MS}ms ease`, overflow: "hidden" }}
    >
      <header
        className={`o_thread_window_header d-flex align-items-center gap-2 px-2${headerStyle?.backgroundColor ? "" : " text-bg-primary"}`}
        style={{ minHeight: FOLDED_HEIGHT_PX, ...headerStyle }}
      >
        <button
          type="button" className="o_thread_window_title btn btn-link text-reset text-decoration-none p-0 flex-grow-1 text-start text-truncate fw-bold"
          id={titleId} aria-expanded={canFold ? !isFolded : undefined} onClick={() => canFold && onToggleFold()}
        >
          {title}
          {status && <span className="o_thread_window_status fw-normal small ms-2">{status}</span>}
        </button>
        {unread > 0 && <span className="o_unread_counter badge rounded-pill text-bg-light" aria-label={_t("%s unread messages", unread)}>{unread}</span>}
        <button type="button" className="o_thread_window_close btn btn-sm text-reset p-1" aria-label={_t("Close chat window")} onClick={onClose}>
          <i className="fa fa-close" aria-hidden="true" />
        </button>
      </header>
      <div className="d-flex flex-column flex-grow-1 overflow-hidden" hidden={isFolded}>{children}</div>
    </section>
  );
}
