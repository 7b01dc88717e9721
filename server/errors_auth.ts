import { EXCEPTIONS, ServerException } from "./errors";

export const accessDenied = () => new ServerException(EXCEPTIONS.accessDenied, "Access Denied");
