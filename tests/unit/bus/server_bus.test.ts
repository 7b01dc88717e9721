// The reference server's long poll, through the app's fetch (fake timers for the hold).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../../server/app";
import { BUS_RECENT_PERIOD, BUS_TIMEOUT, busOf } from "../../../server/bus";
import {
  DEMO_CHANNEL_REQUIRED,
  DEMO_MESSAGE_TYPE,
  DEMO_TEXT_MAX_LENGTH,
  DEMO_TEXT_REQUIRED,
  DEMO_TEXT_TOO_LONG,
  STRING_CHANNELS_ONLY,
} from "../../../server/routes/bus";
import { Store } from "../../../server/store";

const ORIGIN = "http://localhost:8069";

describe("reference server bus", () => {
  let app: ReturnType<typeof createApp>;

  const rpc = async (path: string, params: unknown, signal?: AbortSignal): Promise<Response> =>
    app.fetch(
      new Request(ORIGIN + path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "call", params }),
        signal,
      }),
    );
  const testSend = (body: unknown) =>
    app.fetch(new Request(ORIGIN + "/__test/bus/send", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }));
  const stats = async () => (await app.fetch(new Request(ORIGIN + "/__test/bus/stats"))).json();
  const settled = async <T,>(promise: Promise<T>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  beforeEach(() => {
    vi.useFakeTimers({ now: 5_000_000 });
    app = createApp({ store: new Store(":memory:") });
  });
  afterEach(() => vi.useRealTimers());

  it("creates its notifications table with the app", () => {
    const table = app.store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'bus_notifications'").get();
    expect(table).toEqual({ name: "bus_notifications" });
  });

  it("holds a poll until a notification of one of its channels exists, then answers {id, message}", async () => {
    const answer = rpc("/longpolling/poll", { channels: ["a", "b"], last: 0, options: { bus_inactivity: 1200 } });
    expect(await settled(answer)).toBe(false);
    busOf(app.store).send("other", { type: "x", payload: 0 });
    expect(await settled(answer)).toBe(false);
    expect(await stats()).toMatchObject({ inFlight: 1, maxInFlight: 1, polls: 1, lastParams: { channels: ["a", "b"], last: 0, options: { bus_inactivity: 1200 } } });
    const sent = await (await testSend({ channel: "b", type: "demo/hello", payload: { text: "hi" } })).json();
    const body = await (await answer).json();
    expect(body).toEqual({ jsonrpc: "2.0", id: 7, result: [{ id: sent.ids[0], message: { type: "demo/hello", payload: { text: "hi" } } }] });
    expect(await stats()).toMatchObject({ inFlight: 0 });
  });

  it("answers at once what exists after `last`, with increasing ids", async () => {
    const bus = busOf(app.store);
    const first = bus.send("a", { type: "t", payload: 1 });
    const second = bus.send("a", { type: "t", payload: 2 });
    expect(second).toBeGreaterThan(first);
    const body = await (await rpc("/longpolling/poll", { channels: ["a"], last: first, options: {} })).json();
    expect(body.result).toEqual([{ id: second, message: { type: "t", payload: 2 } }]);
  });

  it("answers an empty list when nothing comes within its timeout", async () => {
    const answer = rpc("/longpolling/poll", { channels: ["a"], last: 0, options: {} });
    await vi.advanceTimersByTimeAsync(BUS_TIMEOUT - 1);
    expect(await settled(answer)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await (await answer).json()).result).toEqual([]);
  });

  it("with last = 0, gives the notifications of the recent past only", async () => {
    const bus = busOf(app.store);
    bus.send("a", { type: "old", payload: null });
    vi.advanceTimersByTime(BUS_RECENT_PERIOD);
    const recent = bus.send("a", { type: "recent", payload: null });
    const body = await (await rpc("/longpolling/poll", { channels: ["a"], last: 0, options: {} })).json();
    expect(body.result).toEqual([{ id: recent, message: { type: "recent", payload: null } }]);
  });

  it("frees a held poll when the client goes away", async () => {
    const controller = new AbortController();
    const answer = rpc("/longpolling/poll", { channels: ["a"], last: 0, options: {} }, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    expect(busOf(app.store).waiting).toBe(1);
    controller.abort();
    await answer.catch(() => null);
    expect(busOf(app.store).waiting).toBe(0);
    expect(await stats()).toMatchObject({ inFlight: 0, maxInFlight: 1 });
  });

  it("a new poll of the same tab ends its held one at once (the tab gave up on it); other tabs' polls count", async () => {
    const first = rpc("/longpolling/poll", { channels: ["a"], last: 0, options: { bus_tab_id: "t1" } });
    await vi.advanceTimersByTimeAsync(0);
    const second = rpc("/longpolling/poll", { channels: ["a", "b"], last: 0, options: { bus_tab_id: "t1" } });
    expect((await (await first).json()).result).toEqual([]);
    expect(await stats()).toMatchObject({ inFlight: 1, maxInFlight: 1, superseded: 1 });
    const other = rpc("/longpolling/poll", { channels: ["a"], last: 0, options: { bus_tab_id: "t2" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(await stats()).toMatchObject({ inFlight: 2, maxInFlight: 2, superseded: 1 });
    await testSend({ channel: "a", type: "t" });
    await Promise.all([second, other]);
    expect(busOf(app.store).waiting).toBe(0);
  });

  it("refuses channels that are not strings with the server's message", async () => {
    const body = await (await rpc("/longpolling/poll", { channels: [["res.partner", 3]], last: 0, options: {} })).json();
    expect(body.error.data).toMatchObject({ name: "builtins.ValueError", message: STRING_CHANNELS_ONLY });
    expect(STRING_CHANNELS_ONLY).toBe("bus.Bus only string channels are allowed.");
  });

  it("stats can be reset; the most in flight then starts from what is in flight", async () => {
    const first = rpc("/longpolling/poll", { channels: ["a"], last: 0, options: {} });
    const second = rpc("/longpolling/poll", { channels: ["a"], last: 0, options: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(await stats()).toMatchObject({ inFlight: 2, maxInFlight: 2, polls: 2 });
    await testSend({ channel: "a", type: "t" });
    await Promise.all([first, second]);
    await app.fetch(new Request(ORIGIN + "/__test/bus/stats/reset", { method: "POST" }));
    expect(await stats()).toEqual({ inFlight: 0, maxInFlight: 0, polls: 0, superseded: 0, lastParams: null });
  });

  it("the test route sends several notifications at once and refuses a body without channel and type", async () => {
    const { ids } = await (await testSend({ channel: "a", type: "t", payload: { x: 1 }, count: 3 })).json();
    expect(ids).toHaveLength(3);
    expect((await testSend({ channel: "a" })).status).toBe(400);
  });

  it("the demo route sends the page's message, and explains what is missing", async () => {
    const answer = rpc("/longpolling/poll", { channels: ["lobby"], last: 0, options: {} });
    const sent = await (await rpc("/bus/demo/send", { channel: "lobby", text: "  Hello  " })).json();
    expect((await (await answer).json()).result).toEqual([
      { id: sent.result.id, message: { type: DEMO_MESSAGE_TYPE, payload: { channel: "lobby", text: "Hello", author: "Public user" } } },
    ]);
    const error = async (params: unknown) => (await (await rpc("/bus/demo/send", params)).json()).error.data;
    expect(await error({ channel: " ", text: "x" })).toMatchObject({ name: "odoo.exceptions.UserError", message: DEMO_CHANNEL_REQUIRED });
    expect(await error({ channel: "lobby", text: "" })).toMatchObject({ message: DEMO_TEXT_REQUIRED });
    expect(await error({ channel: "lobby", text: "x".repeat(DEMO_TEXT_MAX_LENGTH + 1) })).toMatchObject({ message: DEMO_TEXT_TOO_LONG });
    expect(DEMO_TEXT_TOO_LONG).toBe("A message has at most 500 characters.");
  });
});
