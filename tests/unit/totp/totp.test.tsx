// Two-factor authentication on the portal security page (spec 3 §2, §5, §7, §8): the activation
// dialog's rules and messages, and enable / disable / revoke against the reference server, with
// real RFC 6238 codes computed from the secret the dialog shows.
import { afterEach, describe, expect, it, vi } from "vitest";
import { CODE_LENGTH, CODE_REQUIRED, TOTP_CODE_LENGTH, TOTP_DIALOG_TITLE, UNKNOWN_FAILURE, codeProblem } from "../../../islands/totp/TotpEnableDialog";
import totpSettings, { wizardIdOf } from "../../../islands/totp/totp_settings";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { addFault } from "../../../server/faults";
import { TOTP_DEVICE_MODEL, TOTP_MESSAGES } from "../../../server/totp/models";
import { currentTotpCode, isValidTotpCode } from "../../../server/totp/totp";
import { $, $$, click, loadPage, settle, startPortal, text, typeInto, type PortalHarness } from "../portal/portal_harness";

let portal: PortalHarness;
afterEach(() => {
  portal?.stop();
  vi.restoreAllMocks();
});

const PORTAL_USER_ID = 7;
const calls = (path: string) => portal.server.requests.filter((r) => r.url.endsWith(path));
const codeField = () => $<HTMLInputElement>(".o_dialog input[name=code]")!;

async function openSecurity({ enabled = false, devices = [] as string[] } = {}) {
  portal = await startPortal("portal");
  const store = portal.server.store;
  if (enabled) store.write("res.users", PORTAL_USER_ID, { totp_secret: "JBSWY3DPEHPK3PXP" });
  for (const name of devices) store.create(TOTP_DEVICE_MODEL, { user_id: PORTAL_USER_ID, name, create_date: "2026-11-20 09:30:00" });
  await loadPage(portal.server, "/my/security");
  await portal.mount(totpSettings);
  return vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
}

async function passIdentityCheck() {
  typeInto($<HTMLInputElement>(".o_dialog input[type=password]")!, "portal");
  await click($(".o_identity_check_confirm"));
}

async function openActivation() {
  await click($("#auth_totp_portal_enable"));
  await passIdentityCheck();
  // The server draws the QR code asynchronously: wait for the dialog it ends in.
  await vi.waitFor(async () => {
    await settle(1);
    expect(text(".o_dialog .modal-title")).toBe(TOTP_DIALOG_TITLE);
  });
}

describe("two-factor rules", () => {
  it("needs a code of exactly 6 characters", () => {
    expect(TOTP_CODE_LENGTH).toBe(6);
    expect(codeProblem("")).toBe(CODE_REQUIRED);
    expect(codeProblem("12345")).toBe(CODE_LENGTH);
    expect(codeProblem("1234567")).toBe(CODE_LENGTH);
    expect(codeProblem("123456")).toBe("");
    expect(UNKNOWN_FAILURE).toBe("Operation failed for unknown reason");
  });

  it("reads the wizard id only from an action opening the wizard", () => {
    expect(wizardIdOf({ type: "ir.actions.act_window", res_model: "auth_totp.wizard", res_id: 4 })).toBe(4);
    expect(wizardIdOf({ type: "ir.actions.client", tag: "reload" })).toBeNull();
    expect(wizardIdOf(null)).toBeNull();
  });

  it("checks codes by RFC 6238 on the server", () => {
    const secret = "JBSWY3DPEHPK3PXP";
    expect(isValidTotpCode(secret, currentTotpCode(secret))).toBe(true);
    expect(isValidTotpCode(secret, "abcdef")).toBe(false);
  });
});

describe("enabling two-factor authentication", () => {
  it("asks for the password, shows the QR code, secret and link, refuses a wrong code, then enables", async () => {
    const reload = await openSecurity();
    await openActivation();
    expect(calls("/res.users/action_totp_enable_wizard")[0].body.params.args).toEqual([PORTAL_USER_ID]);
    expect($<HTMLImageElement>(".o_totp_qrcode")!.src).toMatch(/^data:image\/png;base64,iVBOR/);
    const secret = text(".o_totp_secret")!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect($<HTMLAnchorElement>(".o_totp_url")!.getAttribute("href")).toContain(`secret=${secret}`);

    typeInto(codeField(), "12345");
    await click($(".o_totp_confirm"));
    expect(text(".o_dialog .invalid-feedback")).toBe(CODE_LENGTH);
    expect(calls("/auth_totp.wizard/write")).toHaveLength(0);

    const wrong = currentTotpCode(secret) === "000000" ? "111111" : "000000";
    typeInto(codeField(), wrong);
    await click($(".o_totp_confirm"));
    expect(codeField().classList.contains("is-invalid")).toBe(true);
    expect(text(".o_dialog .invalid-feedback")).toBe(TOTP_MESSAGES.wrongCode);
    expect(reload).not.toHaveBeenCalled();

    typeInto(codeField(), currentTotpCode(secret));
    expect(codeField().classList.contains("is-invalid")).toBe(false);
    await click($(".o_totp_confirm"));
    expect(calls("/auth_totp.wizard/write").at(-1)!.body.params.args[1]).toEqual({ code: currentTotpCode(secret) });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(portal.server.store.get("res.users", PORTAL_USER_ID)!.totp_secret).toBe(secret);
  });

  it("keeps the code and says 'Operation failed for unknown reason' when the server cannot be reached", async () => {
    const reload = await openSecurity();
    await openActivation();
    addFault({ match: "/web/dataset/call_kw/auth_totp.wizard/enable", kind: "502", times: 1 });
    typeInto(codeField(), "123456");
    await click($(".o_totp_confirm"));
    expect(text(".o_dialog .invalid-feedback")).toBe(UNKNOWN_FAILURE);
    expect(codeField().value).toBe("123456");
    expect(reload).not.toHaveBeenCalled();
  });

  it("copies the secret and says so", async () => {
    await openSecurity();
    await openActivation();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await click($(".o_totp_copy_secret"));
    expect(writeText).toHaveBeenCalledWith(text(".o_totp_secret"));
    expect(text(".o_dialog [role=status]")).toBe("Copied");
  });

  it("closes without enabling on Cancel", async () => {
    const reload = await openSecurity();
    await openActivation();
    await click($$(".o_dialog .modal-footer button").find((b) => b.textContent === "Cancel")!);
    expect($(".o_dialog")).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("managing two-factor authentication", () => {
  it("revokes one trusted device by its numeric id after the identity check", async () => {
    const reload = await openSecurity({ enabled: true, devices: ["Firefox on Linux", "Phone"] });
    const firefox = portal.server.store.all(TOTP_DEVICE_MODEL).find((d) => d.name === "Firefox on Linux")!;
    await click($(`.o_totp_revoke_device[data-device-id="${firefox.id}"]`));
    await passIdentityCheck();
    expect(calls("/auth_totp.device/remove").at(-1)!.body.params.args).toEqual([firefox.id]);
    expect(portal.server.store.all(TOTP_DEVICE_MODEL).map((d) => d.name)).toEqual(["Phone"]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("revokes all devices after the identity check", async () => {
    const reload = await openSecurity({ enabled: true, devices: ["Firefox on Linux", "Phone"] });
    await click($("#auth_totp_portal_revoke_all_devices"));
    expect(portal.server.store.all(TOTP_DEVICE_MODEL)).toHaveLength(2);
    await passIdentityCheck();
    expect(calls("/res.users/revoke_all_devices")[0].body.params.args).toEqual([PORTAL_USER_ID]);
    expect(portal.server.store.all(TOTP_DEVICE_MODEL)).toHaveLength(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("disables after the identity check, and the page then offers to enable", async () => {
    const reload = await openSecurity({ enabled: true, devices: ["Phone"] });
    expect(text("section[name=portal_totp]")).toContain("Two-factor authentication enabled");
    await click($("#auth_totp_portal_disable"));
    expect(portal.server.store.get("res.users", PORTAL_USER_ID)!.totp_secret).toBe("JBSWY3DPEHPK3PXP");
    await passIdentityCheck();
    expect(portal.server.store.get("res.users", PORTAL_USER_ID)!.totp_secret).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    await loadPage(portal.server, "/my/security");
    expect($("#auth_totp_portal_enable")).not.toBeNull();
    expect(portal.server.store.all(TOTP_DEVICE_MODEL)).toHaveLength(0);
  });

  // spec 3 §8 "Two-factor failure: the server message, or 'Operation failed for unknown reason'"
  it.each([
    ["disable", "#auth_totp_portal_disable", "/web/dataset/call_kw/res.users/action_totp_disable"],
    ["revoke all", "#auth_totp_portal_revoke_all_devices", "/web/dataset/call_kw/res.users/revoke_all_devices"],
    ["revoke one", ".o_totp_revoke_device", "/web/dataset/call_kw/auth_totp.device/remove"],
  ])("a %s that fails without a server message says 'Operation failed for unknown reason' and stays on the page", async (_name, button, route) => {
    const reload = await openSecurity({ enabled: true, devices: ["Phone"] });
    addFault({ match: route, kind: "502", times: 1 });
    await click($(button));
    await settle();
    expect($$(".o_notification").map((n) => n.textContent)).toEqual([expect.stringContaining(UNKNOWN_FAILURE)]);
    expect($(".o_notification_danger")).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("an answer that cannot be read is an unknown failure too", async () => {
    const reload = await openSecurity({ enabled: true, devices: ["Phone"] });
    addFault({ match: "/web/dataset/call_kw/res.users/action_totp_disable", kind: "malformed-json", times: 1 });
    await click($("#auth_totp_portal_disable"));
    await settle();
    expect($$(".o_notification").map((n) => n.textContent)).toEqual([expect.stringContaining(UNKNOWN_FAILURE)]);
    expect(reload).not.toHaveBeenCalled();
  });
});
