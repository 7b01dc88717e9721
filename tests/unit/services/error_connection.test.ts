// The error layer against the reference server: RPC failures from real answers, and the
// connection-lost loop (fake timers: the retry delays are the spec's).
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addFault, clearFaults } from "../../../server/faults";
import {
  CONNECTION_LOST_MESSAGE,
  CONNECTION_RESTORED_MESSAGE,
  RECONNECT_FACTOR,
  RECONNECT_FIRST_DELAY_MS,
  RECONNECT_MAX_JITTER_MS,
  nextReconnectDelay,
} from "../../../src/services/error/messages";
import { ConnectionLostError, RPCError } from "../../../src/services/rpc_errors";
import { startTestServer, type TestServer } from "../server_fetch";
import { $, $$, startOverlays, text, type Harness } from "./overlay_harness";

let h: Harness;
let server: TestServer;
beforeEach(() => {
  clearFaults();
  server = startTestServer();
});
afterEach(() => {
  h?.stop();
  vi.useRealTimers();
  clearFaults();
});

const VERSION_INFO = "/web/webclient/version_info";
const versionCalls = () => server.requests.filter((r) => r.url === VERSION_INFO).length;
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

async function failingCall(kwargs: Record<string, unknown>): Promise<unknown> {
  return h.services.orm.call("islands.fault", "raise", [], kwargs).catch((error: unknown) => error);
}

describe("connection lost", () => {
  it("has the spec's texts and timings", () => {
    expect(CONNECTION_LOST_MESSAGE).toBe("Connection lost. Trying to reconnect...");
    expect(CONNECTION_RESTORED_MESSAGE).toBe("Connection restored. You are back online.");
    expect([RECONNECT_FIRST_DELAY_MS, RECONNECT_FACTOR, RECONNECT_MAX_JITTER_MS]).toEqual([2000, 1.5, 500]);
    expect(nextReconnectDelay(2000, () => 0)).toBe(3000);
    expect(nextReconnectDelay(2000, () => 1)).toBe(3500);
    expect(nextReconnectDelay(3000, () => 0.5)).toBe(4750);
  });

  it("shows a sticky notice, retries version_info from 2 s with ×1.5 + jitter, then announces the reconnection", async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    h = await startOverlays();
    addFault({ match: "/web/dataset/call_kw", kind: "502", times: 1 });
    addFault({ match: VERSION_INFO, kind: "network", times: 2 });
    const error = await failingCall({ exception: "odoo.exceptions.UserError" });
    expect(error).toBeInstanceOf(ConnectionLostError);
    await act(async () => void h.services.error.handle(error));
    expect(text(".o_notification_content")).toBe("Connection lost. Trying to reconnect...");
    // A second failure meanwhile does not start a second loop or notice.
    await act(async () => void h.services.error.handle(new ConnectionLostError("/x")));
    expect($$(".o_notification")).toHaveLength(1);

    await advance(1999);
    expect(versionCalls()).toBe(0);
    await advance(1); // 2000 ms: first try (fails)
    expect(versionCalls()).toBe(1);
    await advance(3249); // next delay: 2000 × 1.5 + 500 × 0.5 = 3250
    expect(versionCalls()).toBe(1);
    await advance(1);
    expect(versionCalls()).toBe(2); // fails again
    await advance(5124); // 3250 × 1.5 + 250 = 5125
    expect(versionCalls()).toBe(2);
    await advance(1);
    expect(versionCalls()).toBe(3); // answers
    expect($$(".o_notification_content").map((el) => el.textContent)).toEqual(["Connection restored. You are back online."]);
    expect($(".o_notification_info")).not.toBeNull();
    await advance(60_000);
    expect(versionCalls()).toBe(3);
  });

  it.each(["502", "network", "malformed-json", "500-html"] as const)("treats %s as a lost connection", async (kind) => {
    vi.useFakeTimers();
    h = await startOverlays();
    addFault({ match: "/web/dataset/call_kw", kind, times: 1 });
    const error = await failingCall({});
    await act(async () => void h.services.error.handle(error));
    expect(text(".o_notification_content")).toBe("Connection lost. Trying to reconnect...");
    expect($(".o_dialog")).toBeNull();
  });

  it("shows HTTP 504 as Request timeout", async () => {
    h = await startOverlays();
    addFault({ match: "/web/dataset/call_kw", kind: "504", times: 1 });
    const error = await failingCall({});
    await act(async () => void h.services.error.handle(error));
    expect(text(".modal-title")).toBe("Request timeout");
  });
});

describe("server exceptions from the reference server", () => {
  it("shows a ValidationError's message in a Validation Error dialog", async () => {
    h = await startOverlays();
    const error = await failingCall({ exception: "odoo.exceptions.ValidationError", message: "The email address is not valid." });
    expect(error).toBeInstanceOf(RPCError);
    await act(async () => void h.services.error.handle(error));
    expect(text(".modal-title")).toBe("Validation Error");
    expect(text(".o_warning_message")).toBe("The email address is not valid.");
  });

  it("shows the server's session-expired answer (code 100) as Odoo Session Expired", async () => {
    h = await startOverlays();
    const error = (await failingCall({ exception: "odoo.http.SessionExpiredException", message: "Session expired" })) as RPCError;
    expect(error.code).toBe(100);
    await act(async () => void h.services.error.handle(error));
    expect(text(".modal-title")).toBe("Odoo Session Expired");
  });

  it("keeps working after a failure: the next call succeeds", async () => {
    h = await startOverlays();
    addFault({ match: "/web/dataset/call_kw", kind: "500-html", times: 1 });
    await failingCall({});
    await expect(h.services.rpc(VERSION_INFO, {})).resolves.toMatchObject({ protocol_version: 1 });
  });
});
