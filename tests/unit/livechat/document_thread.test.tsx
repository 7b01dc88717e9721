// The document thread island on a static copy of its page's marker, with the reference server
// in-process: its messages and attachments, the viewer opened from one, and posting.
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import documentThread from "../../../islands/livechat/document_thread";
import { SEND_FAILED, THREAD_POST_ROUTE } from "../../../contract/livechat/constants";
import { SEND_UNKNOWN } from "../../../islands/livechat/lost_post";
import { addFault, clearFaults } from "../../../server/faults";
import { vi } from "vitest";
import { SIGN_IN_TO_POST } from "../../../server/livechat/document_thread";
import { escapeHTML } from "../../../src/core/text/escape";
import type { Env } from "../../../src/runtime/env";
import { islandMounting, loadPage, settle } from "../portal/portal_harness";
import { startTestServer, type TestServer } from "../server_fetch";
import { startRuntime } from "../start_runtime";

await import("../../../src/components/sanitize");
await import("../../../islands/livechat/viewer/AttachmentViewer");

const THREAD = {
  model: "sale.order",
  id: 42,
  title: "Order S00042",
  status: "Quotation sent",
  messages: [
    {
      id: 900,
      body: "Pictures <b>attached</b>",
      date: "2026-11-20T09:00:00.000Z",
      author_id: [3, "Mitchell Admin"],
      attachment_ids: [
        { id: 9001, name: "Desk.svg", mimetype: "image/svg+xml", type: "binary" },
        { id: 9010, name: "Archive.zip", mimetype: "application/zip", type: "binary" },
      ],
    },
  ],
};
const FIXTURE = `<div class="o_document_thread" data-thread="${escapeHTML(JSON.stringify(THREAD))}"><p>The discussion of this order needs JavaScript.</p></div>`;

describe("document thread", () => {
  let server: TestServer;
  let mounting: ReturnType<typeof islandMounting>;
  let env: Env;
  const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
  const composer = () => $<HTMLTextAreaElement>(".o_composer_text_field")!;
  const send = async (value: string) => {
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(composer(), value);
      composer().dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => void composer().dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true })));
    await settle();
  };

  beforeEach(async () => {
    server = startTestServer();
    await server.installPageGlobals();
    let root;
    ({ env, root } = await startRuntime(["session", "rpc", "http", "localization", "bus"]));
    mounting = islandMounting(env, root);
    const overlay = $(".o-islands-overlay");
    document.body.innerHTML = FIXTURE;
    if (overlay) document.body.append(overlay);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearFaults();
    window.history.replaceState(null, "", "/");
    mounting.stop();
    (env.services.bus as { destroy(): void }).destroy();
  });

  it("shows the thread's messages and attachments; a viewable one opens the viewer, the others download", async () => {
    await mounting.mount(documentThread);
    expect($(".o_thread_window_title")!.textContent).toBe("Order S00042Quotation sent");
    expect($(".o_thread_message")!.textContent).toBe("Pictures attached");
    expect($(".o_attachment a")!.getAttribute("href")).toBe("/web/content/ir.attachment/9010/datas?download=true");
    await act(async () => $<HTMLButtonElement>('[data-attachment-id="9001"]')!.click());
    await settle();
    expect($(".o_attachment_viewer .o_viewer_name")!.textContent).toBe("Desk.svg");
    expect($(".o_viewer_previous")).toBeNull();
  });

  it("posts the content with empty attachment and partner lists; a refusal keeps the text and shows the server's reason", async () => {
    await loadPage(server, "/livechat/document");
    await mounting.mount(documentThread);
    await send("Monday?");
    expect(composer().value).toBe("Monday?");
    expect($(".o_thread_composer_error")!.textContent).toBe(SIGN_IN_TO_POST);
    await server.login("portal");
    await send("Monday?");
    const posts = server.requests.filter((r) => r.url === THREAD_POST_ROUTE).map((r) => r.body.params);
    expect(posts.at(-1)).toEqual({ thread_model: "sale.order", thread_id: 42, post_data: { body: "Monday?", attachment_ids: [], partner_ids: [] } });
    expect(composer().value).toBe("");
    expect([...document.querySelectorAll(".o_thread_message")].map((m) => m.textContent)).toEqual(["Here are the pictures and the quotation.", "And how to assemble it.", "Monday?"]);
  });
  it("posts once when two Enters arrive in the same task", async () => {
    await loadPage(server, "/livechat/document");
    await server.login("portal");
    await mounting.mount(documentThread);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(composer(), "Once only");
      composer().dispatchEvent(new Event("input", { bubbles: true }));
    });
    const enter = () => new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    await act(async () => {
      composer().dispatchEvent(enter());
      composer().dispatchEvent(enter());
    });
    await settle();
    expect(server.requests.filter((r) => r.url === THREAD_POST_ROUTE)).toHaveLength(1);
    expect([...document.querySelectorAll(".o_thread_message")].filter((m) => m.textContent === "Once only")).toHaveLength(1);
  });
  it("shows message bodies through the sanitizer and author names and titles as text", async () => {
    const payload = `Hi <script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned = 3">l</a>`;
    const thread = { ...THREAD, title: `Order <img src="x" onerror="window.__pwned = 4">`, messages: [{ ...THREAD.messages[0], body: payload, author_id: [3, `Eve <script>x</script>`], attachment_ids: [] }] };
    document.body.querySelector(".o_document_thread")!.setAttribute("data-thread", JSON.stringify(thread));
    await mounting.mount(documentThread);
    expect($(".o_thread_message_content")!.textContent).toBe("Hi l");
    expect(document.body.textContent).not.toContain("window.__pwned = 1");
    expect(document.body.textContent).toContain("Eve <script>x</script>");
    expect(document.body.textContent).toContain(`Order <img src="x" onerror="window.__pwned = 4">`);
    expect(document.querySelectorAll(".o_thread_window script, .o_thread_window [onerror]")).toHaveLength(0);
    expect($(".o_thread_message_content a")?.getAttribute("href") ?? null).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
  describe("a post whose answer was lost", () => {
    const typeText = async (value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(composer(), value);
        composer().dispatchEvent(new Event("input", { bubbles: true }));
      });
    const enter = async () => {
      await act(async () => void composer().dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true })));
      await settle();
    };
    const shown = () => [...document.querySelectorAll(".o_thread_message")].map((m) => m.textContent);
    const posts = () => server.requests.filter((r) => r.url === THREAD_POST_ROUTE);
    beforeEach(async () => {
      await server.login("portal");
      await loadPage(server, "/livechat/document");
      window.history.replaceState(null, "", "/livechat/document");
      await mounting.mount(documentThread);
    });

    it("is looked for in the page read again: not there, the text stays and it says so", async () => {
      addFault({ match: THREAD_POST_ROUTE, kind: "502", times: 1 });
      await typeText("Lost once");
      await enter();
      expect(server.requests.filter((r) => r.url === "/livechat/document").length).toBeGreaterThan(1);
      expect(composer().value).toBe("Lost once");
      expect($(".o_thread_composer_error")!.textContent).toBe(SEND_FAILED);
      await enter();
      expect(posts()).toHaveLength(2);
      expect(shown().filter((t) => t === "Lost once")).toHaveLength(1);
    });

    it("that landed is shown once and its text cleared, without a second post", async () => {
      const serve = globalThis.fetch;
      vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
        const answer = await serve(input, init);
        if (String(input).endsWith(THREAD_POST_ROUTE)) throw new TypeError("Failed to fetch");
        return answer;
      });
      await typeText("Landed anyway");
      await enter();
      expect(posts()).toHaveLength(1);
      expect(shown().filter((t) => t === "Landed anyway")).toHaveLength(1);
      expect(composer().value).toBe("");
      expect($(".o_thread_composer_error")).toBeNull();
    });

    it("when the page cannot be read either, keeps the text and says it may be sent", async () => {
      addFault({ match: THREAD_POST_ROUTE, kind: "network", times: 1 });
      addFault({ match: "/livechat/document", kind: "502", times: 1 });
      await typeText("Unknown fate");
      await enter();
      expect(composer().value).toBe("Unknown fate");
      expect($(".o_thread_composer_error")!.textContent).toBe(SEND_UNKNOWN);
    });
  });
});
