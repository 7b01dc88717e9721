// Texts and constants of the error catalogue (spec 1 §8), verbatim.
import { PRODUCT_NAME } from "../../components/Dialog";

export { PRODUCT_NAME };

/** Server exceptions shown as a dialog titled by their name (spec 1 §8 "Server errors"). */
export const EXCEPTION_TITLES: Readonly<Record<string, string>> = {
  "odoo.exceptions.AccessDenied": "Access Denied",
  "odoo.exceptions.MissingError": "Missing Record",
  "odoo.exceptions.UserError": "User Error",
  "odoo.exceptions.ValidationError": "Validation Error",
  "odoo.exceptions.AccessError": "Access Error",
  "odoo.exceptions.Warning": "Warning",
  "odoo.addons.base.models.ir_mail_server.MailDeliveryException": "MailDeliveryException",
};

/**
 * The other known server exception names (spec 1 §8 "Server errors"), shown as sticky warning
 * notifications titled as the platform's crash manager titled them: the legacy exception class
 * and the short `exception_type` names older servers send in the error data.
 */
export const NOTIFIED_EXCEPTION_TITLES: Readonly<Record<string, string>> = {
  "odoo.exceptions.except_orm": "Global Business Error",
  except_orm: "Global Business Error",
  access_denied: "Access Denied",
  access_error: "Access Error",
  missing_error: "Missing Record",
  user_error: "User Error",
  validation_error: "Validation Error",
  warning: "Warning",
};

export const REDIRECT_WARNING = "odoo.exceptions.RedirectWarning";
export const SESSION_EXPIRED_EXCEPTIONS = ["odoo.http.SessionExpiredException", "werkzeug.exceptions.Forbidden"] as const;
export const SESSION_EXPIRED_CODE = 100;

// Generic titles: the product's name followed by these (translated as "%s Server Error" …).
export const SERVER_ERROR_TITLE = "%s Server Error";
export const CLIENT_ERROR_TITLE = "%s Client Error";
export const NETWORK_ERROR_TITLE = "%s Network Error";
export const WARNING_TITLE = "%s Warning";
export const SESSION_EXPIRED_TITLE = "%s Session Expired";
export const SESSION_EXPIRED_MESSAGE = "Your %s session expired. The current page is about to be refreshed.";

export const REQUEST_TIMEOUT_TITLE = "Request timeout";
export const REQUEST_TIMEOUT_MESSAGE =
  "The operation was interrupted. This usually means that the current operation is taking too much time.";

export const CONNECTION_LOST_MESSAGE = "Connection lost. Trying to reconnect...";
export const CONNECTION_RESTORED_MESSAGE = "Connection restored. You are back online.";
export const RECONNECT_FIRST_DELAY_MS = 2000;
export const RECONNECT_FACTOR = 1.5;
export const RECONNECT_MAX_JITTER_MS = 500;
export const VERSION_INFO_ROUTE = "/web/webclient/version_info";

export const UNKNOWN_CORS_ERROR = "Unknown CORS error";
export const UNKNOWN_CORS_DETAILS =
  "An error came from a script of another origin: the browser hides its details. Opening the browser console may tell more.";
export { RESIZE_OBSERVER_WARNINGS } from "./ignore_rules";

export const UNCAUGHT_CLIENT_ERROR = "Uncaught Javascript Error";
export const UNCAUGHT_PROMISE_ERROR = "Uncaught Promise";
export const UNCAUGHT_CORS_ERROR = "Uncaught CORS Error";

/** The delay before the next reconnection attempt (spec 1 §8: ×1.5 plus 0 to 500 ms). */
export function nextReconnectDelay(delay: number, random: () => number = Math.random): number {
  return delay * RECONNECT_FACTOR + RECONNECT_MAX_JITTER_MS * random();
}
