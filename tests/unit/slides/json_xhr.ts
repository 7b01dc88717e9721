// An XMLHttpRequest for unit tests that sends JSON calls to the in-process reference server with
// their headers, reporting one upload progress event of the whole body first.
import { vi } from "vitest";
import type { TestServer } from "../server_fetch";

export function installJsonXhr(server: TestServer) {
  const sent: { url: string; body: any }[] = [];
  class JsonXhr extends EventTarget {
    upload = new EventTarget();
    status = 0;
    responseText = "";
    private url = "";
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: string) {
      sent.push({ url: this.url, body: JSON.parse(body) });
      this.upload.dispatchEvent(new ProgressEvent("progress", { lengthComputable: true, loaded: body.length, total: body.length }));
      void server.fetch(this.url, { method: "POST", headers: this.headers, body }).then(
        async (response) => {
          this.status = response.status;
          this.responseText = await response.text();
          this.dispatchEvent(new Event("load"));
        },
        () => this.dispatchEvent(new Event("error")),
      );
    }
    abort() {}
  }
  vi.stubGlobal("XMLHttpRequest", JsonXhr);
  return sent;
}
