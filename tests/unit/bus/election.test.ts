// Master election through shared storage, with fake timers: several tabs of one FakeBrowser.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MASTER_KEY, PEER_KEY_PREFIX, TabElection, type MasterHeartbeat, type PeerEntry } from "../../../src/services/bus/election";
import { ELECTION_SETTLE_DELAY } from "../../../src/services/bus/timings";
import { FakeBrowser } from "./fake_browser";

function tab(browser: FakeBrowser, id: string) {
  const index = browser.newTabIndex();
  const roles: boolean[] = [];
  const onPeersChange = vi.fn();
  const election = new TabElection(browser.storage(index), { onRoleChange: (isMaster) => roles.push(isMaster), onPeersChange }, id);
  return { election, roles, onPeersChange };
}

const masterBeat = (browser: FakeBrowser) => JSON.parse(browser.data.get(MASTER_KEY) ?? "null") as MasterHeartbeat | null;
const peer = (browser: FakeBrowser, id: string) => JSON.parse(browser.data.get(PEER_KEY_PREFIX + id) ?? "null") as PeerEntry | null;

describe("TabElection", () => {
  let browser: FakeBrowser;
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    browser = new FakeBrowser();
  });
  afterEach(() => vi.useRealTimers());

  it("a lone tab claims the master role and holds it after the settle delay", async () => {
    const a = tab(browser, "a");
    a.election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(masterBeat(browser)).toEqual({ id: "a", time: 1_000_000 });
    expect(a.election.isMaster).toBe(false);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY - 1);
    expect(a.election.isMaster).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(a.election.isMaster).toBe(true);
    expect(a.roles).toEqual([true]);
  });

  it("the master writes its heartbeat every 1500 ms, every tab its peer entry every 10000 ms", async () => {
    const a = tab(browser, "a");
    const b = tab(browser, "b");
    a.election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    b.election.join(["c2"]);
    const start = Date.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(peer(browser, "b")).toEqual({ heartbeat: start, channels: ["c2"] });
    await vi.advanceTimersByTimeAsync(1499);
    expect(masterBeat(browser)!.time).toBe(start - ELECTION_SETTLE_DELAY); // the claim
    await vi.advanceTimersByTimeAsync(1);
    expect(masterBeat(browser)).toEqual({ id: "a", time: start + 1500 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(masterBeat(browser)!.time).toBe(start + 3000);
    await vi.advanceTimersByTimeAsync(10000 - 3000 - 1);
    expect(peer(browser, "b")!.heartbeat).toBe(start);
    await vi.advanceTimersByTimeAsync(1);
    expect(peer(browser, "b")!.heartbeat).toBe(start + 10000);
    expect(b.election.isMaster).toBe(false);
  });

  it("a second tab stays a follower while the master's heartbeat is fresh", async () => {
    const a = tab(browser, "a");
    const b = tab(browser, "b");
    a.election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    b.election.join(["c2"]);
    await vi.advanceTimersByTimeAsync(60000);
    expect(a.election.isMaster).toBe(true);
    expect(b.election.isMaster).toBe(false);
    expect(b.roles).toEqual([]);
  });

  it("a master heartbeat out of date after 5000 ms makes a follower take over", async () => {
    const b = tab(browser, "b");
    const lastBeat = Date.now();
    browser.inject(MASTER_KEY, { id: "gone", time: lastBeat });
    b.election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(masterBeat(browser)!.id).toBe("gone"); // 5000 ms old: not yet out of date
    await vi.advanceTimersByTimeAsync(1);
    expect(masterBeat(browser)).toEqual({ id: "b", time: lastBeat + 5001 });
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(b.election.isMaster).toBe(true);
  });

  it("a master that vanished without a word is replaced within 6.5 s", async () => {
    const a = tab(browser, "a");
    const b = tab(browser, "b");
    a.election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    b.election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(700);
    // a dies: its timers stop writing (simulated by taking its heartbeat away from storage writes)
    vi.spyOn(a.election as any, "beatAsMaster").mockImplementation(() => {});
    const died = Date.now();
    await vi.advanceTimersByTimeAsync(6500);
    expect(b.election.isMaster).toBe(true);
    expect(masterBeat(browser)!.id).toBe("b");
    expect(Date.now() - died).toBeLessThanOrEqual(6500);
  });

  it("a master that leaves clears its heartbeat and a follower takes over at once", async () => {
    const a = tab(browser, "a");
    const b = tab(browser, "b");
    a.election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    b.election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(1000);
    a.election.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.roles).toEqual([true, false]);
    expect(peer(browser, "a")).toBeNull();
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(b.election.isMaster).toBe(true);
  });

  it("a master that sees a heartbeat it did not write stops being master", async () => {
    const a = tab(browser, "a");
    a.election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(a.election.isMaster).toBe(true);
    // another tab wrote the heartbeat (no storage event reaches a: the change is seen at the next beat)
    browser.inject(MASTER_KEY, { id: "other", time: Date.now() });
    await vi.advanceTimersByTimeAsync(1500);
    expect(a.election.isMaster).toBe(false);
    expect(a.roles).toEqual([true, false]);
    expect(masterBeat(browser)!.id).toBe("other");
  });

  it("a master steps down as soon as a storage event shows another master", async () => {
    const a = tab(browser, "a");
    const other = browser.storage(browser.newTabIndex());
    a.election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    other.set(MASTER_KEY, { id: "other", time: Date.now() });
    await vi.advanceTimersByTimeAsync(0);
    expect(a.election.isMaster).toBe(false);
  });

  it("with writes reaching other tabs late, claims still settle on one master", async () => {
    browser = new FakeBrowser(50);
    const tabs = ["a", "b", "c"].map((id) => tab(browser, id));
    tabs[0].election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(20);
    tabs[1].election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(20);
    tabs[2].election.join(["c1"]);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY + 100);
    expect(tabs.filter((t) => t.election.isMaster).map((t) => t.election.id)).toEqual(["c"]);
    expect(tabs.flatMap((t) => t.roles)).toEqual([true]);
  });

  it("tabs claiming together end with exactly one master, the last to claim", async () => {
    const tabs = ["a", "b", "c", "d", "e"].map((id) => tab(browser, id));
    for (const t of tabs) t.election.join(["c1"]); // none sees the others' claims yet
    expect(tabs.every((t) => t.election.isMaster === false)).toBe(true);
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(tabs.filter((t) => t.election.isMaster).map((t) => t.election.id)).toEqual(["e"]);
    await vi.advanceTimersByTimeAsync(30000);
    expect(tabs.filter((t) => t.election.isMaster)).toHaveLength(1);
    expect(tabs.flatMap((t) => t.roles)).toEqual([true]);
  });

  it("the master removes peers whose heartbeat is older than 15000 ms", async () => {
    const a = tab(browser, "a");
    a.election.join(["c1"]);
    browser.inject(PEER_KEY_PREFIX + "old", { heartbeat: Date.now(), channels: ["c9"] });
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(a.election.allChannels()).toEqual(["c1", "c9"]);
    await vi.advanceTimersByTimeAsync(15000 - ELECTION_SETTLE_DELAY - 1000);
    expect(browser.data.has(PEER_KEY_PREFIX + "old")).toBe(true);
    a.onPeersChange.mockClear();
    await vi.advanceTimersByTimeAsync(1500);
    expect(browser.data.has(PEER_KEY_PREFIX + "old")).toBe(false);
    expect(a.election.allChannels()).toEqual(["c1"]);
    expect(a.onPeersChange).toHaveBeenCalled();
  });

  it("the channels of every live tab are known to all, and changes are announced", async () => {
    const a = tab(browser, "a");
    const b = tab(browser, "b");
    a.election.join(["c1"]);
    b.election.join(["c2", "c1"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.election.allChannels()).toEqual(["c1", "c2"]);
    a.onPeersChange.mockClear();
    b.election.setChannels(["c3"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(a.onPeersChange).toHaveBeenCalled();
    expect(a.election.allChannels()).toEqual(["c1", "c3"]);
    b.election.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(a.election.allChannels()).toEqual(["c1"]);
  });
});
