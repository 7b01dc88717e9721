// File upload (spec 1 §7): POST /web/binary/upload (the default path) as a form with csrf_token,
// one ufile per file, and optional model and id. The answer is the list of stored files, or JSON
// with an error field, raised as an UploadError. A dropped connection, HTTP 502 or an unreadable
// answer raise ConnectionLostError.
import { defineService } from "../runtime/service";
import { ConnectionLostError } from "./rpc_errors";
import type { SessionService } from "./session";
import { UploadError } from "./upload_error";

export { UploadError };
export const DEFAULT_UPLOAD_ROUTE = "/web/binary/upload";

export interface UploadOptions {
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

export function createUploadService(session: Pick<SessionService, "prefix" | "csrfToken">) {
  return {
    async upload(files: Iterable<File> | FileList, options: UploadOptions = {}): Promise<UploadedFile[]> {
      const url = session.prefix + (options.route ?? DEFAULT_UPLOAD_ROUTE);
      let response: Response;
      try {
        response = await fetch(url, { method: "POST", body: uploadForm([...files], session.csrfToken, options) });
      } catch {
        throw new ConnectionLostError(url);
      }
      if (response.status === 502) throw new ConnectionLostError(url);
      let answer: unknown;
      try {
        answer = await response.json();
      } catch {
        throw new ConnectionLostError(url);
      }
      if (answer && typeof answer === "object" && "error" in answer && (answer as { error: unknown }).error) {
        throw new UploadError(String((answer as { error: unknown }).error));
      }
      if (!Array.isArray(answer)) throw new ConnectionLostError(url);
      return answer as UploadedFile[];
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;

export const uploadService = defineService<UploadService, { session: SessionService }>({
  dependencies: ["session"],
  start: (_env, { session }) => createUploadService(session),
});
