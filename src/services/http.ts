// Plain HTTP: GET, and form POSTs that carry the page's csrf_token; relative routes get the
// session's path prefix, as rpc, upload and download do.
import { defineService } from "../runtime/service";
import { HTTPError } from "./http_error";
import type { SessionService } from "./session";

export { HTTPError };
export type ReadMethod = "json" | "text" | "blob";

async function read(response: Response, readMethod: ReadMethod): Promise<any> {
  if (!response.ok) throw new HTTPError(response.status, response.url);
  return response[readMethod]();
}

export function toFormData(params: Record<string, unknown>, csrfToken: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) && value.every((v) => v instanceof Blob) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  if (!form.has("csrf_token")) form.append("csrf_token", csrfToken);
  return form;
}

export function createHttp(session: Pick<SessionService, "csrfToken"> & Partial<Pick<SessionService, "prefix">>) {
  const url = (route: string) => (/^https?:\/\//.test(route) ? route : (session.prefix ?? "") + route);
  return {
    get: (route: string, readMethod: ReadMethod = "json") => fetch(url(route), { method: "GET" }).then((r) => read(r, readMethod)),
    post: (route: string, params: Record<string, unknown> = {}, readMethod: ReadMethod = "json") =>
      fetch(url(route), { method: "POST", body: toFormData(params, session.csrfToken) }).then((r) => read(r, readMethod)),
  };
}
export type HttpService = ReturnType<typeof createHttp>;

export const httpService = defineService<HttpService, { session: SessionService }>({
  dependencies: ["session"],
  start: (_env, { session }) => createHttp(session),
});
