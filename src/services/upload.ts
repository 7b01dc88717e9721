// File upload (spec 1 §7): POST /web/binary/upload (the default path) as a form with csrf_token,
// one ufile per file, and optional model and id. The answer is the list of stored files, or JSON
// with an error field, raised as an UploadError. A dropped connection, HTTP 502 or an unreadable
// answer raise ConnectionLostError. `post` sends any form with files to another route (the
// portal's /portal/attachment/add) the same way.
// Uploads go by XMLHttpRequest, whose upload progress events report the bytes sent (fetch has no
// equivalent in Chromium over HTTP/1.1); an AbortSignal cancels one (ConnectionAbortedError).
import { defineService } from "../runtime/service";
import { HTTPError, toFormData } from "./http";
import { ConnectionAbortedError, ConnectionLostError } from "./rpc_errors";
import type { SessionService } from "./session";
import { UploadError } from "./upload_error";

export { UploadError };
export const DEFAULT_UPLOAD_ROUTE = "/web/binary/upload";

export { progressRatio, type UploadProgress } from "./upload_progress";
import type { UploadProgress } from "./upload_progress";

export interface TransferOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** aborting it cancels the upload: the call rejects with ConnectionAbortedError */
  signal?: AbortSignal;
}

export interface UploadOptions extends TransferOptions {
  route?: string;
  model?: string;
  id?: number;
}

export interface UploadedFile {
  id: number;
  filename: string;
  name: string;
  mimetype: string;
  size: number;
  access_token?: string;
  [key: string]: unknown;
}

export function uploadForm(files: Iterable<File>, csrfToken: string, { model, id }: UploadOptions = {}): FormData {
  const form = new FormData();
  form.append("csrf_token", csrfToken);
  for (const file of files) form.append("ufile", file, file.name);
  if (model) form.append("model", model);
  if (id !== undefined) form.append("id", String(id));
  return form;
}

/** POSTs a form by XMLHttpRequest, reporting upload progress; resolves with the status and text. */
export function sendForm(url: string, form: FormData, { onProgress, signal }: TransferOptions = {}): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ConnectionAbortedError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener("abort", onAbort);
    xhr.open("POST", url);
    if (onProgress) xhr.upload.addEventListener("progress", (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }));
    xhr.addEventListener("load", () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    });
    xhr.addEventListener("error", () => {
      settle();
      reject(new ConnectionLostError(url));
    });
    xhr.addEventListener("abort", () => {
      settle();
      reject(new ConnectionAbortedError());
    });
    signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(form);
  });
}

function parseJson(text: string, url: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ConnectionLostError(url);
  }
}

export function createUploadService(session: Pick<SessionService, "prefix" | "csrfToken">) {
  return {
    async upload(files: Iterable<File> | FileList, options: UploadOptions = {}): Promise<UploadedFile[]> {
      const url = session.prefix + (options.route ?? DEFAULT_UPLOAD_ROUTE);
      const { status, text } = await sendForm(url, uploadForm([...files], session.csrfToken, options), options);
      if (status === 502) throw new ConnectionLostError(url);
      const answer = parseJson(text, url);
      if (answer && typeof answer === "object" && "error" in answer && (answer as { error: unknown }).error) {
        throw new UploadError(String((answer as { error: unknown }).error));
      }
      if (!Array.isArray(answer)) throw new ConnectionLostError(url);
      return answer as UploadedFile[];
    },

    /** POSTs `params` (files included) as a form with the csrf_token to `route`; resolves with its JSON answer. */
    async post(route: string, params: Record<string, unknown>, options: TransferOptions = {}): Promise<unknown> {
      const url = session.prefix + route;
      const { status, text } = await sendForm(url, toFormData(params, session.csrfToken), options);
      if (status < 200 || status >= 300) throw new HTTPError(status, url);
      return parseJson(text, url);
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;

export const uploadService = defineService<UploadService, { session: SessionService }>({
  dependencies: ["session"],
  start: (_env, { session }) => createUploadService(session),
});
