// The long poll loop with fake timers: answers, failures and their retry delays, aborts, timeout.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LongPoller, type PollStatus } from "../../../src/services/bus/poller";
import { RequestTimeoutError, makeRPCError } from "../../../src/services/rpc_errors";
import type { BusNotification, PollParams } from "../../../src/services/bus/types";
import { ScriptedPoll } from "./fake_browser";

function setup(random = () => 0) {
  const poll = new ScriptedPoll();
  const received: BusNotification[][] = [];
  const statuses: PollStatus[] = [];
  let params: PollParams = { channels: ["c1"], last: 0, options: { bus_inactivity: 0 } };
  const poller = new LongPoller(
    poll.call,
    { params: () => params, onNotifications: (list) => received.push(list), onStatus: (status) => statuses.push(status) },
    random,
  );
  return { poll, poller, received, statuses, setParams: (next: PollParams) => (params = next) };
}

const note = (id: number, type = "t") => ({ id, message: { type, payload: { n: id } } });

describe("LongPoller", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it("polls with the params, hands the answer over and polls again at once", async () => {
    const { poll, poller, received, setParams } = setup();
    poller.start();
    expect(poll.calls).toHaveLength(1);
    expect(poll.last.params).toEqual({ channels: ["c1"], last: 0, options: { bus_inactivity: 0 } });
    setParams({ channels: ["c1"], last: 2, options: { bus_inactivity: 10 } });
    poll.last.resolve([note(2), note(1)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([[note(1), note(2)]]);
    expect(poll.calls).toHaveLength(2);
    expect(poll.last.params.last).toBe(2);
  });

  it("an empty answer (the server's timeout) polls again at once", async () => {
    const { poll, poller, received } = setup();
    poller.start();
    poll.last.resolve([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([[]]);
    expect(poll.calls).toHaveLength(2);
  });

  it("after a failed poll, retries after 10 s plus the random 1 to 20 s", async () => {
    const random = vi.fn().mockReturnValueOnce(0).mockReturnValueOnce(0.5).mockReturnValue(0.9999);
    const { poll, poller, statuses } = setup(random);
    poller.start();
    poll.failLast();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toMatchObject({ state: "retrying", retryAt: 11000 });
    await vi.advanceTimersByTimeAsync(10999);
    expect(poll.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll.calls).toHaveLength(2);
    const second = Date.now();
    poll.failLast();
    await vi.advanceTimersByTimeAsync(21000 - 1);
    expect(poll.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll.calls).toHaveLength(3);
    expect(Date.now() - second).toBe(21000);
    poll.last.reject(new RequestTimeoutError("/longpolling/poll"));
    await vi.advanceTimersByTimeAsync(30000 - 1);
    expect(poll.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll.calls).toHaveLength(4);
    // recovers: an answer makes the next poll start at once
    poll.last.resolve([note(1)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(poll.calls).toHaveLength(5);
    expect(statuses.at(-1)).toMatchObject({ state: "polling" });
  });

  it("a server error answer is retried the same way", async () => {
    const { poll, poller } = setup();
    poller.start();
    poll.last.reject(makeRPCError({ code: 200, message: "Odoo Server Error", data: { name: "builtins.ValueError", message: "boom" } }));
    await vi.advanceTimersByTimeAsync(10999);
    expect(poll.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll.calls).toHaveLength(2);
  });

  it("a malformed answer (not a list) counts as a failed poll", async () => {
    const { poll, poller, received, statuses } = setup();
    poller.start();
    poll.last.resolve({ unexpected: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([]);
    expect(statuses.at(-1)).toMatchObject({ state: "retrying", error: "The bus answered something other than a list of notifications" });
    await vi.advanceTimersByTimeAsync(11000);
    expect(poll.calls).toHaveLength(2);
  });

  it("notifications without an id or a {type, payload} message are dropped with a warning, the others kept", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { poll, poller, received } = setup();
    poller.start();
    poll.last.resolve([note(3), { id: "x", message: {} }, { id: 4 }, note(5)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([[note(3), note(5)]]);
    expect(warn).toHaveBeenCalledWith("[bus] 2 notification(s) without an id and a {type, payload} message were ignored");
    expect(poll.calls).toHaveLength(2);
  });

  it("an aborted poll polls again at once", async () => {
    const { poll, poller } = setup();
    poller.start();
    poll.last.reject(new (await import("../../../src/services/rpc_errors")).ConnectionAbortedError());
    await vi.advanceTimersByTimeAsync(0);
    expect(poll.calls).toHaveLength(2);
  });

  it("restart aborts the poll in flight and polls again at once with fresh params", async () => {
    const { poll, poller, setParams } = setup();
    poller.start();
    setParams({ channels: ["c1", "c2"], last: 0, options: { bus_inactivity: 0 } });
    poller.restart();
    expect(poll.calls[0].aborted).toBe(true);
    expect(poll.calls).toHaveLength(2);
    expect(poll.last.params.channels).toEqual(["c1", "c2"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(poll.calls).toHaveLength(2); // the aborted poll's rejection does not start another
  });

  it("gives up on a poll without an answer after 60000 ms and retries after the error delay", async () => {
    const { poll, poller, statuses } = setup();
    poller.start();
    await vi.advanceTimersByTimeAsync(59999);
    expect(poll.calls[0].aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll.calls[0].aborted).toBe(true);
    expect(statuses.at(-1)).toMatchObject({ state: "retrying", error: "No answer from the bus within 60000 ms" });
    expect(poll.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(11000);
    expect(poll.calls).toHaveLength(2);
  });

  it("stop aborts the poll and cancels a pending retry", async () => {
    const { poll, poller, statuses } = setup();
    poller.start();
    poller.stop();
    expect(poll.calls[0].aborted).toBe(true);
    expect(statuses.at(-1)).toEqual({ state: "stopped" });
    poller.start();
    poll.failLast();
    await vi.advanceTimersByTimeAsync(0);
    poller.stop();
    await vi.advanceTimersByTimeAsync(60000);
    expect(poll.calls).toHaveLength(2);
  });

  it("keeps polling when a listener throws", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const poll = new ScriptedPoll();
    const poller = new LongPoller(poll.call, {
      params: () => ({ channels: ["c"], last: 0, options: { bus_inactivity: 0 } }),
      onNotifications: () => {
        throw new Error("listener bug");
      },
      onStatus: () => {},
    });
    poller.start();
    poll.last.resolve([note(1)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(poll.calls).toHaveLength(2);
    expect(error).toHaveBeenCalled();
  });
});
