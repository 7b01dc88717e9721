// What the error layer handles: an UncaughtError wraps the original error (`cause`) with the
// event it came from (prevented once handled) and a traceback to show and copy.
import { UNCAUGHT_CLIENT_ERROR, UNCAUGHT_CORS_ERROR, UNCAUGHT_PROMISE_ERROR } from "./messages";

export class UncaughtError extends Error {
  traceback = "";
  event: Event | null = null;
  constructor(message: string, override readonly cause: unknown = undefined) {
    super(message);
    this.name = "UncaughtError";
  }
}

export class UncaughtClientError extends UncaughtError {
  constructor(cause?: unknown) {
    super(UNCAUGHT_CLIENT_ERROR, cause);
    this.name = "UncaughtClientError";
  }
}

export class UncaughtPromiseError extends UncaughtError {
  constructor(cause?: unknown) {
    super(UNCAUGHT_PROMISE_ERROR, cause);
    this.name = "UncaughtPromiseError";
  }
}

export class UncaughtCorsError extends UncaughtError {
  constructor(cause?: unknown) {
    super(UNCAUGHT_CORS_ERROR, cause);
    this.name = "UncaughtCorsError";
  }
}

/** The text a developer needs: name, message and stack of an Error. */
export function tracebackOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const head = `${error.name}: ${error.message}`;
  const stack = error.stack ?? "";
  return stack.startsWith(head) || stack.startsWith(error.name) ? stack : `${head}\n${stack}`.trimEnd();
}
