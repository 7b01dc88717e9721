// A non-2xx answer to a plain HTTP call; apart from the http service, so that code which only
// recognises it does not load the service.
export class HTTPError extends Error {
  constructor(readonly status: number, readonly url: string) {
    super(`HTTP ${status} on ${url}`);
    this.name = "HTTPError";
  }
}
