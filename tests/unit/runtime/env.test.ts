import { describe, expect, it } from "vitest";
import { createEnv } from "../../../src/runtime/env";

describe("env", () => {
  it("starts with an event bus, an empty services table and the debug flag", () => {
    const env = createEnv("assets");
    expect(env.services).toEqual({});
    expect(env.debug).toBe("assets");
    let received: unknown;
    env.bus.on("PING", (payload) => (received = payload));
    env.bus.trigger("PING", 42);
    expect(received).toBe(42);
  });

  it("fails with the spec's message when _t is read before translations are ready", () => {
    const env = createEnv();
    expect(() => env._t).toThrowError("Translations are not ready yet. Maybe use _lt instead?");
    env.setTranslate((s) => `<${s}>`);
    expect(env._t("Hello")).toBe("<Hello>");
  });

  it("fails with the spec's message when isSmall is read before the UI service is ready", () => {
    const env = createEnv();
    expect(() => env.isSmall).toThrowError("UI service not initialized!");
    let small = true;
    env.setIsSmall(() => small);
    expect(env.isSmall).toBe(true);
    small = false;
    expect(env.isSmall).toBe(false);
  });
});
