import { describe, expect, it, vi } from "vitest";
import { createEnv } from "../../../src/runtime/env";
import { Registry } from "../../../src/runtime/registry";
import type { ServiceDefinition } from "../../../src/runtime/service";
import { startServices } from "../../../src/runtime/start_services";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const env = createEnv();
  const registry = new Registry<ServiceDefinition<any, any>>("services");
  return { env, registry };
}

describe("service start-up", () => {
  it("starts services in the order of their dependencies and hands them their dependencies", async () => {
    const { env, registry } = setup();
    const order: string[] = [];
    registry.add("c", { dependencies: ["b"], start: (_e, deps) => (order.push("c"), { fromB: deps.b.name }) });
    registry.add("b", { dependencies: ["a"], start: () => (order.push("b"), { name: "B" }) });
    registry.add("a", { start: () => (order.push("a"), "A") });
    await startServices(env, registry);
    expect(order).toEqual(["a", "b", "c"]);
    expect(env.services.c).toEqual({ fromB: "B" });
  });

  it("awaits the asynchronous services of a batch together before starting the next batch", async () => {
    const { env, registry } = setup();
    const events: string[] = [];
    let releaseSlow!: () => void;
    registry.add("slow", { start: () => new Promise((resolve) => (releaseSlow = () => resolve("slow"))).then((v) => (events.push("slow done"), v)) });
    registry.add("fast", { start: async () => (events.push("fast done"), "fast") });
    registry.add("dependent", { dependencies: ["fast"], start: () => (events.push("dependent started"), "dep") });
    const started = startServices(env, registry);
    await flush();
    // "fast" resolved, but its dependent waits for the whole batch (including "slow").
    expect(events).toEqual(["fast done"]);
    releaseSlow();
    await started;
    expect(events).toEqual(["fast done", "slow done", "dependent started"]);
  });

  it("starts services registered later as they appear", async () => {
    const { env, registry } = setup();
    registry.add("a", { start: () => "A" });
    await startServices(env, registry);
    registry.add("late", { dependencies: ["a"], start: (_e, deps) => `late after ${deps.a}` });
    await flush();
    expect(env.services.late).toBe("late after A");
  });

  it("fails with the exact message naming the unstarted services and the missing dependencies", async () => {
    const { env, registry } = setup();
    registry.add("a", { start: () => "A" });
    registry.add("b", { dependencies: ["a", "missing1"], start: () => "B" });
    registry.add("c", { dependencies: ["b", "missing2"], start: () => "C" });
    await expect(startServices(env, registry)).rejects.toThrowError(
      "Some services could not be started: b, c. Missing dependencies: missing1, missing2",
    );
    expect(env.services.a).toBe("A");
  });

  it("logs a service whose start throws and keeps the error in its entry", async () => {
    const { env, registry } = setup();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const boom = new Error("boom");
    registry.add("broken", { start: () => { throw boom; } });
    registry.add("brokenAsync", { start: async () => { throw new Error("async boom"); } });
    registry.add("fine", { start: () => 1 });
    await startServices(env, registry);
    expect(env.services.broken).toBe(boom);
    expect(env.services.brokenAsync).toBeInstanceOf(Error);
    expect((env.services.brokenAsync as Error).message).toBe("async boom");
    expect(env.services.fine).toBe(1);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
