// Errors the error layer leaves alone (spec 1 §8 "Uncaught errors"): resize-observer loop
// warnings, cross-origin errors on iOS (the public pages are frontend pages), third-party script
// errors for anonymous visitors outside debug mode, and rejections that are not Error objects.

/** Kept here rather than with the error layer's other texts: the runtime checks them before the error service loads. */
export const RESIZE_OBSERVER_WARNINGS = [
  "ResizeObserver loop completed with undelivered notifications.",
  "ResizeObserver loop limit exceeded",
] as const;

export function isResizeObserverWarning(event: Pick<ErrorEvent, "message" | "error">): boolean {
  return !(event.error instanceof Error) && (RESIZE_OBSERVER_WARNINGS as readonly string[]).includes(event.message);
}

/** The browser hides the details of errors from scripts of other origins: no file, line or column. */
export function isCorsError(event: Pick<ErrorEvent, "filename" | "lineno" | "colno">): boolean {
  return !event.filename && !event.lineno && !event.colno;
}

export function isIOS(nav: Pick<Navigator, "userAgent" | "platform" | "maxTouchPoints"> = navigator): boolean {
  return /iPad|iPhone|iPod/i.test(nav.userAgent) || (nav.platform === "MacIntel" && nav.maxTouchPoints > 1);
}

/** An error from a script this site does not serve (another origin, or hidden by the browser). */
export function isThirdPartyScriptError(event: Pick<ErrorEvent, "filename" | "lineno" | "colno">, origin = window.location.origin): boolean {
  if (isCorsError(event)) return true;
  try {
    return new URL(event.filename, origin).origin !== origin;
  } catch {
    return true;
  }
}

export interface IgnoreContext {
  isAnonymous: boolean;
  debug: string;
  ios: boolean;
}

/** Whether an uncaught error event is ignored; the reason, for tests and logs. */
export function ignoredErrorEvent(event: Pick<ErrorEvent, "message" | "error" | "filename" | "lineno" | "colno">, context: IgnoreContext): string | null {
  if (isResizeObserverWarning(event)) return "resize-observer";
  if (isCorsError(event) && context.ios) return "ios-cors";
  if (context.isAnonymous && !context.debug && isThirdPartyScriptError(event)) return "third-party";
  return null;
}
