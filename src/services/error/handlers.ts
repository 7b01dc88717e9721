// The standard error handlers (spec 1 §8), tried in sequence by the error service.
import { ErrorDialog } from "../../components/errors/ErrorDialog";
import { RedirectWarningDialog } from "../../components/errors/RedirectWarningDialog";
import { RequestTimeoutDialog } from "../../components/errors/RequestTimeoutDialog";
import { SessionExpiredDialog } from "../../components/errors/SessionExpiredDialog";
import { WarningDialog, warningMessage } from "../../components/errors/WarningDialog";
import { ConnectionAbortedError, ConnectionLostError, RPCError, RequestTimeoutError } from "../rpc_errors";
import { UploadError } from "../upload_error";
import {
  CONNECTION_LOST_MESSAGE,
  CONNECTION_RESTORED_MESSAGE,
  EXCEPTION_TITLES,
  NOTIFIED_EXCEPTION_TITLES,
  RECONNECT_FIRST_DELAY_MS,
  REDIRECT_WARNING,
  SESSION_EXPIRED_CODE,
  SESSION_EXPIRED_EXCEPTIONS,
  VERSION_INFO_ROUTE,
  nextReconnectDelay,
} from "./messages";
import { errorDialogRegistry, errorHandlerRegistry, errorNotificationRegistry, type ErrorHandler } from "./error_registries";
import { UncaughtCorsError, tracebackOf } from "./uncaught_errors";

for (const name of Object.keys(EXCEPTION_TITLES)) errorDialogRegistry.add(name, WarningDialog, { force: true });
errorDialogRegistry.add(REDIRECT_WARNING, RedirectWarningDialog, { force: true });
for (const name of SESSION_EXPIRED_EXCEPTIONS) errorDialogRegistry.add(name, SessionExpiredDialog, { force: true });
/** The other known server exception names, shown as sticky warning notifications with their titles. */
for (const [name, title] of Object.entries(NOTIFIED_EXCEPTION_TITLES)) errorNotificationRegistry.add(name, { title }, { force: true });

export const rpcErrorHandler: ErrorHandler = ({ env, dialog, notification }, _error, original) => {
  if (!(original instanceof RPCError)) return false;
  const name = original.exceptionName ?? original.data?.name ?? "";
  const props = {
    name,
    exceptionName: name,
    message: original.message,
    data: original.data,
    subType: original.subType,
    type: original.type,
    code: original.code,
    traceback: typeof original.data?.debug === "string" ? original.data.debug : tracebackOf(original),
  };
  if (original.code === SESSION_EXPIRED_CODE) {
    dialog.add(SessionExpiredDialog, {});
    return true;
  }
  // an unknown class name with a known legacy exception_type is notified under that type
  const exceptionType = original.data?.exception_type;
  const notified = errorNotificationRegistry.contains(name)
    ? name
    : !errorDialogRegistry.contains(name) && typeof exceptionType === "string" && errorNotificationRegistry.contains(exceptionType)
      ? exceptionType
      : undefined;
  if (notified !== undefined) {
    const { title, type = "warning", sticky = true, message } = errorNotificationRegistry.get(notified);
    notification.add(message ?? warningMessage(original.data, original.message), { title: env._t(title), type, sticky });
    return true;
  }
  const exceptionClass = original.data?.context?.["exception_class"];
  const Component =
    errorDialogRegistry.get(name, undefined as never) ??
    (typeof exceptionClass === "string" ? errorDialogRegistry.get(exceptionClass, undefined as never) : undefined) ??
    ErrorDialog;
  dialog.add(Component, props);
  return true;
};

export const requestTimeoutHandler: ErrorHandler = ({ dialog }, _error, original) => {
  if (!(original instanceof RequestTimeoutError)) return false;
  dialog.add(RequestTimeoutDialog, {});
  return true;
};

/** One reconnection loop at a time: a sticky notification, version_info retried with back-off. */
export function createConnectionLostHandler(random: () => number = () => Math.random()): ErrorHandler {
  let removeNotification: (() => void) | null = null;
  return ({ env, notification, rpc }, _error, original) => {
    if (!(original instanceof ConnectionLostError)) return false;
    if (removeNotification) return true;
    removeNotification = notification.add(env._t(CONNECTION_LOST_MESSAGE), { sticky: true, type: "warning" });
    const attempt = (delay: number) => {
      setTimeout(() => {
        rpc(VERSION_INFO_ROUTE, {}, { silent: true }).then(
          () => {
            removeNotification?.();
            removeNotification = null;
            notification.add(env._t(CONNECTION_RESTORED_MESSAGE), { type: "info" });
          },
          () => attempt(nextReconnectDelay(delay, random)),
        );
      }, delay);
    };
    attempt(RECONNECT_FIRST_DELAY_MS);
    return true;
  };
}

/** An aborted request was cancelled on purpose by the page: nothing to tell. */
export const connectionAbortedHandler: ErrorHandler = (_context, _error, original) => original instanceof ConnectionAbortedError;

export const uploadErrorHandler: ErrorHandler = ({ notification }, _error, original) => {
  if (!(original instanceof UploadError)) return false;
  notification.add(original.message, { type: "danger", sticky: true });
  return true;
};

/** Anything else: a dialog with the error and its traceback. */
export const defaultErrorHandler: ErrorHandler = ({ env, dialog }, error, original) => {
  const cors = error instanceof UncaughtCorsError;
  const traceback = error.traceback || tracebackOf(original);
  console.error(traceback);
  dialog.add(ErrorDialog, {
    name: cors ? error.message : original instanceof Error ? original.name : error.message,
    message: cors ? env._t("Unknown CORS error") : original instanceof Error ? original.message : String(original ?? error.message),
    traceback,
    type: "script",
  });
  return true;
};

export function registerDefaultErrorHandlers(random?: () => number): void {
  errorHandlerRegistry.add("rpc", rpcErrorHandler, { sequence: 20, force: true });
  errorHandlerRegistry.add("requestTimeout", requestTimeoutHandler, { sequence: 25, force: true });
  errorHandlerRegistry.add("connectionLost", createConnectionLostHandler(random), { sequence: 30, force: true });
  errorHandlerRegistry.add("connectionAborted", connectionAbortedHandler, { sequence: 35, force: true });
  errorHandlerRegistry.add("upload", uploadErrorHandler, { sequence: 40, force: true });
  errorHandlerRegistry.add("default", defaultErrorHandler, { sequence: 100, force: true });
}
