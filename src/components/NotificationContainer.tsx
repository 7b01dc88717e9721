// The stack of notifications in the top right corner, inside a polite live region (danger ones
// are alerts). Each has a close button and the caller's buttons.
import { useStore } from "../hooks/use_store";
import { useTranslate } from "../hooks/use_env";
import type { Notification, NotificationService, NotificationType } from "../services/notification";
import { SanitizedHtmlOnDemand } from "./sanitized_html_on_demand";

const ICONS: Record<NotificationType, string> = {
  warning: "fa-exclamation-triangle",
  danger: "fa-times-circle",
  success: "fa-check-circle",
  info: "fa-info-circle",
};

export function NotificationContainer({ service }: { service: NotificationService }) {
  const notifications = useStore(service.notifications);
  return (
    <div
      className="o_notification_manager position-fixed end-0 p-3 d-flex flex-column gap-2"
      // Below the site's header, so that its menus stay reachable; only the notifications catch clicks.
      style={{ zIndex: 1100, top: "3.5rem", width: "min(100%, 380px)", pointerEvents: "none" }}
      aria-live="polite"
      aria-relevant="additions text"
    >
      {notifications.map((notification) => (
        <NotificationView key={notification.id} notification={notification} service={service} />
      ))}
    </div>
  );
}

function NotificationView({ notification, service }: { notification: Notification; service: NotificationService }) {
  const _t = useTranslate();
  const { id, type, title, message, messageIsHtml, buttons, className } = notification;
  return (
    <div
      className={`o_notification o_notification_${type} toast show w-100 border-0 border-start border-4 border-${type} ${className}`.trim()}
      role={type === "danger" ? "alert" : undefined}
      style={{ pointerEvents: "auto" }}
      data-notification-id={id}
      onMouseEnter={() => service.pause(id)}
      onMouseLeave={() => service.resume(id)}
      onFocus={() => service.pause(id)}
      onBlur={() => service.resume(id)}
    >
      <div className="d-flex align-items-start gap-2 p-3">
        <span className={`fa ${ICONS[type]} text-${type} mt-1`} aria-hidden="true" />
        <div className="flex-grow-1 text-break">
          {title ? <strong className="o_notification_title d-block mb-1">{title}</strong> : null}
          {messageIsHtml ? (
            <SanitizedHtmlOnDemand className="o_notification_content" html={message} />
          ) : (
            <div className="o_notification_content" style={{ whiteSpace: "pre-wrap" }}>
              {message}
            </div>
          )}
          {buttons.length ? (
            <div className="o_notification_buttons d-flex flex-wrap gap-2 mt-2">
              {buttons.map((button, index) => (
                <button
                  key={index}
                  type="button"
                  className={`btn btn-sm ${button.primary ? "btn-primary" : "btn-secondary"}`}
                  onClick={button.onClick}
                >
                  {button.icon ? <span className={`fa ${button.icon} me-1`} aria-hidden="true" /> : null}
                  {button.name}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <button type="button" className="btn-close o_notification_close" aria-label={_t("Close")} onClick={() => service.close(id)} />
      </div>
    </div>
  );
}
