// The slide upload dialog's calls (spec 2 §7 "Slides", spec 3 §7). /slides/add_slide goes by
// XMLHttpRequest as JSON-RPC, so that the dialog can show how much of the file is sent.
import { type UploadProgress } from "../../src/kit";

export const ADD_SLIDE_ROUTE = "/slides/add_slide";
export const PREPARE_PREVIEW_ROUTE = "/slides/prepare_preview/";
export const CATEGORY_SEARCH_ROUTE = "/slides/category/search_read";
export const TAG_SEARCH_ROUTE = "/slides/tag/search_read";
export const CERTIFICATION_SEARCH_ROUTE = "/slides_survey/certification/search_read";
export const CERTIFICATION_URL_KEY = "survey_certification_url";
export const UPLOAD_LOST = "The upload did not reach the server. Your file is kept: try again.";

export interface AddSlideAnswer { error?: string; url?: string; certification_url?: string }

export class UploadLostError extends Error {}

/** POSTs a JSON-RPC call, reporting the bytes sent; rejects with UploadLostError when no answer comes back. */
export function rpcWithProgress<T>(url: string, params: Record<string, unknown>, onProgress: (progress: UploadProgress) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Content-Type", "application/json");
    xhr.upload.addEventListener("progress", (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }));
    xhr.addEventListener("error", () => reject(new UploadLostError(url)));
    xhr.addEventListener("abort", () => reject(new UploadLostError(url)));
    xhr.addEventListener("load", () => {
      let answer: { result?: T; error?: { data?: { message?: string }; message?: string } };
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        return reject(new UploadLostError(url));
      }
      if (xhr.status !== 200 || !answer || typeof answer !== "object") return reject(new UploadLostError(url));
      if (answer.error) return reject(new Error(answer.error.data?.message ?? answer.error.message ?? "Error"));
      resolve(answer.result as T);
    });
    xhr.send(JSON.stringify({ jsonrpc: "2.0", method: "call", params, id: Date.now() }));
  });
}
