// One chatter message: the author's avatar and name (text), its date, its body (server HTML,
// sanitized), its attachments and, for staff, the internal/public toggle.
import { MessageHtml, useTranslate } from "../../../src/kit";
import { AttachmentList } from "./AttachmentList";
import { authorAvatarUrl } from "./constants";
import type { ChatterMessage } from "./types";

const MEDIUM_DATE_TIME: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "numeric" };

/** The server's UTC "yyyy-MM-dd HH:mm:ss" in the visitor's zone, medium format (Intl: no date library for one format). */
export function publishedDate(date: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(date.trim());
  if (!match) return date;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (parsed.getUTCMonth() !== month - 1 || parsed.getUTCDate() !== day) return date;
  const tag = (locale ?? document.documentElement.lang ?? "en-US").replace("_", "-");
  return new Intl.DateTimeFormat(tag || "en-US", MEDIUM_DATE_TIME).format(parsed);
}

export interface MessageProps {
  message: ChatterMessage;
  showInternalToggle: boolean;
  onToggleInternal: (message: ChatterMessage) => void;
  toggling: boolean;
  /** another write of the chatter runs */
  disabled?: boolean;
}

export function Message({ message, showInternalToggle, onToggleInternal, toggling, disabled = false }: MessageProps) {
  const _t = useTranslate();
  const author = message.author_id ? message.author_id[1] : "";
  return (
    <article className="d-flex o_portal_chatter_message mb-4" id={`message-${message.id}`}>
      <img className="o_portal_chatter_avatar rounded me-3 flex-shrink-0" width={50} height={50} src={authorAvatarUrl(message.id)} alt="" />
      {/* min-width 0: long words in a name or a body wrap instead of widening the page */}
      <div className="flex-grow-1 text-break" style={{ minWidth: 0 }}>
        <div className="d-flex align-items-start">
          <div className="o_portal_chatter_message_title flex-grow-1">
            <h5 className="mb-1 fs-6 fw-bold o_portal_chatter_author">{author}</h5>
            <p className="o_portal_chatter_puslished_date text-muted small mb-1">{_t("Published on %s", publishedDate(message.date))}</p>
          </div>
          {showInternalToggle ? (
            <button
              type="button"
              className={`btn btn-sm btn-light border o_portal_chatter_js_is_internal ${message.is_internal ? "o_portal_message_internal_on" : "o_portal_message_internal_off"}`}
              data-message-id={message.id}
              data-is-internal={String(message.is_internal)}
              aria-pressed={message.is_internal}
              disabled={toggling || disabled}
              title={message.is_internal ? _t("Visible to employees only: click to make it public") : _t("Visible to the customer: click to make it internal")}
              onClick={() => onToggleInternal(message)}
            >
              <i className={`fa ${message.is_internal ? "fa-lock" : "fa-globe"} me-1`} aria-hidden="true" />
              {message.is_internal ? _t("Internal") : _t("Public")}
            </button>
          ) : null}
        </div>
        <MessageHtml className="o_portal_chatter_message_body" html={message.body} />
        <AttachmentList attachments={message.attachment_ids} />
      </div>
    </article>
  );
}
