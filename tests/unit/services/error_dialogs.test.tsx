import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browserNavigation } from "../../../src/services/browser_navigation";
import {
  EXCEPTION_TITLES,
  REQUEST_TIMEOUT_MESSAGE,
  REQUEST_TIMEOUT_TITLE,
  SESSION_EXPIRED_CODE,
} from "../../../src/services/error/messages";
import { ConnectionAbortedError, RequestTimeoutError, makeRPCError } from "../../../src/services/rpc_errors";
import { UploadError } from "../../../src/services/upload_error";
import { $, $$, startOverlays, text, type Harness } from "./overlay_harness";

let h: Harness;
afterEach(() => {
  h?.stop();
  delete (window as any).odoo;
});

const rpcError = (name: string, message: string, args: unknown[] = [message], extra: object = {}) =>
  makeRPCError({ code: 200, message: "Odoo Server Error", data: { name, message, arguments: args, debug: `Traceback (most recent call last):\n${name}: ${message}`, context: {}, ...extra } });

async function handle(error: unknown) {
  let handled = false;
  await act(async () => {
    handled = h.services.error.handle(error);
  });
  return handled;
}

describe("server errors", () => {
  it("knows the spec's exception titles", () => {
    expect(Object.values(EXCEPTION_TITLES)).toEqual([
      "Access Denied",
      "Missing Record",
      "User Error",
      "Validation Error",
      "Access Error",
      "Warning",
      "MailDeliveryException",
    ]);
  });

  it.each(Object.entries(EXCEPTION_TITLES))("shows %s in a dialog titled %s, with the first argument as message", async (name, title) => {
    h = await startOverlays();
    expect(await handle(rpcError(name, "The message", ["The first argument", "another"]))).toBe(true);
    expect(text(".modal-title")).toBe(title);
    expect(text(".o_warning_message")).toBe("The first argument");
    await act(async () => $(".modal-footer .btn-primary")!.click());
    expect($(".o_dialog")).toBeNull();
  });

  it("falls back to the error message when there is no argument", async () => {
    h = await startOverlays();
    await handle(rpcError("odoo.exceptions.UserError", "Only a message", []));
    expect(text(".o_warning_message")).toBe("Only a message");
  });

  it("shows any other server exception in a dialog titled Odoo Server Error, with its traceback on demand", async () => {
    h = await startOverlays();
    vi.spyOn(console, "error").mockImplementation(() => {});
    await handle(rpcError("builtins.ZeroDivisionError", "division by zero"));
    expect(text(".modal-title")).toBe("Odoo Server Error");
    expect(text(".o_error_message")).toBe("division by zero");
    expect($(".o_error_detail")).toBeNull();
    await act(async () => $(".o_error_details_toggle")!.click());
    expect(text(".o_error_detail")).toBe("Traceback (most recent call last):\nbuiltins.ZeroDivisionError: division by zero");
  });

  it("titles network-type RPC errors Odoo Network Error", async () => {
    h = await startOverlays();
    const error = rpcError("some.Network", "unreachable");
    error.type = "network";
    await handle(error);
    expect(text(".modal-title")).toBe("Odoo Network Error");
  });

  it("shows other known exception names as sticky warning notifications with their titles", async () => {
    h = await startOverlays();
    await handle(rpcError("odoo.exceptions.except_orm", "Cannot do that.", ["Cannot do that."]));
    expect($(".o_dialog")).toBeNull();
    const notification = $(".o_notification_warning")!;
    expect(notification.querySelector(".o_notification_title")!.textContent).toBe("Global Business Error");
    expect(notification.querySelector(".o_notification_content")!.textContent).toBe("Cannot do that.");
    expect(h.services.notification.notifications.get()[0].sticky).toBe(true);
  });

  it.each([
    ["except_orm", "Global Business Error"],
    ["access_denied", "Access Denied"],
    ["access_error", "Access Error"],
    ["missing_error", "Missing Record"],
    ["user_error", "User Error"],
    ["validation_error", "Validation Error"],
    ["warning", "Warning"],
  ])("every other known exception name: %s is a sticky warning notification titled %s", async (name, title) => {
    h = await startOverlays();
    await handle(rpcError(name, "Not allowed.", ["Not allowed."]));
    expect($(".o_dialog")).toBeNull();
    const notification = $(".o_notification_warning")!;
    expect(notification.querySelector(".o_notification_title")!.textContent).toBe(title);
    expect(notification.querySelector(".o_notification_content")!.textContent).toBe("Not allowed.");
    expect(h.services.notification.notifications.get()[0].sticky).toBe(true);
  });

  it("an unknown class name sent with a known legacy exception_type is notified under that type; a known dialog name stays a dialog", async () => {
    h = await startOverlays();
    await handle(rpcError("odoo.addons.custom.LegacyError", "Old server.", ["Old server."], { exception_type: "except_orm" }));
    expect($(".o_dialog")).toBeNull();
    expect($(".o_notification_warning .o_notification_title")!.textContent).toBe("Global Business Error");
    await handle(rpcError("odoo.exceptions.UserError", "Still a dialog.", ["Still a dialog."], { exception_type: "user_error" }));
    expect(text(".modal-title")).toBe("User Error");
  });

  it("shows a redirect warning whose button opens the action with its context", async () => {
    h = await startOverlays();
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await handle(
      rpcError("odoo.exceptions.RedirectWarning", "No provider.", ["No payment provider is configured.", "payment.action_payment_provider", "Configure providers", { active_id: 4 }]),
    );
    expect(text(".modal-title")).toBe("Odoo Warning");
    expect(text(".modal-body")).toBe("No payment provider is configured.");
    const buttons = $$(".modal-footer button");
    expect(buttons.map((b) => b.textContent)).toEqual(["Configure providers", "Close"]);
    await act(async () => buttons[0].click());
    expect(assign).toHaveBeenCalledWith("/web#action=payment.action_payment_provider&active_id=4");
    expect($(".o_dialog")).toBeNull();
  });

  it.each([
    ["odoo.http.SessionExpiredException", 200],
    ["werkzeug.exceptions.Forbidden", 200],
    ["odoo.http.SessionExpiredException", SESSION_EXPIRED_CODE],
    ["anything", SESSION_EXPIRED_CODE],
  ])("shows %s (code %i) as Odoo Session Expired; Ok reloads the page", async (name, code) => {
    h = await startOverlays();
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    const error = rpcError(name, "Session expired");
    error.code = code;
    await handle(error);
    expect(text(".modal-title")).toBe("Odoo Session Expired");
    expect(text(".modal-body")).toBe("Your Odoo session expired. The current page is about to be refreshed.");
    await act(async () => $(".modal-footer .btn-primary")!.click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows HTTP 504 as Request timeout with the spec's message", async () => {
    h = await startOverlays();
    expect(REQUEST_TIMEOUT_TITLE).toBe("Request timeout");
    expect(REQUEST_TIMEOUT_MESSAGE).toBe("The operation was interrupted. This usually means that the current operation is taking too much time.");
    await handle(new RequestTimeoutError("/web/dataset/call_kw"));
    expect(text(".modal-title")).toBe("Request timeout");
    expect(text(".modal-body")).toBe("The operation was interrupted. This usually means that the current operation is taking too much time.");
  });

  it("says nothing about a request the page aborted", async () => {
    h = await startOverlays();
    expect(await handle(new ConnectionAbortedError())).toBe(true);
    expect($(".o_dialog")).toBeNull();
    expect($(".o_notification")).toBeNull();
  });

  it("shows an upload's error as a sticky danger notification", async () => {
    h = await startOverlays();
    await handle(new UploadError("No file was sent."));
    expect(text(".o_notification_danger .o_notification_content")).toBe("No file was sent.");
    expect($(".o_notification_danger")!.getAttribute("role")).toBe("alert");
  });
});
