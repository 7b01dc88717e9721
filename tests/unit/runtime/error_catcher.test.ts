import { afterEach, describe, expect, it, vi } from "vitest";
import { createEnv } from "../../../src/runtime/env";
import { catchErrorsUntilErrorService, plainErrorText } from "../../../src/runtime/error_catcher";
import { enableLazyServices } from "../../../src/runtime/lazy_services";
import { Registry } from "../../../src/runtime/registry";
import type { ServiceDefinition } from "../../../src/runtime/service";
import { ServiceStarter } from "../../../src/runtime/start_services";
import { RESIZE_OBSERVER_WARNINGS } from "../../../src/services/error/ignore_rules";
import { makeRPCError } from "../../../src/services/rpc_errors";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function rejection(reason: unknown): Event {
  const event = new Event("unhandledrejection", { cancelable: true });
  Object.defineProperty(event, "reason", { value: reason });
  return event;
}
const errorEvent = (error: Error) => new ErrorEvent("error", { message: error.message, error, filename: `${location.origin}/dist/islands/x.js`, lineno: 1, colno: 2, cancelable: true });

/** A runtime whose "error" and "notification" services load through `importer`. */
async function setup(importer: (name: string) => Promise<ServiceDefinition<any, any>>) {
  const env = createEnv();
  const registry = new Registry<ServiceDefinition<any, any>>("services");
  registry.add("session", { start: () => ({ uid: 2 }) });
  const starter = new ServiceStarter(env, registry);
  const load = vi.fn(importer);
  enableLazyServices({ env, registry, starter, importer: load, known: ["error", "notification", "session"] });
  await starter.start();
  const stop = catchErrorsUntilErrorService(env);
  stops.push(stop, () => env.services.error?.stop?.());
  return { env, load };
}
const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
});

describe("uncaught errors before the error service runs", () => {
  it("are held back (no Uncaught in the console) and handed to the error service once it has loaded", async () => {
    const handled: Event[] = [];
    const { load } = await setup(async () => ({ start: () => ({ handleEvent: (e: Event) => handled.push(e), stop() {} }) }));
    const first = rejection(makeRPCError({ code: 200, message: "Odoo Server Error", data: { name: "odoo.exceptions.AccessError", message: "Not yours", arguments: ["Not yours"] } }));
    const second = errorEvent(new TypeError("x is undefined"));
    window.dispatchEvent(first);
    window.dispatchEvent(second);
    expect([first.defaultPrevented, second.defaultPrevented]).toEqual([true, true]);
    await flush();
    expect(handled).toEqual([first, second]);
    expect(load).toHaveBeenCalledTimes(1);
    // From now on the error service's own listeners take the events: the catcher has stepped aside.
    window.dispatchEvent(errorEvent(new Error("later")));
    await flush();
    expect(handled).toHaveLength(2);
  });

  it("leave alone what the error layer ignores, without loading it", async () => {
    const { load } = await setup(async () => ({ start: () => ({}) }));
    const resize = new ErrorEvent("error", { message: RESIZE_OBSERVER_WARNINGS[0], cancelable: true });
    const notAnError = rejection("just a string");
    window.dispatchEvent(resize);
    window.dispatchEvent(notAnError);
    await flush();
    expect(resize.defaultPrevented).toBe(true);
    expect(notAnError.defaultPrevented).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it("are told in a notification when the error service cannot load", async () => {
    const shown: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation(() => {});
    await setup(async (name) => {
      if (name === "error") throw new TypeError("Failed to fetch dynamically imported module");
      return { start: () => ({ add: (...args: unknown[]) => shown.push(args) }) };
    });
    window.dispatchEvent(rejection(makeRPCError({ code: 200, message: "Odoo Server Error", data: { name: "odoo.exceptions.AccessError", message: "Not yours", arguments: ["Not yours"] } })));
    await flush();
    await flush();
    expect(shown).toEqual([["Not yours", { type: "danger", sticky: true }]]);
  });

  it("fall back to alert() when neither the error service nor notifications load", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert); // happy-dom has no alert()
    vi.spyOn(console, "error").mockImplementation(() => {});
    await setup(async () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    window.dispatchEvent(errorEvent(new RangeError("Invalid array length")));
    await flush();
    await flush();
    expect(alert).toHaveBeenCalledWith("RangeError: Invalid array length");
  });
});

describe("plainErrorText", () => {
  it("prefers the server's message, then the error's name and message", () => {
    expect(plainErrorText(rejection(makeRPCError({ code: 200, message: "Odoo Server Error", data: { name: "x", message: "Record gone", arguments: [] } })) as PromiseRejectionEvent)).toBe("Record gone");
    expect(plainErrorText(errorEvent(new TypeError("bad")))).toBe("TypeError: bad");
  });
});
