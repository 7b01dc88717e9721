// The error service (spec 1 §8) starts on first use, with its dialogs. Until it runs, uncaught
// errors and rejections are caught here: what the error layer ignores is left alone (the same
// rules), the rest is held back, so the console shows no "Uncaught", and handed to the error
// service once it has loaded. If it cannot load, the error is still told: a notification, or
// alert() when even that fails. Never silence.
import { ignoredErrorEvent, isIOS } from "../services/error/ignore_rules";
import type { Env } from "./env";
import { loadServices } from "./lazy_services";

type Caught = ErrorEvent | PromiseRejectionEvent;

/** The text to show when the error service could not load: the server's message first. */
export function plainErrorText(event: Caught): string {
  const error = event.type === "error" ? ((event as ErrorEvent).error ?? (event as ErrorEvent).message) : (event as PromiseRejectionEvent).reason;
  const serverMessage = error?.data?.message;
  if (typeof serverMessage === "string" && serverMessage) return serverMessage;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error?.message ?? error);
}

export function catchErrorsUntilErrorService(env: Env): () => void {
  const held: Caught[] = [];
  const serviceRuns = () => "error" in env.services && !(env.services.error instanceof Error);

  const handOver = () => {
    stop();
    for (const event of held.splice(0)) env.services.error.handleEvent(event);
  };
  const tellWithoutErrorService = (failure: unknown) => {
    console.error("The error service could not be loaded:", failure);
    for (const event of held.splice(0)) {
      const text = plainErrorText(event);
      loadServices(["notification"]).then(
        () => env.services.notification.add(text, { type: "danger", sticky: true }),
        () => window.alert(text),
      );
    }
  };

  const onEvent = (event: Event) => {
    if (serviceRuns()) return; // its own listeners take it
    if (event.type === "error") {
      const ignored = ignoredErrorEvent(event as ErrorEvent, { isAnonymous: !env.services.session?.uid, debug: env.debug, ios: isIOS() });
      if (ignored) {
        if (ignored === "resize-observer") event.preventDefault();
        return;
      }
    } else {
      const reason = (event as PromiseRejectionEvent).reason;
      // Rejections with something other than an error object are swallowed (spec 1 §8).
      if (typeof reason !== "object" || reason === null) return event.preventDefault();
    }
    event.preventDefault();
    held.push(event as Caught);
    if (held.length === 1) loadServices(["error"]).then(handOver, tellWithoutErrorService);
  };

  const stop = () => {
    window.removeEventListener("error", onEvent);
    window.removeEventListener("unhandledrejection", onEvent);
  };
  window.addEventListener("error", onEvent);
  window.addEventListener("unhandledrejection", onEvent);
  return stop;
}
