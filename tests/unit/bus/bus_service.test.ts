// The "bus" service started like a page starts it, its polls answered by the reference server
// in-process (fake timers for the election, the hold and the retries).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEnv, type Env } from "../../../src/runtime/env";
import { Registry } from "../../../src/runtime/registry";
import type { ServiceDefinition } from "../../../src/runtime/service";
import { startServices } from "../../../src/runtime/start_services";
import { busService, type BusService } from "../../../src/services/bus";
import { ELECTION_SETTLE_DELAY } from "../../../src/services/bus/timings";
import { rpcService } from "../../../src/services/rpc";
import { sessionService } from "../../../src/services/session";
import { addFault, clearFaults } from "../../../server/faults";
import { busOf } from "../../../server/bus";
import { startTestServer, type TestServer } from "../server_fetch";

describe("bus service", () => {
  let server: TestServer;
  let env: Env;
  let bus: BusService;

  const polls = () => server.requests.filter((request) => request.url === "/longpolling/poll");

  beforeEach(async () => {
    server = startTestServer();
    await server.installPageGlobals();
    vi.useFakeTimers({ now: 3_000_000, toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    env = createEnv();
    const registry = new Registry<ServiceDefinition<any, any>>();
    registry.add("session", sessionService).add("rpc", rpcService).add("bus", busService);
    await startServices(env, registry);
    bus = env.services.bus;
  });
  afterEach(() => {
    (bus as unknown as { destroy(): void }).destroy();
    clearFaults();
    vi.useRealTimers();
  });

  it("a started service with no subscriber neither polls nor writes to localStorage", async () => {
    await vi.advanceTimersByTimeAsync(120000);
    expect(polls()).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(bus.state.get().role).toBe("off");
  });

  it("polls POST /longpolling/poll with the JSON-RPC envelope, silently, and hands over the messages", async () => {
    const requests: unknown[] = [];
    env.bus.on("RPC:REQUEST", (request) => requests.push(request));
    const messages: unknown[] = [];
    const unsubscribe = bus.subscribe("lobby", (message) => messages.push(message));
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(polls()).toHaveLength(1);
    expect(polls()[0]).toMatchObject({
      method: "POST",
      body: { jsonrpc: "2.0", method: "call", params: { channels: ["lobby"], last: 0, options: { bus_inactivity: ELECTION_SETTLE_DELAY, bus_tab_id: bus.state.get().tabId } } },
    });
    expect(requests).toEqual([expect.objectContaining({ url: "/longpolling/poll", settings: { silent: true } })]);
    busOf(server.store).send("lobby", { type: "demo/hello", payload: { text: "hi" } });
    await vi.advanceTimersByTimeAsync(0);
    expect(messages).toEqual([{ type: "demo/hello", payload: { text: "hi" } }]);
    expect(polls()).toHaveLength(2);
    expect(polls()[1].body.params.last).toBeGreaterThan(0);
    expect(bus.state.get()).toMatchObject({ role: "master", status: "polling", channels: ["lobby"] });
    unsubscribe();
    await vi.advanceTimersByTimeAsync(0);
    expect(bus.state.get()).toMatchObject({ role: "off", status: "stopped", channels: [] });
    expect(Object.keys(localStorage).filter((key) => key.startsWith("bus.peer.") || key === "bus.master")).toEqual([]);
  });

  it("after a 502, retries at 10 s plus the random part, then recovers without a reload", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.05); // 2 s of random part
    addFault({ match: "/longpolling/poll", kind: "502", times: 2 });
    const messages: unknown[] = [];
    bus.subscribe("lobby", (message) => messages.push(message));
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(polls()).toHaveLength(1);
    expect(bus.state.get()).toMatchObject({ status: "retrying", lastError: 'Connection to "/longpolling/poll" couldn\'t be established or was interrupted' });
    await vi.advanceTimersByTimeAsync(11999);
    expect(polls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(12000);
    expect(polls()).toHaveLength(3);
    expect(bus.state.get().status).toBe("polling");
    busOf(server.store).send("lobby", { type: "demo/hello", payload: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(messages).toEqual([{ type: "demo/hello", payload: 1 }]);
  });

  it("a network drop and a malformed answer are retried the same way", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    addFault({ match: "/longpolling/poll", kind: "network", times: 1 });
    addFault({ match: "/longpolling/poll", kind: "not-rpc", times: 1 });
    bus.addChannel("lobby");
    await vi.advanceTimersByTimeAsync(ELECTION_SETTLE_DELAY);
    expect(bus.state.get().status).toBe("retrying");
    await vi.advanceTimersByTimeAsync(11000);
    expect(polls()).toHaveLength(2);
    expect(bus.state.get().status).toBe("retrying");
    await vi.advanceTimersByTimeAsync(11000);
    expect(polls()).toHaveLength(3);
    expect(bus.state.get().status).toBe("polling");
  });
});
