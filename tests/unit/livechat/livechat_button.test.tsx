// The live chat widget on a static copy of its fixture's marker, with the runtime's services and
// the reference server in-process (fake timers for the auto-popup, the bus election and the poll).
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import livechatButton from "../../../islands/livechat/livechat_button";
import { COOKIES, DEFAULT_WELCOME_MESSAGE, FOLDED_HEIGHT_PX, NO_OPERATOR, OPEN_HEIGHT_PX, ROUTES, SEND_FAILED } from "../../../contract/livechat/constants";
import { writeSessionCookie } from "../../../islands/livechat/cookies";
import type { Env } from "../../../src/runtime/env";
import { mountIsland } from "../../../src/runtime/mount";
import { overlayItems } from "../../../src/runtime/overlay";
import { ELECTION_SETTLE_DELAY } from "../../../src/services/bus/timings";
import { addFault, clearFaults } from "../../../server/faults";
import { SEND_UNKNOWN } from "../../../islands/livechat/lost_post";
import { answerWith } from "../portal/portal_harness";
import { startTestServer, type TestServer } from "../server_fetch";
import { startRuntime } from "../start_runtime";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const FIXTURE = `<div id="wrapwrap"><div class="o_livechat_loader d-none" data-channel-id="1" data-options='{"button_text": "Chat with us", "input_placeholder": "Say it"}'></div></div>`;

// Message bodies are sanitized by a module loaded on demand: loaded once here, it is at hand.
await import("../../../src/components/sanitize");

describe("live chat widget", () => {
  let server: TestServer;
  let env: Env;
  let root: { unmount(): void };
  let unmount: (() => void) | undefined;

  const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
  const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
  const settle = async (ms = 0) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
      for (let i = 0; i < 6; i++) await new Promise((resolve) => setImmediate(resolve));
    });
  };
  const calls = (route: string) => server.requests.filter((request) => request.url === route).map((request) => request.body.params);
  const composer = () => $<HTMLTextAreaElement>(".o_composer_text_field")!;
  const type = async (value: string) => {
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(composer(), value);
      composer().dispatchEvent(new Event("input", { bubbles: true }));
    });
  };
  const press = async (key: string) => {
    await act(async () => void composer().dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true })));
    await settle();
  };
  const click = async (selector: string) => {
    await act(async () => void $(selector)!.click());
    await settle();
  };
  const operator = (data: Record<string, unknown>) =>
    server.fetch("/__test/livechat/operator", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(data) });

  async function mount() {
    const overlay = $(".o-islands-overlay");
    document.body.innerHTML = FIXTURE;
    if (overlay) document.body.append(overlay);
    let mounted!: Promise<() => void>;
    await act(async () => {
      mounted = mountIsland(env, livechatButton, $(".o_livechat_loader")!);
    });
    unmount = await mounted;
    await settle();
  }

  beforeEach(async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 12), toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    Object.values(COOKIES).forEach((name) => (document.cookie = `${name}=;path=/;max-age=-1`));
    server = startTestServer();
    await server.installPageGlobals();
    ({ env, root } = await startRuntime(["session", "rpc", "localization", "notification", "bus"]));
  });
  afterEach(() => {
    act(() => {
      unmount?.();
      root.unmount();
    });
    unmount = undefined;
    (env.services.bus as { destroy(): void }).destroy();
    overlayItems.set([]);
    document.querySelector(".o-islands-overlay")?.remove();
    clearFaults();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("shows the button when an operator is available and opens the chat by itself after the rule's 3 s", async () => {
    await mount();
    expect(calls(ROUTES.init)).toEqual([{ channel_id: 1 }]);
    // spec 3 §7: once an operator is available, the chat's templates are asked, without params
    expect(ROUTES.loadTemplates).toBe("/im_livechat/load_templates");
    expect(calls(ROUTES.loadTemplates)).toEqual([{}]);
    expect($("button.o_livechat_button")!.textContent).toBe("Chat with us");
    expect($(".openerp.o_livechat_button_container.d-print-none")).not.toBeNull();
    await settle(2_999);
    expect($(".o_thread_window")).toBeNull();
    await settle(1);
    expect(calls(ROUTES.getSession)).toEqual([{ channel_id: 1, anonymous_name: "Visitor", previous_operator_id: null }]);
    // The operator's name, then the session's status (spec 3 §2 thread window header).
    expect($(".o_thread_window_title")!.firstChild!.textContent).toBe("Mitchell Admin");
    expect($(".o_thread_window_title .o_thread_window_status")!.textContent).toBe("open");
    expect($(".o_livechat_welcome")!.textContent).toBe(DEFAULT_WELCOME_MESSAGE);
    expect($("button.o_livechat_button")).toBeNull();
    expect(composer().placeholder).toBe("Say it");
    expect(document.cookie).toContain("im_livechat_previous_operator_pid=3");
  });

  it("does not pop up on a phone", async () => {
    const width = window.innerWidth;
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 390 });
    try {
      await mount();
      await settle(10_000);
      expect($("button.o_livechat_button")).not.toBeNull();
      expect($(".o_thread_window")).toBeNull();
    } finally {
      Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
    }
  });

  it("does not pop up once the visitor closed a chat; two clicks within 200 ms open one session", async () => {
    document.cookie = "im_livechat_auto_popup=false;path=/";
    await mount();
    await settle(10_000);
    expect($(".o_thread_window")).toBeNull();
    await act(async () => {
      $("button.o_livechat_button")!.click();
      $("button.o_livechat_button")?.click();
    });
    await settle();
    expect(calls(ROUTES.getSession)).toHaveLength(1);
    expect($(".o_thread_window")).not.toBeNull();
  });

  it("restores the session from its cookie with its history, and shows the operator's messages from the bus once", async () => {
    const { result: session } = await (
      await server.fetch(ROUTES.getSession, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ params: { channel_id: 1, anonymous_name: "Visitor" } }) })
    ).json();
    await operator({ uuid: session.uuid, action: "post", body: "Earlier answer" });
    writeSessionCookie(session);
    await mount();
    expect(calls(ROUTES.chatHistory)).toEqual([{ uuid: session.uuid, limit: 100 }]);
    expect($$(".o_thread_message").map((m) => m.textContent)).toEqual(["Earlier answer"]);
    await settle(ELECTION_SETTLE_DELAY);
    await operator({ uuid: session.uuid, action: "post", body: "Live <answer>" });
    await settle();
    expect($$(".o_thread_message").map((m) => m.textContent)).toEqual(["Earlier answer", "Live <answer>"]);
    expect($$(".o_thread_message_author")).toHaveLength(1);

    // Folded: a new message counts as unread; unfolding at the bottom reads it.
    await click(".o_thread_window_title");
    expect($(".o_thread_window")!.style.height).toBe(`${FOLDED_HEIGHT_PX}px`);
    await operator({ uuid: session.uuid, action: "post", body: "Still there?" });
    await settle();
    expect($(".o_unread_counter")!.textContent).toBe("1");
    await click(".o_thread_window_title");
    expect($(".o_thread_window")!.style.height).toBe(`${OPEN_HEIGHT_PX}px`);
    expect($(".o_unread_counter")).toBeNull();
  });

  it("sends the trimmed text with Enter; a falsy answer keeps the text and says so", async () => {
    await mount();
    await click("button.o_livechat_button");
    const uuid = calls(ROUTES.getSession).length && JSON.parse(decodeURIComponent(/im_livechat_session=([^;]+)/.exec(document.cookie)![1])).uuid;
    await type("  Hello  ");
    await press("Enter");
    expect(calls(ROUTES.chatPost)).toEqual([{ uuid, message_content: "Hello" }]);
    expect(composer().value).toBe("");
    expect($$(".o_thread_message").map((m) => m.textContent)).toEqual(["Hello"]);

    answerWith(server, ROUTES.chatPost, false);
    await type("Kept");
    await press("Enter");
    expect(composer().value).toBe("Kept");
    expect($(".o_thread_composer_error")!.textContent).toBe(SEND_FAILED);
    expect($$(".o_thread_message")).toHaveLength(1);
  });

  it("posts once when two Enters arrive in the same task", async () => {
    await mount();
    await click("button.o_livechat_button");
    await type("Twice?");
    const enter = () => new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    await act(async () => {
      composer().dispatchEvent(enter());
      composer().dispatchEvent(enter());
    });
    await settle();
    expect(calls(ROUTES.chatPost)).toHaveLength(1);
    expect($$(".o_thread_message").map((m) => m.textContent)).toEqual(["Twice?"]);
    expect(composer().value).toBe("");
  });

  it("a post whose answer was lost is looked for in the history read again: not there, the text stays and it says so", async () => {
    await mount();
    await click("button.o_livechat_button");
    await type("Lost?");
    const histories = calls(ROUTES.chatHistory).length;
    addFault({ match: ROUTES.chatPost, kind: "502", times: 1 });
    await press("Enter");
    expect(calls(ROUTES.chatHistory).length).toBe(histories + 1);
    expect(composer().value).toBe("Lost?");
    expect($(".o_thread_composer_error")!.textContent).toBe(SEND_FAILED);
    await press("Enter");
    expect($$(".o_thread_message").map((m) => m.textContent)).toEqual(["Lost?"]);
    expect(composer().value).toBe("");
  });

  it("a post that landed although its answer was lost is shown once, its text cleared, not sent again", async () => {
    await mount();
    await click("button.o_livechat_button");
    await type("Landed <b>& well</b>");
    const serve = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serve(input, init);
      if (String(input).endsWith(ROUTES.chatPost)) throw new TypeError("Failed to fetch");
      return answer;
    });
    await press("Enter");
    expect(calls(ROUTES.chatPost)).toHaveLength(1);
    expect($$(".o_thread_message").map((m) => m.textContent)).toEqual(["Landed <b>& well</b>"]);
    expect(composer().value).toBe("");
    expect($(".o_thread_composer_error")).toBeNull();
  });

  it("a post whose answer was lost while the history cannot be read either keeps the text and says it may be sent", async () => {
    await mount();
    await click("button.o_livechat_button");
    await type("Unknown");
    addFault({ match: ROUTES.chatPost, kind: "network", times: 1 });
    addFault({ match: ROUTES.chatHistory, kind: "502", times: 1 });
    await press("Enter");
    expect(composer().value).toBe("Unknown");
    expect($(".o_thread_composer_error")!.textContent).toBe(SEND_UNKNOWN);
  });

  it("says no collaborator is available when the server has no session to give", async () => {
    document.cookie = "im_livechat_auto_popup=false;path=/";
    await mount();
    answerWith(server, ROUTES.getSession, false);
    await click("button.o_livechat_button");
    expect($(".o_thread_window")).toBeNull();
    expect(document.querySelector(".o-islands-overlay")!.textContent).toContain(NO_OPERATOR);
  });

  // Issue #31 (spec 3 §3 Message: is_notification): closing asks for feedback only when a real
  // message was exchanged; the channel's notifications do not count.
  it.each([
    ["only notifications: the session ends at once, no feedback", false],
    ["a real message besides them: the feedback step", true],
  ])("closing after a history of %s", async (_name, real) => {
    const { result: session } = await (
      await server.fetch(ROUTES.getSession, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ params: { channel_id: 1, anonymous_name: "Visitor" } }) })
    ).json();
    writeSessionCookie(session);
    const message = (id: number, body: string, notification: boolean) => ({
      id, body, date: "2026-11-23 11:59:00", author_id: [3, "Mitchell Admin"], attachment_ids: [], message_type: notification ? "notification" : "comment", is_discussion: !notification, is_notification: notification,
    });
    const history = [message(90, "Mitchell Admin joined the channel", true), message(91, "Visitor left the channel", true)];
    answerWith(server, ROUTES.chatHistory, real ? [...history, message(92, "How can I help?", false)] : history);
    await mount();
    expect(calls(ROUTES.chatHistory)).toEqual([]); // answered by the stub, not the server
    expect($(".o_thread_window")).not.toBeNull();
    await click(".o_thread_window_close");
    if (real) {
      expect($(".o_livechat_feedback")).not.toBeNull();
      expect(calls(ROUTES.leaveSession)).toEqual([]);
    } else {
      expect($(".o_livechat_feedback")).toBeNull();
      expect($(".o_thread_window")).toBeNull();
      expect(calls(ROUTES.leaveSession)).toEqual([{ uuid: session.uuid }]);
    }
  });
});
