// Server exceptions as a real server serializes them in a JSON-RPC error answer. The traceback
// (`data.debug`) is only sent in debug mode, as a real deployment hides it; an unexpected error's
// own message (which may name files) likewise.
export class ServerException extends Error {
  constructor(
    readonly exceptionName: string,
    message: string,
    readonly args: unknown[] = [message],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const EXCEPTIONS = {
  userError: "odoo.exceptions.UserError",
  validationError: "odoo.exceptions.ValidationError",
  accessError: "odoo.exceptions.AccessError",
  accessDenied: "odoo.exceptions.AccessDenied",
  missingError: "odoo.exceptions.MissingError",
  redirectWarning: "odoo.exceptions.RedirectWarning",
  warning: "odoo.exceptions.Warning",
  sessionExpired: "odoo.http.SessionExpiredException",
  mailDelivery: "odoo.addons.base.models.ir_mail_server.MailDeliveryException",
  valueError: "builtins.ValueError",
} as const;

/** What an unexpected error says outside debug mode. */
export const INTERNAL_ERROR_MESSAGE = "An internal error occurred while processing the request.";

export const userError = (message: string) => new ServerException(EXCEPTIONS.userError, message);
export const accessError = (message: string) => new ServerException(EXCEPTIONS.accessError, message);
export const missingError = (message: string) => new ServerException(EXCEPTIONS.missingError, message);
export const validationError = (message: string) => new ServerException(EXCEPTIONS.validationError, message);

/** The traceback a server would print for an exception raised while dispatching a call. */
export const serverTraceback = (name: string, message: string) =>
  `Traceback (most recent call last):\n  File "reference-server", in dispatch\n${name}: ${message}\n`;

/** The `error` member of a JSON-RPC answer for an exception; `debug` adds the traceback. */
export function serializeError(error: unknown, { debug = false }: { debug?: boolean } = {}) {
  if (error instanceof ServerException) {
    const sessionExpired = error.exceptionName === EXCEPTIONS.sessionExpired;
    return {
      code: sessionExpired ? 100 : 200,
      message: sessionExpired ? "Odoo Session Expired" : "Odoo Server Error",
      data: {
        name: error.exceptionName,
        ...(debug ? { debug: serverTraceback(error.exceptionName, error.message) } : {}),
        message: error.message,
        arguments: error.args,
        context: {},
        ...error.extra,
      },
    };
  }
  const message = debug ? (error instanceof Error ? error.message : String(error)) : INTERNAL_ERROR_MESSAGE;
  return {
    code: 200,
    message: "Odoo Server Error",
    data: {
      name: "builtins.Exception",
      ...(debug ? { debug: String((error as Error)?.stack ?? message) } : {}),
      message,
      arguments: [message],
      context: {},
    },
  };
}
