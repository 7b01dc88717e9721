// Security page: API keys and the identity check dialog (spec 2 §2, §5, §7, §8).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import apiKeys, { KEYS_ANSWER_LOST, NEW_KEY_ANSWER_LOST, keyListOf, keyOfAnswer } from "../../../islands/portal/api_keys";
import { UNREACHABLE_SERVER } from "../../../src/kit/error_text";
import { CHECK_FAILED } from "../../../islands/portal/identity_check/IdentityCheckDialog";
import { handleCheckIdentity, IdentityCheckCancelled, isIdentityCheckAction } from "../../../islands/portal/identity_check/identity_check";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { addFault } from "../../../server/faults";
import { $, $$, answerWith, click, holdRequests, loadPage, notifications, settle, startPortal, text, typeInto, type PortalHarness } from "./portal_harness";

let portal: PortalHarness;
afterEach(() => {
  portal?.stop();
  window.history.replaceState(null, "", "/runtime/public");
});

const dialogTitle = () => text(".o_dialog .modal-title");
const password = () => $<HTMLInputElement>(".o_dialog input[type=password]")!;
const calls = (method: string) => portal.server.requests.filter((r) => r.url.endsWith(`/${method}`));

async function openSecurity() {
  // The page's own URL: the key list is reloaded from it.
  window.history.replaceState(null, "", "/my/security");
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

  it("shows the key-ready dialog only with a key in the answer (a well-formed answer without one)", async () => {
    await openSecurity();
    await click($(".o_portal_new_api_key"));
    typeInto(password(), "portal");
    await click($(".o_identity_check_confirm"));
    answerWith(portal.server, "/web/dataset/call_kw/res.users.apikeys.description/make_key", { context: {} });
    typeInto($<HTMLInputElement>(".o_dialog input[name=description]")!, "Kept");
    await click($(".o_api_key_confirm"));
    expect(dialogTitle()).toBe("New API Key");
    expect($<HTMLInputElement>(".o_dialog input[name=description]")!.value).toBe("Kept");
    expect(text(".o_dialog .invalid-feedback")).toBe("The server did not send the new key. Please try again.");
  });

});

/** Lets the server act on the calls to `path`, then drops their answers as a broken connection does. */
function dropAnswers(path: string) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await portal.server.fetch(input, init);
    if (String(input).startsWith(path)) throw new TypeError("Failed to fetch");
    return response;
  });
}
const keyNames = () => $$("section[name=portal_api_keys] tbody td:first-child").map((td) => td.textContent);

describe("identity check after a failure", () => {
  it("is retried after a 502 with the kept password, without retyping", async () => {
    await openSecurity();
    await click($(".o_portal_new_api_key"));
    typeInto(password(), "portal");
    addFault({ match: "/web/dataset/call_kw/res.users.identitycheck/write", kind: "502", times: 1 });
    await click($(".o_identity_check_confirm"));
    expect(text(".o_dialog .o_identity_check_error")).toBe(UNREACHABLE_SERVER);
    expect(password().classList.contains("is-invalid")).toBe(false);
    expect(password().value).toBe("portal");
    await click($(".o_identity_check_confirm"));
    expect(calls("write").filter((w) => w.body.params.model === "res.users.identitycheck")).toHaveLength(2);
    expect(dialogTitle()).toBe("New API Key");
  });

  it("sends the kept password again after 'Check failed', without typing", async () => {
    await openSecurity();
    await click($(".o_portal_new_api_key"));
    typeInto(password(), "bad");
    await click($(".o_identity_check_confirm"));
    expect(text(".o_dialog .invalid-feedback")).toBe("Check failed");
    await click($(".o_identity_check_confirm"));
    expect(calls("run_check")).toHaveLength(2);
    expect(text(".o_dialog .invalid-feedback")).toBe("Check failed");
  });

  it("a double click on Confirm runs the check once", async () => {
    await openSecurity();
    await click($(".o_portal_new_api_key"));
    typeInto(password(), "portal");
    await act(async () => {
      $<HTMLButtonElement>(".o_identity_check_confirm")!.click();
      $<HTMLButtonElement>(".o_identity_check_confirm")!.click();
    });
    await settle();
    expect(calls("run_check")).toHaveLength(1);
  });
});

describe("API keys: no double write, no false success", () => {
  async function passCheck() {
    await click($(".o_portal_new_api_key"));
    typeInto(password(), "portal");
    await click($(".o_identity_check_confirm"));
  }

  it("a double click on the description's Confirm makes one key", async () => {
    vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openSecurity();
    await passCheck();
    typeInto($<HTMLInputElement>(".o_dialog input[name=description]")!, "Once");
    await act(async () => {
      $<HTMLButtonElement>(".o_api_key_confirm")!.click();
      $<HTMLButtonElement>(".o_api_key_confirm")!.click();
    });
    await settle();
    expect(calls("make_key")).toHaveLength(1);
    expect(portal.server.store.all("res.users.apikeys").filter((k) => k.name === "Once")).toHaveLength(1);
    expect(dialogTitle()).toBe("API Key Ready");
  });

  it("a make_key answer lost after the key was made: the dialog closes and the reloaded list shows the key", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openSecurity();
    await passCheck();
    typeInto($<HTMLInputElement>(".o_dialog input[name=description]")!, "Lost on the way");
    dropAnswers("/web/dataset/call_kw/res.users.apikeys.description/make_key");
    await click($(".o_api_key_confirm"));
    await settle();
    expect($(".o_dialog")).toBeNull();
    expect(calls("make_key")).toHaveLength(1);
    expect(keyNames()).toContain("Lost on the way");
    expect(notifications()).toEqual([NEW_KEY_ANSWER_LOST]);
    expect(reload).not.toHaveBeenCalled();
    // The reloaded list works: its keys can be removed.
    expect($<HTMLButtonElement>(".o_portal_new_api_key")!.disabled).toBe(false);
    const lost = portal.server.store.all("res.users.apikeys").find((k) => k.name === "Lost on the way")!;
    vi.stubGlobal("fetch", portal.server.fetch);
    await click($(`button.o_portal_remove_api_key[id='${lost.id}']`));
    expect(calls("remove").at(-1)!.body.params.args).toEqual([lost.id]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a run_check answer lost while removing a key: the dialog closes, the list is reloaded, nothing is sent again", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openSecurity();
    expect(keyNames()).toContain("Accounting sync");
    await click($("button.o_portal_remove_api_key[id='1']"));
    typeInto(password(), "portal");
    dropAnswers("/web/dataset/call_kw/res.users.identitycheck/run_check");
    await click($(".o_identity_check_confirm"));
    await settle();
    expect($(".o_dialog")).toBeNull();
    expect(calls("run_check")).toHaveLength(1);
    expect(portal.server.store.get("res.users.apikeys", 1)).toBeUndefined();
    expect(keyNames()).not.toContain("Accounting sync");
    expect(notifications()).toEqual([KEYS_ANSWER_LOST]);
    expect(reload).not.toHaveBeenCalled();
  });

  it("a removal that never reached the server (504) leaves the key listed after the reload", async () => {
    await openSecurity();
    // The identity was checked a moment ago: remove runs at once.
    await passCheck();
    await click($$(".o_dialog .modal-footer button").find((b) => b.textContent === "Cancel")!);
    addFault({ match: "/web/dataset/call_kw/res.users.apikeys/remove", kind: "504", times: 1 });
    await click($("button.o_portal_remove_api_key[id='1']"));
    await settle();
    expect(keyNames()).toContain("Accounting sync");
    expect(notifications()).toEqual([KEYS_ANSWER_LOST]);
  });

  it("ignores the page's other buttons while a write runs, and the password form is posted once", async () => {
    await openSecurity();
    const release = holdRequests(portal.server, "/web/dataset/call_kw/res.users/api_key_wizard");
    await click($(".o_portal_new_api_key"));
    expect($<HTMLButtonElement>("button.o_portal_remove_api_key[id='1']")!.disabled).toBe(true);
    await act(async () => $("button.o_portal_remove_api_key[id='1']")!.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(calls("remove")).toHaveLength(0);
    release();
    await settle();
    expect($<HTMLButtonElement>("button.o_portal_remove_api_key[id='1']")!.disabled).toBe(false);
    await click($$(".o_dialog .modal-footer button").find((b) => b.textContent === "Cancel")!);
    const form = $<HTMLFormElement>(".oe_reset_password_form")!;
    const post = () => {
      const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(post()).toBe(false);
    expect(post()).toBe(true);
  });

  it("finds the key list in the page's markup", () => {
    document.body.innerHTML = `<section><table id="keys"></table><button class="o_portal_new_api_key"></button></section>`;
    expect(keyListOf(document)!.id).toBe("keys");
  });
});
