// The feedback step on its own, against a recording API: a 5 is sent at once, a 3 or a 1 asks
// for a reason; the transcript needs a valid address (checked before any call) and a failure
// offers to retry.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatApi } from "../../../islands/livechat/chat_api";
import { INVALID_EMAIL, TRANSCRIPT_FAILED } from "../../../contract/livechat/constants";
import { FeedbackPanel } from "../../../islands/livechat/FeedbackPanel";
import { EnvContext } from "../../../src/runtime/context";
import { createEnv } from "../../../src/runtime/env";
import { makeTranslate } from "../../../src/runtime/translate";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function render(failTranscripts = 0) {
  const calls: unknown[][] = [];
  let failures = failTranscripts;
  const api = {
    feedback: async (...args: unknown[]) => void calls.push(["feedback", ...args]),
    emailTranscript: async (...args: unknown[]) => {
      calls.push(["transcript", ...args]);
      if (failures-- > 0) throw new Error("502");
    },
  } as unknown as ChatApi;
  const done: number[] = [];
  const env = createEnv();
  env.setTranslate(makeTranslate(new Map()));
  document.body.innerHTML = `<div id="host"></div>`;
  root = createRoot(document.getElementById("host")!);
  act(() => root!.render(<EnvContext.Provider value={env}><FeedbackPanel api={api} uuid="u-1" onDone={() => done.push(1)} /></EnvContext.Provider>));
  return { calls, done };
}
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const click = async (selector: string) => act(async () => $(selector)!.click());
const fill = (selector: string, value: string) =>
  act(() => {
    const el = $<HTMLInputElement | HTMLTextAreaElement>(selector)!;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")!.set!.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
const submit = async (selector: string) => act(async () => void $(selector)!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));

describe("feedback panel", () => {
  it("sends a happy rating at once, without a reason", async () => {
    const { calls } = render();
    await click('.o_livechat_rating_choice[data-value="5"]');
    expect(calls).toEqual([["feedback", "u-1", 5, ""]]);
    expect($(".o_livechat_rating_thanks")!.textContent).toBe("Thank you for your feedback");
  });

  it("asks a reason for a neutral or sad rating", async () => {
    const { calls } = render();
    await click('.o_livechat_rating_choice[data-value="1"]');
    expect(calls).toEqual([]);
    fill(".o_livechat_rating_reason textarea", "  Too slow ");
    await submit(".o_livechat_rating_reason");
    expect(calls).toEqual([["feedback", "u-1", 1, "Too slow"]]);
  });

  it("refuses an invalid address before any call, retries a failed transcript, then ends", async () => {
    const { calls, done } = render(1);
    fill(".o_livechat_email input", "nope@");
    await submit(".o_livechat_email");
    expect($(".o_livechat_email .invalid-feedback")!.textContent).toBe(INVALID_EMAIL);
    expect($(".o_livechat_email input")!.getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
    fill(".o_livechat_email input", "a@b.co");
    await submit(".o_livechat_email");
    expect($(".o_livechat_email_error")!.textContent).toContain(TRANSCRIPT_FAILED);
    expect($<HTMLInputElement>(".o_livechat_email input")!.value).toBe("a@b.co");
    await click(".o_livechat_email_error button");
    expect(calls).toEqual([
      ["transcript", "u-1", "a@b.co"],
      ["transcript", "u-1", "a@b.co"],
    ]);
    expect($(".o_livechat_email_sent")!.textContent).toBe("The conversation was sent to a@b.co.");
    await click(".o_livechat_feedback_close");
    expect(done).toEqual([1]);
  });
  it("sends one rating and one transcript when two submits arrive in the same task", async () => {
    const { calls } = render();
    await click('.o_livechat_rating_choice[data-value="3"]');
    fill(".o_livechat_rating_reason textarea", "Too slow");
    await act(async () => {
      const form = $(".o_livechat_rating_reason")!;
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    fill(".o_livechat_email input", "ann@example.com");
    await act(async () => {
      const form = $(".o_livechat_email")!;
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(calls.filter(([name]) => name === "feedback")).toHaveLength(1);
    expect(calls.filter(([name]) => name === "transcript")).toHaveLength(1);
  });
});
