// The browser adapters of the bus: localStorage with storage events, and BroadcastChannel.
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserStorage } from "../../../src/services/bus/shared_storage";
import { BUS_BROADCAST_NAME, browserBroadcast } from "../../../src/services/bus/tab_broadcast";

describe("browserStorage", () => {
  afterEach(() => localStorage.clear());

  it("keeps JSON values in localStorage and lists keys by prefix", () => {
    const storage = browserStorage(window);
    storage.set("bus.peer.a", { heartbeat: 1, channels: ["x"] });
    storage.set("bus.master", { id: "a", time: 2 });
    localStorage.setItem("other", "1");
    expect(JSON.parse(localStorage.getItem("bus.peer.a")!)).toEqual({ heartbeat: 1, channels: ["x"] });
    expect(storage.get("bus.master")).toEqual({ id: "a", time: 2 });
    expect(storage.keys("bus.peer.").sort()).toEqual(["bus.peer.a"]);
    storage.remove("bus.master");
    expect(storage.get("bus.master")).toBeNull();
    localStorage.setItem("bus.bad", "{not json");
    expect(storage.get("bus.bad")).toBeNull();
  });

  it("reports other tabs' changes from storage events (null when removed)", () => {
    const storage = browserStorage(window);
    const changes: [string, unknown][] = [];
    const stop = storage.onChange((key, value) => changes.push([key, value]));
    const event = (key: string | null, newValue: string | null) => {
      const storageEvent = new Event("storage") as StorageEvent;
      Object.assign(storageEvent, { key, newValue, storageArea: localStorage });
      window.dispatchEvent(storageEvent);
    };
    event("bus.master", '{"id":"b","time":3}');
    event("bus.master", null);
    event(null, null); // localStorage.clear() in another tab
    stop();
    event("bus.master", "1");
    expect(changes).toEqual([
      ["bus.master", { id: "b", time: 3 }],
      ["bus.master", null],
    ]);
  });

  it("works alone in memory when localStorage refuses writes", () => {
    const storage = browserStorage(window);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    storage.set("bus.master", { id: "a", time: 1 });
    expect(storage.get("bus.master")).toEqual({ id: "a", time: 1 });
    expect(storage.keys("bus.")).toEqual(["bus.master"]);
  });
});

describe("browserBroadcast", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens the channel with the first listener only and closes it with the last", () => {
    const opened: { name: string; closed: boolean; posted: unknown[]; onmessage: ((event: MessageEvent) => void) | null }[] = [];
    vi.stubGlobal(
      "BroadcastChannel",
      class {
        onmessage: ((event: MessageEvent) => void) | null = null;
        closed = false;
        posted: unknown[] = [];
        constructor(readonly name: string) {
          opened.push(this);
        }
        postMessage(message: unknown) {
          this.posted.push(message);
        }
        close() {
          this.closed = true;
        }
      },
    );
    const broadcast = browserBroadcast<{ n: number }>();
    expect(opened).toHaveLength(0);
    const received: unknown[] = [];
    const stop = broadcast.onMessage((message) => received.push(message));
    expect(opened.map((channel) => channel.name)).toEqual([BUS_BROADCAST_NAME]);
    expect(BUS_BROADCAST_NAME).toBe("islands.bus");
    opened[0].onmessage!(new MessageEvent("message", { data: { n: 1 } }));
    broadcast.post({ n: 2 });
    expect(received).toEqual([{ n: 1 }]);
    expect(opened[0].posted).toEqual([{ n: 2 }]);
    stop();
    expect(opened[0].closed).toBe(true);
  });
});
