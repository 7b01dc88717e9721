// The error layer (spec 1 §8): uncaught errors (window "error"), unhandled rejections and errors
// passed to handle() go through the handlers of errorHandlerRegistry, which turn each into the
// right dialog or notification. Handled events are prevented (no "Uncaught" in the console).
// Errors to ignore are left alone (ignore_rules.ts); legacy RPC errors are mapped first.
import { defineService } from "../runtime/service";
import type { Env } from "../runtime/env";
import { makeTranslate } from "../runtime/translate";
import type { DialogService } from "./dialog";
import { registerDefaultErrorHandlers } from "./error/handlers";
import { ignoredErrorEvent, isCorsError, isIOS } from "./error/ignore_rules";
import { mapLegacyError } from "./error/legacy";
import { UNKNOWN_CORS_DETAILS, UNKNOWN_CORS_ERROR } from "./error/messages";
import { errorHandlerRegistry, type ErrorHandlerContext } from "./error/error_registries";
import { UncaughtClientError, UncaughtCorsError, UncaughtError, UncaughtPromiseError, tracebackOf } from "./error/uncaught_errors";
import type { NotificationService } from "./notification";
import type { RPC } from "./rpc";
import type { SessionService } from "./session";

export interface ErrorServiceOptions {
  isAnonymous: boolean;
  ios?: boolean;
}

export function createErrorService(context: ErrorHandlerContext, options: ErrorServiceOptions) {
  const { env } = context;

  function handle(error: unknown): boolean {
    let uncaught: UncaughtError;
    if (error instanceof UncaughtError) uncaught = error;
    else {
      const legacy = mapLegacyError(error);
      if (legacy && "alreadyHandled" in legacy) return true;
      const cause = legacy ? legacy.error : error;
      uncaught = new UncaughtError(cause instanceof Error ? cause.message : String(cause), cause);
      uncaught.traceback = tracebackOf(cause);
    }
    for (const handler of errorHandlerRegistry.getAll()) {
      let handled = false;
      try {
        handled = handler(context, uncaught, uncaught.cause);
      } catch (failure) {
        console.error("An error handler failed:", failure);
      }
      if (handled) {
        uncaught.event?.preventDefault();
        return true;
      }
    }
    return false;
  }

  const onError = (event: ErrorEvent) => {
    const ignored = ignoredErrorEvent(event, { isAnonymous: options.isAnonymous, debug: env.debug, ios: options.ios ?? isIOS() });
    if (ignored) {
      // A resize-observer loop is harmless: keep it out of the console too.
      if (ignored === "resize-observer") event.preventDefault();
      return;
    }
    let uncaught: UncaughtError;
    if (isCorsError(event)) {
      uncaught = new UncaughtCorsError(event.error);
      uncaught.traceback = `${env._t(UNKNOWN_CORS_ERROR)}\n\n${env._t(UNKNOWN_CORS_DETAILS)}`;
    } else {
      uncaught = new UncaughtClientError(event.error ?? event.message);
      uncaught.traceback =
        event.error instanceof Error ? tracebackOf(event.error) : `${event.message}\n    at ${event.filename}:${event.lineno}:${event.colno}`;
    }
    uncaught.event = event;
    handle(uncaught);
  };

  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    const legacy = mapLegacyError(reason);
    if (legacy && "alreadyHandled" in legacy) return event.preventDefault();
    const cause = legacy ? legacy.error : reason;
    // Rejections with something other than an Error are swallowed.
    if (!(cause instanceof Error)) return event.preventDefault();
    const uncaught = new UncaughtPromiseError(cause);
    uncaught.traceback = tracebackOf(cause);
    uncaught.event = event;
    handle(uncaught);
  };

  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);

  return {
    /** Shows the right dialog or notification for an error; true when a handler took it. */
    handle,
    /** An uncaught error or rejection event caught before this service ran (runtime/error_catcher.ts). */
    handleEvent(event: Event) {
      if (event.type === "error") onError(event as ErrorEvent);
      else onRejection(event);
    },
    stop() {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    },
  };
}
export type ErrorService = ReturnType<typeof createErrorService>;

function ensureTranslations(env: Env): void {
  try {
    void env._t;
  } catch {
    // Translations failed to load: errors are still shown, in the source language.
    env.setTranslate(makeTranslate(new Map()));
  }
}

export const errorService = defineService<
  ErrorService,
  { dialog: DialogService; notification: NotificationService; rpc: RPC; session: SessionService; localization: unknown }
>({
  dependencies: ["dialog", "notification", "rpc", "session", "localization"],
  start(env, { dialog, notification, rpc, session }) {
    ensureTranslations(env);
    registerDefaultErrorHandlers();
    return createErrorService({ env, dialog, notification, rpc }, { isAnonymous: !session.uid });
  },
});
