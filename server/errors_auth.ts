import { EXCEPTIONS, ServerException } from "./errors";

export const ACCESS_DENIED = "Access Denied";

export const accessDenied = (message = ACCESS_DENIED) => new ServerException(EXCEPTIONS.accessDenied, message);
