// The parts of a thread window on their own: the window (fold, phones), the message list
// (scrolling to the bottom marks the thread read, groups, relative times), the notification sound.
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AT_BOTTOM_TOLERANCE_PX, SCROLL_DEBOUNCE_MS, type ChatMessage } from "../../../contract/livechat/constants";
import { isAtBottom, MessageList } from "../../../islands/livechat/MessageList";
import { useNewMessageSound } from "../../../islands/livechat/sound";
import { ThreadWindow } from "../../../islands/livechat/ThreadWindow";
import { EnvContext } from "../../../src/runtime/context";
import { createEnv } from "../../../src/runtime/env";
import { makeTranslate } from "../../../src/runtime/translate";

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;
await import("../../../src/components/sanitize");

const NOW = Date.UTC(2026, 10, 23, 12);
const message = (id: number, seconds: number, author: [number, string] | false = [3, "Mitchell"]): ChatMessage => ({
  id,
  body: `m${id}`,
  date: new Date(NOW + seconds * 1000).toISOString(),
  author_id: author,
  attachment_ids: [],
  message_type: "comment",
  is_discussion: true,
  is_notification: false,
});

let root: Root | null = null;
function render(node: React.ReactNode) {
  const env = createEnv();
  env.setTranslate(makeTranslate(new Map()));
  document.body.innerHTML = `<div id="host"></div>`;
  root = createRoot(document.getElementById("host")!);
  act(() => root!.render(<EnvContext.Provider value={env}>{node}</EnvContext.Provider>));
}
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;

beforeEach(() => void vi.useFakeTimers({ now: NOW, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] }));
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("thread window", () => {
  function Folding({ canFold }: { canFold: boolean }) {
    const [folded, setFolded] = useState(false);
    return (
      <ThreadWindow title="Order" status="Sent" unread={2} folded={folded} canFold={canFold} onToggleFold={() => setFolded(!folded)} onClose={() => undefined}>
        <p className="content">content</p>
      </ThreadWindow>
    );
  }

  it("folds to 34 px and opens to 400 px on a click of its title, with a 200 ms animation", () => {
    render(<Folding canFold />);
    expect($(".o_thread_window").style.height).toBe("400px");
    expect($(".o_thread_window").style.transition).toBe("height 200ms ease");
    expect($(".o_unread_counter").textContent).toBe("2");
    expect($(".o_thread_window_status").textContent).toBe("Sent");
    act(() => $(".o_thread_window_title").click());
    expect($(".o_thread_window").style.height).toBe("34px");
    expect($(".o_thread_window_title").getAttribute("aria-expanded")).toBe("false");
    act(() => $(".o_thread_window_title").click());
    expect($(".o_thread_window").style.height).toBe("400px");
  });

  it("does not fold on phones", () => {
    render(<Folding canFold={false} />);
    act(() => $(".o_thread_window_title").click());
    expect($(".o_thread_window").style.height).toBe("400px");
  });
});

describe("message list", () => {
  it("groups one author's messages within a minute and shows 'now' under 45 s, refreshed every minute", () => {
    render(<MessageList messages={[message(1, -30), message(2, 0), message(3, 90), message(4, 91, false)]} isMine={(m) => !m.author_id} authorName={(m) => (m.author_id ? m.author_id[1] : "You")} onReachBottom={() => undefined} onLeaveBottom={() => undefined} />);
    const authors = [...document.querySelectorAll(".o_thread_message_author")].map((el) => el.textContent);
    expect(authors).toEqual(["Mitchell now", "Mitchell in 1 minute", "You in 1 minute"]);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(document.querySelector(".o_thread_message_author")!.textContent).toBe("Mitchell 1 minute ago");
    expect(document.querySelector(".o_thread_message_mine")!.getAttribute("data-message-id")).toBe("4");
  });

  it("marks the thread read after 100 ms without scrolling at the bottom (5 px tolerance)", () => {
    expect([SCROLL_DEBOUNCE_MS, AT_BOTTOM_TOLERANCE_PX]).toEqual([100, 5]);
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 595 })).toBe(true);
    expect(isAtBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 594 })).toBe(false);
    const read = vi.fn();
    const left = vi.fn();
    render(<MessageList messages={[message(1, 0)]} isMine={() => false} authorName={() => "A"} onReachBottom={read} onLeaveBottom={left} />);
    const list = $(".o_thread_messages");
    Object.defineProperties(list, { scrollHeight: { value: 1000 }, clientHeight: { value: 400 } });
    list.scrollTop = 100;
    act(() => void list.dispatchEvent(new Event("scroll")));
    act(() => void vi.advanceTimersByTime(100));
    expect(left).toHaveBeenCalledTimes(1);
    list.scrollTop = 597;
    act(() => void list.dispatchEvent(new Event("scroll")));
    act(() => void vi.advanceTimersByTime(99));
    expect(read).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(read).toHaveBeenCalledTimes(1);
  });
});

describe("notification sound", () => {
  function Sound({ onReady }: { onReady(play: () => void): void }) {
    onReady(useNewMessageSound());
    return null;
  }

  it("plays the mail sound only in a background tab, and stays muted once autoplay is refused", async () => {
    const plays: string[] = [];
    let refuse = true;
    vi.stubGlobal(
      "Audio",
      class {
        currentTime = 0;
        constructor(readonly src: string) {}
        play() {
          plays.push(this.src);
          return refuse ? Promise.reject(new DOMException("not allowed", "NotAllowedError")) : Promise.resolve();
        }
      },
    );
    let play!: () => void;
    render(<Sound onReady={(fn) => (play = fn)} />);
    const hidden = vi.spyOn(document, "hidden", "get").mockReturnValue(false);
    play();
    expect(plays).toEqual([]);
    hidden.mockReturnValue(true);
    play();
    expect(plays).toEqual(["/mail/static/src/audio/ting.wav"]);
    await act(async () => undefined);
    refuse = false;
    play();
    expect(plays).toHaveLength(1);
  });
});
