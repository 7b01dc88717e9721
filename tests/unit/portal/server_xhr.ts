// An XMLHttpRequest for unit tests whose requests the in-process reference server answers (as
// fetch is, see server_fetch.ts). Its upload reports progress when the test says so; a request
// can be held so a test sees the state of a pending upload, then released, failed or aborted.
import { vi } from "vitest";
import type { TestServer } from "../server_fetch";

export interface FakeRequest {
  url: string;
  body: FormData;
  /** Reports `loaded` of `total` bytes sent (an upload progress event). */
  progress(loaded: number, total: number): void;
  /** Lets the server answer it. */
  release(): Promise<void>;
  /** Fails it as a dropped connection does. */
  fail(): void;
  aborted: boolean;
}

export function installServerXhr(server: TestServer, options: { hold?: (url: string) => boolean } = {}) {
  const requests: FakeRequest[] = [];
  let hold = options.hold ?? (() => false);

  class ServerXhr extends EventTarget {
    upload = new EventTarget();
    status = 0;
    responseText = "";
    private url = "";
    private method = "GET";
    private done = false;
    private request: FakeRequest | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    private finish(type: "load" | "error" | "abort") {
      if (this.done) return;
      this.done = true;
      this.dispatchEvent(new Event(type));
    }

    send(body: FormData) {
      const xhr = this;
      const request: FakeRequest = {
        url: this.url,
        body,
        aborted: false,
        progress: (loaded, total) => {
          const event = new ProgressEvent("progress", { lengthComputable: total > 0, loaded, total });
          xhr.upload.dispatchEvent(event);
        },
        async release() {
          try {
            const response = await server.fetch(xhr.url, { method: xhr.method, body });
            xhr.status = response.status;
            xhr.responseText = await response.text();
            xhr.finish("load");
          } catch {
            xhr.finish("error");
          }
        },
        fail: () => xhr.finish("error"),
      };
      requests.push(request);
      this.request = request;
      if (!hold(this.url)) void request.release();
    }

    abort() {
      if (this.request) this.request.aborted = true;
      this.finish("abort");
    }
  }

  vi.stubGlobal("XMLHttpRequest", ServerXhr);
  return {
    requests,
    /** Holds the next requests whose URL starts with `prefix` (null: none). */
    holdUrls(prefix: string | null) {
      hold = (url) => prefix !== null && url.startsWith(prefix);
    },
  };
}
