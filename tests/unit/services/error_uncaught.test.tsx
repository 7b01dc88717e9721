import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isCorsError, isIOS, isResizeObserverWarning, isThirdPartyScriptError } from "../../../src/services/error/ignore_rules";
import { RESIZE_OBSERVER_WARNINGS, UNKNOWN_CORS_ERROR } from "../../../src/services/error/messages";
import { $, startOverlays, text, type Harness } from "./overlay_harness";

let h: Harness;
afterEach(() => {
  h?.stop();
  vi.useRealTimers();
  delete (window as any).odoo;
});

const ORIGIN = window.location.origin;
const loggedIn = () => ((window as any).odoo = { __session_info__: { uid: 7 } });

async function fireError(init: ErrorEventInit) {
  const event = new ErrorEvent("error", { cancelable: true, ...init });
  await act(async () => {
    window.dispatchEvent(event);
  });
  return event;
}

async function fireRejection(reason: unknown) {
  const event = new Event("unhandledrejection", { cancelable: true });
  Object.defineProperty(event, "reason", { value: reason });
  await act(async () => {
    window.dispatchEvent(event);
  });
  return event;
}

describe("ignore rules", () => {
  it("recognizes resize-observer loop warnings (both browsers' texts)", () => {
    expect(RESIZE_OBSERVER_WARNINGS).toEqual(["ResizeObserver loop completed with undelivered notifications.", "ResizeObserver loop limit exceeded"]);
    expect(isResizeObserverWarning({ message: "ResizeObserver loop limit exceeded", error: null })).toBe(true);
    expect(isResizeObserverWarning({ message: "ResizeObserver loop limit exceeded", error: new Error("x") })).toBe(false);
  });

  it("recognizes cross-origin and third-party script errors", () => {
    expect(isCorsError({ filename: "", lineno: 0, colno: 0 })).toBe(true);
    expect(isCorsError({ filename: `${ORIGIN}/dist/loader.js`, lineno: 1, colno: 2 })).toBe(false);
    expect(isThirdPartyScriptError({ filename: "https://cdn.example.com/x.js", lineno: 1, colno: 1 }, ORIGIN)).toBe(true);
    expect(isThirdPartyScriptError({ filename: `${ORIGIN}/dist/chunks/a.js`, lineno: 1, colno: 1 }, ORIGIN)).toBe(false);
  });

  it("recognizes iOS", () => {
    expect(isIOS({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)", platform: "iPhone", maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: "Mozilla/5.0 (Macintosh)", platform: "MacIntel", maxTouchPoints: 5 })).toBe(true);
    expect(isIOS({ userAgent: "Mozilla/5.0 (X11; Linux x86_64)", platform: "Linux x86_64", maxTouchPoints: 0 })).toBe(false);
  });
});

describe("uncaught errors", () => {
  it("shows an uncaught client error in an Odoo Client Error dialog with a copyable traceback", async () => {
    h = await startOverlays();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const error = new Error("Widget failed");
    const event = await fireError({ message: "Uncaught Error: Widget failed", filename: `${ORIGIN}/dist/chunks/a.js`, lineno: 3, colno: 7, error });
    expect(event.defaultPrevented).toBe(true);
    expect(text(".modal-title")).toBe("Odoo Client Error");
    expect(text(".o_error_message")).toBe("Widget failed");
    await act(async () => $(".o_error_details_toggle")!.click());
    expect(text(".o_error_detail")).toContain("Error: Widget failed");
    await act(async () => $(".o_copy_error")!.click());
    expect(writeText).toHaveBeenCalledTimes(1);
    expect((writeText.mock.calls[0] as unknown[])[0]).toContain("Widget failed");
    expect(text(".o_copy_status")).toBe("Copied");
    expect(logged).toHaveBeenCalled();
  });

  it("shows an unhandled rejection with an Error, and prevents the browser's report", async () => {
    h = await startOverlays();
    vi.spyOn(console, "error").mockImplementation(() => {});
    const event = await fireRejection(new Error("Task failed"));
    expect(event.defaultPrevented).toBe(true);
    expect(text(".modal-title")).toBe("Odoo Client Error");
    expect(text(".o_error_message")).toBe("Task failed");
  });

  it("swallows rejections that are not Error objects", async () => {
    h = await startOverlays();
    for (const reason of ["a string", undefined, 42, { some: "object" }]) {
      const event = await fireRejection(reason);
      expect(event.defaultPrevented).toBe(true);
    }
    expect($(".o_dialog")).toBeNull();
  });

  it("ignores resize-observer loop warnings, keeping them out of the console", async () => {
    h = await startOverlays();
    const event = await fireError({ message: "ResizeObserver loop completed with undelivered notifications." });
    expect(event.defaultPrevented).toBe(true);
    expect($(".o_dialog")).toBeNull();
  });

  it("shows a cross-origin error as 'Unknown CORS error' for a logged-in user", async () => {
    loggedIn();
    h = await startOverlays();
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fireError({ message: "Script error." });
    expect(text(".modal-title")).toBe("Odoo Client Error");
    expect(text(".o_error_message")).toBe(UNKNOWN_CORS_ERROR);
    expect(UNKNOWN_CORS_ERROR).toBe("Unknown CORS error");
    await act(async () => $(".o_error_details_toggle")!.click());
    expect(text(".o_error_detail")!.startsWith("Unknown CORS error\n\n")).toBe(true);
  });

  it("ignores cross-origin errors on iOS", async () => {
    loggedIn();
    const ua = vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)");
    h = await startOverlays();
    await fireError({ message: "Script error." });
    expect($(".o_dialog")).toBeNull();
    ua.mockRestore();
  });

  it("ignores third-party script errors for anonymous visitors outside debug mode", async () => {
    h = await startOverlays();
    const event = await fireError({ message: "Uncaught Error: x", filename: "https://cdn.example.com/widget.js", lineno: 1, colno: 1, error: new Error("x") });
    await fireError({ message: "Script error." });
    expect($(".o_dialog")).toBeNull();
    expect(event.defaultPrevented).toBe(false);
  });

  it("shows third-party script errors in debug mode", async () => {
    h = await startOverlays({ debug: "1" });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fireError({ message: "Uncaught Error: x", filename: "https://cdn.example.com/widget.js", lineno: 1, colno: 1, error: new Error("widget failed") });
    expect(text(".o_error_message")).toBe("widget failed");
  });

  it("shows third-party script errors to logged-in users", async () => {
    loggedIn();
    h = await startOverlays();
    vi.spyOn(console, "error").mockImplementation(() => {});
    await fireError({ message: "Uncaught Error: x", filename: "https://cdn.example.com/widget.js", lineno: 1, colno: 1, error: new Error("widget failed") });
    expect(text(".modal-title")).toBe("Odoo Client Error");
  });

  it("maps legacy RPC errors to the standard handlers", async () => {
    h = await startOverlays();
    const event = await fireRejection({
      legacy: true,
      message: { code: 200, message: "Odoo Server Error", data: { name: "odoo.exceptions.UserError", message: "Legacy", arguments: ["From the legacy layer."] } },
    });
    expect(event.defaultPrevented).toBe(true);
    expect(text(".modal-title")).toBe("User Error");
    expect(text(".o_warning_message")).toBe("From the legacy layer.");
  });

  it("maps legacy connection-lost errors to the connection-lost handler", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    await fireRejection({ legacy: true, message: { message: "XmlHttpRequestError 502" } });
    expect(text(".o_notification_content")).toBe("Connection lost. Trying to reconnect...");
  });

  it("leaves a legacy error alone when its event was already prevented", async () => {
    h = await startOverlays();
    const event = await fireRejection({
      legacy: true,
      message: { code: 200, message: "x", data: { name: "odoo.exceptions.UserError", message: "x", arguments: ["x"] } },
      event: { isDefaultPrevented: () => true },
    });
    expect(event.defaultPrevented).toBe(true);
    expect($(".o_dialog")).toBeNull();
  });
});
