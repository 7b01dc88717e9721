// The YouTube-style iframe adapter (islands/slides/video_player.ts) against a local stand-in of the
// IFrame API's shape: the embed answers "listening" with infoDelivery messages over postMessage.
import { describe, expect, it, vi } from "vitest";
import { youtubeEmbedUrl, youtubePlayer } from "../../../islands/slides/video_player";

const ORIGIN = "https://www.youtube-nocookie.com";

/** What the embed would send: `{"event":"infoDelivery","info":{…}}` as a JSON string, from its window. */
function fakeEmbed() {
  const frame = document.createElement("iframe");
  const received: unknown[] = [];
  const embed = { postMessage: (message: unknown, origin: string) => void received.push([message, origin]) } as unknown as Window;
  Object.defineProperty(frame, "contentWindow", { value: embed });
  const deliver = (info: object, { origin = ORIGIN, source = embed as Window | null, raw }: { origin?: string; source?: Window | null; raw?: string } = {}) =>
    window.dispatchEvent(new MessageEvent("message", { data: raw ?? JSON.stringify({ event: "infoDelivery", info }), origin, source }));
  return { frame, received, deliver };
}

describe("youtube iframe adapter", () => {
  it("asks the embed to start sending once it has loaded", () => {
    const { frame, received } = fakeEmbed();
    const player = youtubePlayer(frame, ORIGIN);
    expect(received).toEqual([]);
    frame.dispatchEvent(new Event("load"));
    expect(received).toEqual([[JSON.stringify({ event: "listening" }), ORIGIN]]);
    player.dispose();
  });

  it("reads duration and current time from infoDelivery, and calls back when the state is ended (0)", () => {
    const { frame, deliver } = fakeEmbed();
    const player = youtubePlayer(frame, ORIGIN);
    expect(player.duration()).toBeNaN();
    expect(player.currentTime()).toBe(0);
    const ended = vi.fn();
    const stop = player.onEnded(ended);
    deliver({ duration: 212.5, currentTime: 3, playerState: 1 });
    deliver({ currentTime: 190 });
    expect([player.duration(), player.currentTime()]).toEqual([212.5, 190]);
    expect(ended).not.toHaveBeenCalled();
    deliver({ playerState: 0 });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
    deliver({ playerState: 0 });
    expect(ended).toHaveBeenCalledTimes(1);
    player.dispose();
  });

  it("ignores other origins, other windows, unreadable data and everything after dispose", () => {
    const { frame, deliver } = fakeEmbed();
    const player = youtubePlayer(frame, ORIGIN);
    const ended = vi.fn();
    player.onEnded(ended);
    deliver({ currentTime: 50, playerState: 0 }, { origin: "https://evil.example" });
    deliver({ currentTime: 50, playerState: 0 }, { source: window });
    deliver({}, { raw: "{not json" });
    deliver({}, { raw: JSON.stringify({ event: "infoDelivery", info: "playing" }) });
    expect(player.currentTime()).toBe(0);
    expect(ended).not.toHaveBeenCalled();
    player.dispose();
    deliver({ currentTime: 80, playerState: 0 });
    expect(player.currentTime()).toBe(0);
    expect(ended).not.toHaveBeenCalled();
  });

  it("embeds without cookies with the JS API on and the id escaped", () => {
    expect(youtubeEmbedUrl("a b/c")).toBe("https://www.youtube-nocookie.com/embed/a%20b%2Fc?enablejsapi=1&rel=0");
  });
});
