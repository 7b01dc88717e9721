// Downloads (spec 1 §7, §8, §9): a form POST with a dummy token and the csrf_token; the answer is
// read as a blob and saved under the file name of its Content-Disposition. HTTP 502 or a dropped
// connection raise ConnectionLostError; any other failure raises the server's error parsed from
// the answer, or 'Arbitrary Uncaught Python Exception'. A data URL above about 2 MB is saved
// through a Blob, as browsers refuse such long links.
import { defineService } from "../runtime/service";
import { ConnectionLostError, makeRPCError, type RPCError } from "./rpc_errors";
import type { SessionService } from "./session";

export const DOWNLOAD_TOKEN = "dummy-because-api-expects-one";
export const ARBITRARY_ERROR = "Arbitrary Uncaught Python Exception";
/** About 2 MB: above it a data URL is turned into a Blob before saving. */
export const DATA_URL_BLOB_THRESHOLD = 1024 * 1024 * 1.999;

export interface DownloadRequest {
  url: string;
  data?: Record<string, string | number | boolean | Blob>;
}

export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return extended[1].trim();
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** The server's error in a failed download answer (JSON, or JSON inside an HTML page). */
export function parseDownloadError(status: number, text: string): RPCError {
  let nodes: string[] = [text];
  if (/^\s*</.test(text)) {
    const doc = new DOMParser().parseFromString(text, "text/html");
    const children = [...doc.body.children];
    nodes = children.length ? children.map((el) => el.textContent ?? "") : [doc.body.textContent ?? ""];
  }
  try {
    const parsed = JSON.parse(nodes[1] ?? nodes[0]);
    if (parsed && typeof parsed === "object") {
      if (parsed.data && typeof parsed.data === "object") return makeRPCError(parsed);
      if (typeof parsed.message === "string") return makeRPCError({ code: 200, message: parsed.message, data: parsed });
    }
  } catch {
    // not a serialized server error
  }
  return makeRPCError({ code: 200, message: ARBITRARY_ERROR, data: { message: ARBITRARY_ERROR, debug: `${status}\n${nodes.join("\n")}` } });
}

function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body] = dataUrl.split(",", 2);
  const mimetype = /data:([^;,]+)/.exec(head)?.[1] ?? "application/octet-stream";
  if (head.includes(";base64")) {
    const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
    return new Blob([bytes], { type: mimetype });
  }
  return new Blob([decodeURIComponent(body)], { type: mimetype });
}

/** Saves data (a Blob or a data URL) as a file through a temporary link. */
export function saveFile(data: Blob | string, filename: string): void {
  let href: string;
  let revoke = () => {};
  if (typeof data === "string" && data.length <= DATA_URL_BLOB_THRESHOLD) href = data;
  else {
    const blob = typeof data === "string" ? dataUrlToBlob(data) : data;
    href = URL.createObjectURL(blob);
    revoke = () => URL.revokeObjectURL(href);
  }
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(revoke, 1000);
}

export function createDownloadService(session: Pick<SessionService, "prefix" | "csrfToken">, save = saveFile) {
  return {
    /** Downloads the answer of a form POST; resolves with the saved file's name. */
    async download({ url, data = {} }: DownloadRequest): Promise<string> {
      const target = /^https?:\/\//.test(url) ? url : session.prefix + url;
      const form = new FormData();
      for (const [key, value] of Object.entries(data)) form.append(key, value instanceof Blob ? value : String(value));
      form.append("token", DOWNLOAD_TOKEN);
      if (session.csrfToken) form.append("csrf_token", session.csrfToken);
      let response: Response;
      try {
        response = await fetch(target, { method: "POST", body: form });
      } catch {
        throw new ConnectionLostError(target);
      }
      if (response.status === 502) throw new ConnectionLostError(target);
      const blob = await response.blob().catch(() => {
        throw new ConnectionLostError(target);
      });
      if (response.status !== 200 || blob.type.startsWith("text/html")) {
        throw parseDownloadError(response.status, await blob.text());
      }
      const filename = filenameOf(response.headers.get("Content-Disposition")) ?? target.split("/").pop() ?? "download";
      save(blob, filename);
      return filename;
    },
  };
}
export type DownloadService = ReturnType<typeof createDownloadService>;

export const downloadService = defineService<DownloadService, { session: SessionService }>({
  dependencies: ["session"],
  start: (_env, { session }) => createDownloadService(session),
});
