// The composer arriving on demand: a failed load says so and keeps what was typed, the next
// interaction loads it; text typed while it arrives is handed over.
import { act } from "react";
import { afterEach, expect, it, vi } from "vitest";
import chatter from "../../../islands/portal/chatter/chatter";
import { COMPOSER_LOAD_FAILED, composerSource } from "../../../islands/portal/chatter/composer_on_demand";
import { $, loadPage, settle, startPortal, type PortalHarness } from "./portal_harness";


let portal: PortalHarness;
afterEach(() => {
  portal?.stop();
  vi.restoreAllMocks();
});

const wake = async () => {
  await act(async () => void $(".o_portal_chatter_composer")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
  await settle();
};

it("says the composer could not load, keeps the text, and loads it at the next interaction", async () => {
  vi.spyOn(composerSource, "load").mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
  portal = await startPortal("portal");
  await loadPage(portal.server, "/my/orders/1");
  await portal.mount(chatter);
  $<HTMLTextAreaElement>("textarea[name=message]")!.value = "Kept through a failed load";
  await wake();
  expect($("[role=alert].o_portal_chatter_composer_error")!.textContent).toBe(COMPOSER_LOAD_FAILED);
  expect($(".o_portal_chatter_composer_btn[data-action]")).toBeNull();
  await wake();
  await vi.waitFor(() => expect($(".o_portal_chatter_composer_btn[data-action]")).not.toBeNull());
  expect($<HTMLTextAreaElement>("textarea[name=message]")!.value).toBe("Kept through a failed load");
});

it("hands over text typed after the focus that woke the composer, before its code arrived", async () => {
  const loaded = await import("../../../islands/portal/chatter/Composer");
  let arrive!: (module: typeof loaded) => void;
  vi.spyOn(composerSource, "load").mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  portal = await startPortal("portal");
  await loadPage(portal.server, "/my/orders/1");
  await portal.mount(chatter);
  const light = $<HTMLTextAreaElement>("textarea[name=message]")!;
  await act(async () => {
    light.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    // A fill right after the focus: typed while the code is on its way.
    light.value = "Typed while the composer came";
    arrive(loaded);
  });
  await settle();
  await vi.waitFor(() => expect($(".o_portal_chatter_composer_btn[data-action]")).not.toBeNull());
  expect($<HTMLTextAreaElement>("textarea[name=message]")!.value).toBe("Typed while the composer came");
});

it("does not swap the form under a press: a click whose code arrived between the press and the release sends", async () => {
  const loaded = await import("../../../islands/portal/chatter/Composer");
  vi.spyOn(composerSource, "load").mockReturnValue(Promise.resolve(loaded));
  portal = await startPortal("portal");
  await loadPage(portal.server, "/my/orders/1");
  await portal.mount(chatter);
  const send = $<HTMLButtonElement>(".o_portal_chatter_composer_btn")!;
  await act(async () => {
    // The pointer comes over the button (which wakes the composer), presses it, and the code
    // arrives before the release: the button pressed must still be there to take the click.
    send.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    send.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
  await settle();
  expect(send.isConnected).toBe(true);
  await act(async () => {
    send.dispatchEvent(new PointerEvent("pointerup", { bubbles: true }));
    send.click();
  });
  await settle();
  await vi.waitFor(() => expect($(".o_portal_chatter_composer_btn[data-action]")).not.toBeNull());
  expect($(".o_portal_chatter_composer_error")!.textContent).toBe("Some fields are required. Please make sure to write a message or attach a document");
});

it("swaps the form in the same task the code arrives in: no press can start between the check and the swap", async () => {
  const loaded = await import("../../../islands/portal/chatter/Composer");
  let arrive!: (module: typeof loaded) => void;
  vi.spyOn(composerSource, "load").mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  portal = await startPortal("portal");
  await loadPage(portal.server, "/my/orders/1");
  await portal.mount(chatter);
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  // Outside act, as in a browser: React would otherwise commit the swap in a later task, and a
  // press landing in that gap would lose its button (and the click) at the release.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    $(".o_portal_chatter_composer")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    arrive(loaded);
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect($(".o_portal_chatter_composer_btn[data-action]")).not.toBeNull();
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
