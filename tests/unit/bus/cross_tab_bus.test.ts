// Several tabs of one browser sharing one long poll of the reference server's bus, fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MASTER_KEY, PEER_KEY_PREFIX } from "../../../src/services/bus/election";
import { LAST_ID_KEY } from "../../../src/services/bus/last_id";
import { PRESENCE_KEY } from "../../../src/services/bus/presence";
import { ELECTION_SETTLE_DELAY } from "../../../src/services/bus/timings";
import type { PollParams } from "../../../src/services/bus/types";
import type { ServerBus } from "../../../server/bus";
import { FakeBrowser, newServerBus, openTab, serverPoll, type FakeTab } from "./fake_browser";

declare module "../../../src/services/bus/types" {
  interface BusMessageTypes {
    "test/typed": { count: number };
  }
}

const ids = (tab: FakeTab) => tab.received.map((n) => n.id);
const roles = (tabs: FakeTab[]) => tabs.map((t) => t.bus.state.get().role);

describe("CrossTabBus", () => {
  let browser: FakeBrowser;
  let server: ServerBus;
  let calls: PollParams[];
  let tabs: FakeTab[];

  const open = (channels: string[] = ["c1"]) => {
    const tab = openTab(browser, serverPoll(server, calls));
    for (const channel of channels) tab.bus.addChannel(channel);
    tabs.push(tab);
    return tab;
  };
  const send = (channel: string, n: number) => server.send(channel, { type: "test/n", payload: { n } });

  beforeEach(() => {
    vi.useFakeTimers({ now: 10_000_000 });
    browser = new FakeBrowser();
    server = newServerBus();
    calls = [];
    tabs = [];
  });
  afterEach(() => {
    for (const tab of tabs) tab.close();
    vi.useRealTimers();
  });

  it("a page without bus users never writes to storage and never polls", async () => {
    const tab = openTab(browser, serverPoll(server, calls));
    tab.bus.on("test/n", () => {});
    await vi.advanceTimersByTimeAsync(120000);
    expect(calls).toEqual([]);
    expect(browser.data.size).toBe(0);
    expect(tab.bus.state.get().role).toBe("off");
  });

  it("a subscribed channel makes the tab master and its poll carry channels, last and options.bus_inactivity", async () => {
    const tab = openTab(browser, serverPoll(server, calls));
    tabs.push(tab);
    const messages: unknown[] = [];
    const unsubscribe = tab.bus.subscribe("c1", (message) => messages.push(message));
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(tab.bus.state.get()).toMatchObject({ role: "master", status: "polling", channels: ["c1"], pollChannels: ["c1"] });
    expect(calls).toEqual([{ channels: ["c1"], last: 0, options: { bus_inactivity: ELECTION_SETTLE_DELAY, bus_tab_id: "tab-01" } }]);
    send("c1", 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(messages).toEqual([{ type: "test/n", payload: { n: 1 } }]);
    expect(calls[1].last).toBe(1);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.bus.state.get().role).toBe("off");
    expect(server.waiting).toBe(0);
    expect(browser.data.has(PEER_KEY_PREFIX + "tab-01")).toBe(false);
    expect(browser.data.has(MASTER_KEY)).toBe(false);
  });

  it("with 5 tabs, one poll is in flight at a time and every tab receives every notification once", async () => {
    for (let i = 0; i < 5; i++) {
      open([`c${i}`]);
      await vi.advanceTimersByTimeAsync(300);
    }
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(roles(tabs)).toEqual(["master", "follower", "follower", "follower", "follower"]);
    expect(server.getStats().inFlight).toBe(1);
    const sent: number[] = [];
    for (let n = 0; n < 50; n++) {
      sent.push(send(`c${n % 5}`, n));
      await vi.advanceTimersByTimeAsync(n % 7 === 0 ? 2000 : 0);
    }
    await vi.advanceTimersByTimeAsync(120000);
    for (const tab of tabs) expect(ids(tab)).toEqual(sent);
    expect(server.getStats().maxInFlight).toBe(1);
    expect(server.getStats().inFlight).toBe(1);
  });

  it("a channel added by a follower reaches the master's poll at once; a removed one leaves with the next poll", async () => {
    const a = open(["c1"]);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    const b = open(["c2"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)!.channels).toEqual(["c1", "c2"]);
    expect(a.bus.state.get().pollChannels).toEqual(["c1", "c2"]);
    send("c2", 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(ids(b)).toEqual([1]);
    const pollsBefore = calls.length;
    b.bus.deleteChannel("c2");
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.length).toBe(pollsBefore); // no restart for a removal
    send("c1", 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)!.channels).toEqual(["c1"]);
    expect(server.getStats().maxInFlight).toBe(1);
  });

  it("when the master closes, a follower takes over at once and nothing is lost or duplicated", async () => {
    const all: FakeTab[] = [];
    for (let i = 0; i < 3; i++) all.push(open(["c1"]));
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    const master = all.find((t) => t.bus.isMaster)!;
    const sent = [send("c1", 1), send("c1", 2)];
    await vi.advanceTimersByTimeAsync(0);
    master.close();
    sent.push(send("c1", 3)); // while no tab is master
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    const others = all.filter((t) => t !== master);
    expect(others.filter((t) => t.bus.isMaster)).toHaveLength(1);
    sent.push(send("c1", 4));
    await vi.advanceTimersByTimeAsync(0);
    for (const tab of others) expect(ids(tab)).toEqual(sent);
    expect(ids(master)).toEqual(sent.slice(0, 2));
  });

  it("a master that dies without a word is replaced within 6.5 s; notifications meanwhile arrive once", async () => {
    const all = [open(), open(), open()];
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    const master = all.find((t) => t.bus.isMaster)!;
    await vi.advanceTimersByTimeAsync(1000);
    master.crash();
    const died = Date.now();
    const sent = [send("c1", 1), send("c1", 2)];
    const others = all.filter((t) => t !== master);
    while (!others.some((t) => t.bus.isMaster)) await vi.advanceTimersByTimeAsync(100);
    expect(Date.now() - died).toBeLessThanOrEqual(6500);
    await vi.advanceTimersByTimeAsync(0);
    for (const tab of others) expect(ids(tab)).toEqual(sent);
    expect(server.getStats().maxInFlight).toBe(1);
  });

  it("stores the last notification id; a new master polls on from it", async () => {
    const a = open();
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    send("c1", 1);
    const second = send("c1", 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(browser.data.get(LAST_ID_KEY)!)).toEqual({ id: second, time: Date.now() });
    const b = open();
    a.close();
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(b.bus.isMaster).toBe(true);
    expect(calls.at(-1)!.last).toBe(second);
  });

  it("a stored last id older than 50000 ms is reset to 0", async () => {
    browser.inject(LAST_ID_KEY, { id: 41, time: Date.now() - 50001 });
    open();
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(calls.at(-1)!.last).toBe(0);
  });

  it("a stored last id of exactly 50000 ms is kept", async () => {
    browser.inject(LAST_ID_KEY, { id: 41, time: Date.now() + ELECTION_SETTLE_DELAY - 50000 });
    open();
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(calls.at(-1)!.last).toBe(41);
  });

  it("the poll's bus_inactivity is the time since the last activity in any tab", async () => {
    const a = open();
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    const b = open();
    await vi.advanceTimersByTimeAsync(40000);
    b.window.dispatchEvent(new Event("keydown"));
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(browser.data.get(PRESENCE_KEY)!)).toBe(Date.now());
    await vi.advanceTimersByTimeAsync(5000);
    send("c1", 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.bus.isMaster).toBe(true);
    expect(calls.at(-1)!.options.bus_inactivity).toBe(5000);
  });

  it("a page hidden leaves the bus; shown again from the back-forward cache, it joins again", async () => {
    const a = open();
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    a.window.dispatchEvent(new Event("pagehide"));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.bus.state.get()).toMatchObject({ role: "off", status: "stopped" });
    expect(server.waiting).toBe(0);
    a.window.dispatchEvent(new Event("pageshow"));
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(a.bus.state.get()).toMatchObject({ role: "master", status: "polling" });
  });

  it("channels are counted: a channel added twice stays until deleted twice", async () => {
    const a = open(["c1"]);
    a.bus.addChannel("c1");
    a.bus.deleteChannel("c1");
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(a.bus.channels).toEqual(["c1"]);
    a.bus.deleteChannel("c1");
    expect(a.bus.channels).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.bus.state.get().role).toBe("off");
  });

  it("on(type) hands typed payloads of that type only", async () => {
    const a = open();
    const counts: number[] = [];
    a.bus.on("test/typed", (payload) => counts.push(payload.count));
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    server.send("c1", { type: "test/other", payload: { count: 1 } });
    server.send("c1", { type: "test/typed", payload: { count: 2 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(counts).toEqual([2]);
  });

  it("channels deleted and added again in one go (an island's effects re-running) keep the tab master", async () => {
    const a = open(["c1"]);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    const pollsBefore = calls.length;
    a.bus.deleteChannel("c1");
    a.bus.addChannel("c1");
    a.bus.addChannel("c2");
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(a.bus.state.get()).toMatchObject({ role: "master", channels: ["c1", "c2"], pollChannels: ["c1", "c2"] });
    expect(calls.length).toBe(pollsBefore + 1); // one restart, for c2
  });

  it("a listener that throws does not keep the others from their notifications", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const a = open();
    a.bus.onNotification(() => {
      throw new Error("bug");
    });
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    const id = send("c1", 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(ids(a)).toEqual([id]);
    expect(console.error).toHaveBeenCalledWith(`[bus] a listener failed on notification ${id}:`, expect.any(Error));
  });
});
