// Security page: API keys and the identity check dialog (spec 2 §2, §5, §7, §8).
import { afterEach, describe, expect, it, vi } from "vitest";
import apiKeys, { keyOfAnswer } from "../../../islands/portal/api_keys";
import { CHECK_FAILED } from "../../../islands/portal/identity_check/IdentityCheckDialog";
import { handleCheckIdentity, IdentityCheckCancelled, isIdentityCheckAction } from "../../../islands/portal/identity_check/identity_check";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { addFault } from "../../../server/faults";
import { $, $$, click, loadPage, notifications, settle, startPortal, text, typeInto, type PortalHarness } from "./portal_harness";

let portal: PortalHarness;
afterEach(() => portal?.stop());

const dialogTitle = () => text(".o_dialog .modal-title");
const password = () => $<HTMLInputElement>(".o_dialog input[type=password]")!;
const calls = (method: string) => portal.server.requests.filter((r) => r.url.endsWith(`/${method}`));

async function openSecurity() {
  portal = await startPortal("portal");
  await loadPage(portal.server, "/my/security");
  await portal.mount(apiKeys);
}

describe("identity check", () => {
  it("recognises the identity check action", () => {
    expect(isIdentityCheckAction({ type: "ir.actions.act_window", res_model: "res.users.identitycheck", res_id: 3 })).toBe(true);
    expect(isIdentityCheckAction({ type: "ir.actions.act_window", res_model: "res.users.apikeys.description" })).toBe(false);
    expect(isIdentityCheckAction(null)).toBe(false);
  });

  it("marks an empty password invalid (native validity) without calling the server", async () => {
    await openSecurity();
    await click($(".o_portal_new_api_key"));
    expect(dialogTitle()).toBe("Security Control");
    await click($(".o_identity_check_confirm"));
    expect(password().classList.contains("is-invalid")).toBe(true);
    expect(calls("run_check")).toHaveLength(0);
  });

  it("says 'Check failed' for a wrong password, clears the mark on typing, then passes", async () => {
    await openSecurity();
    await click($(".o_portal_new_api_key"));
    typeInto(password(), "wrong");
    await click($(".o_identity_check_confirm"));
    expect(CHECK_FAILED).toBe("Check failed");
    expect(password().classList.contains("is-invalid")).toBe(true);
    expect(text(".o_dialog .invalid-feedback")).toBe("Check failed");
    expect(password().validationMessage).toBe("Check failed");
    typeInto(password(), "portal");
    await settle(1);
    expect(password().classList.contains("is-invalid")).toBe(false);
    expect(password().validationMessage).toBe("");
    await click($(".o_identity_check_confirm"));
    const write = calls("write").at(-1)!;
    expect(write.body.params).toMatchObject({ model: "res.users.identitycheck", args: [[1], { password: "portal" }] });
    expect(dialogTitle()).toBe("New API Key");
  });

  it("rejects with a cancellation when the dialog is closed", async () => {
    portal = await startPortal("portal");
    const { orm, dialog } = portal.env.services;
    const outcome = handleCheckIdentity(orm.call("res.users", "api_key_wizard", [7]), orm, dialog).catch((error: unknown) => error);
    await settle();
    await click($(".o_dialog .btn-secondary"));
    expect(await outcome).toBeInstanceOf(IdentityCheckCancelled);
    expect($(".o_dialog")).toBeNull();
  });
});

describe("API keys", () => {
  it("creates a key through a failed then a passed identity check, shows it once and reloads", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openSecurity();
    await click($(".o_portal_new_api_key"));
    expect(calls("api_key_wizard")[0].body.params).toMatchObject({ model: "res.users", method: "api_key_wizard", args: [7] });
    typeInto(password(), "bad");
    await click($(".o_identity_check_confirm"));
    expect(text(".o_dialog .invalid-feedback")).toBe("Check failed");
    typeInto(password(), "portal");
    await click($(".o_identity_check_confirm"));
    expect(dialogTitle()).toBe("New API Key");
    await click($(".o_api_key_confirm"));
    expect(text(".o_dialog .invalid-feedback")).toBe("Please name your key.");
    typeInto($<HTMLInputElement>(".o_dialog input[name=description]")!, "Backup script");
    await click($(".o_api_key_confirm"));
    expect(calls("create")[0].body.params).toMatchObject({ model: "res.users.apikeys.description", args: [{ name: "Backup script" }] });
    expect(calls("make_key")).toHaveLength(1);
    expect(dialogTitle()).toBe("API Key Ready");
    const key = text(".o_api_key_value")!;
    expect(key).toMatch(/^[0-9a-f]{40}$/);
    expect(portal.server.store.all("res.users.apikeys").map((k) => k.name)).toContain("Backup script");
    expect(reload).not.toHaveBeenCalled();
    await click($$(".o_dialog .modal-footer button").find((b) => b.textContent === "Close")!);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("removes a key after the identity check and reloads", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openSecurity();
    await click($("button.o_portal_remove_api_key[id='1']"));
    typeInto(password(), "portal");
    await click($(".o_identity_check_confirm"));
    expect(calls("remove")[0].body.params).toMatchObject({ model: "res.users.apikeys", args: [1] });
    expect(portal.server.store.get("res.users.apikeys", 1)).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reads the key from context.default_key only", () => {
    expect(keyOfAnswer({ context: { default_key: "abc" } })).toBe("abc");
    expect(keyOfAnswer({ context: {} })).toBeNull();
    expect(keyOfAnswer("abc")).toBeNull();
  });

  it("says why when the server cannot be reached, and the button works again", async () => {
    await openSecurity();
    addFault({ match: "/web/dataset/call_kw/res.users/api_key_wizard", kind: "network", times: 1 });
    await click($(".o_portal_new_api_key"));
    expect(notifications()).toEqual(["The server could not be reached. Please check your connection and try again."]);
    expect($<HTMLButtonElement>(".o_portal_new_api_key")!.disabled).toBe(false);
    expect($(".o_dialog")).toBeNull();
  });

  it("shows the key-ready dialog only with a key in the answer (malformed make_key)", async () => {
    await openSecurity();
    await click($(".o_portal_new_api_key"));
    typeInto(password(), "portal");
    await click($(".o_identity_check_confirm"));
    addFault({ match: "/web/dataset/call_kw/res.users.apikeys.description/make_key", kind: "not-rpc", times: 1 });
    typeInto($<HTMLInputElement>(".o_dialog input[name=description]")!, "Kept");
    await click($(".o_api_key_confirm"));
    expect(dialogTitle()).toBe("New API Key");
    expect($<HTMLInputElement>(".o_dialog input[name=description]")!.value).toBe("Kept");
    expect(text(".o_dialog .invalid-feedback")).not.toBe("");
  });
});
