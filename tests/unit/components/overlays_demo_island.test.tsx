// The overlays demo island on its page (fixtures/pages/runtime/overlays.html in the site layout, as
// the reference server renders it). Failure
// paths that end in an unhandled rejection are exercised in Chromium (tests/e2e/errors*.spec.ts).
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import demo from "../../../islands/runtime/overlays_demo";
import debugMenu from "../../../islands/runtime/debug_menu";
import { mountIsland } from "../../../src/runtime/mount";
import { startTestServer } from "../server_fetch";
import { $, $$, startOverlays, text, tick, type Harness } from "../services/overlay_harness";

let h: Harness;
let unmount: () => void = () => {};

async function mountDemo(debug = "") {
  const page = await (await fetch(`/runtime/overlays${debug ? `?debug=${debug}` : ""}`)).text();
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)![1];
  h = await startOverlays({ debug });
  unmount = await mountOn(demo, $("#o_overlays_demo")!);
}
/** Mounts inside act (which flushes the effect that resolves the mount) and waits for it. */
async function mountOn(definition: typeof demo | typeof debugMenu, host: HTMLElement) {
  let mounted!: Promise<() => void>;
  await act(async () => {
    mounted = mountIsland(h.env, definition as never, host);
  });
  return mounted;
}
const click = (selector: string) => act(async () => $(selector)!.click());

beforeEach(() => void startTestServer());
afterEach(() => {
  act(() => unmount());
  h?.stop();
  vi.useRealTimers();
});

describe("overlays demo island", () => {
  it("is found by the build with the selector of its definition", async () => {
    const { readIslands } = await import("../../../build/read_islands.mjs");
    const islands = readIslands("islands");
    expect(islands.find((e) => e.name === demo.name)!.selector).toBe(demo.selector);
    expect(islands.find((e) => e.name === debugMenu.name)!.selector).toBe(debugMenu.selector);
  });

  it("shows a notification with the button's type, title and message", async () => {
    await mountDemo();
    await click("[data-demo='notify'][data-type='success']");
    expect(text(".o_notification_success .o_notification_title")).toBe("Saved");
    expect(text(".o_notification_success .o_notification_content")).toBe("The page is published.");
  });

  it("asks for confirmation and reports the answer", async () => {
    await mountDemo();
    await click("[data-demo='confirm']");
    expect(text(".modal-title")).toBe("Confirmation");
    await act(async () => $$(".modal-footer button")[1].click());
    expect(text("#demo-status")).toBe("Cancelled.");
  });

  it("keeps what was typed when the form dialog's input is invalid", async () => {
    await mountDemo();
    await click("[data-demo='form-dialog']");
    await act(async () => $(".modal-footer .btn-primary")!.click());
    expect(text("#demo-rename-error")).toBe("Please enter a name.");
    expect($(".o_dialog")).not.toBeNull();
    const input = $("#demo-rename-input") as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "About us");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => $(".modal-footer .btn-primary")!.click());
    expect($(".o_dialog")).toBeNull();
    expect(text("#demo-status")).toBe("Renamed to About us.");
  });

  it("opens a popover at the chosen position", async () => {
    await mountDemo();
    ($("#demo-popover-position") as HTMLSelectElement).value = "left";
    await click("[data-demo='popover']");
    expect(text(".o_demo_popover p")).toBe("A popover on the left.");
    expect($(".o_popover")!.classList.contains("bs-popover-left")).toBe(true);
  });

  it("blocks the page for 3 seconds", async () => {
    vi.useFakeTimers();
    await mountDemo();
    await click("[data-demo='block']");
    expect(text(".o_blockUI .o_message")).toBe("Loading...");
    await tick(2999, vi);
    expect($(".o_blockUI")).not.toBeNull();
    await tick(1, vi);
    expect($(".o_blockUI")).toBeNull();
  });

  it("shows the rainbow man with the button's message", async () => {
    (window as any).odoo = { __session_info__: { show_effect: true } };
    await mountDemo();
    await click("[data-demo='effect'][data-fadeout='slow']");
    expect(text(".o_reward_msg_content")).toBe("Your first page is online!");
    delete (window as any).odoo;
  });

  it("counts the contacts on the server", async () => {
    await mountDemo();
    await click("[data-demo='count']");
    await vi.waitFor(() => expect(text(".o_notification_content")).toMatch(/^The server answered: \d+ contacts\.$/));
  });

  it("renders the dropdowns and counts alt+shift+h", async () => {
    await mountDemo();
    expect($$("#demo-dropdowns .dropdown-toggle").map((b) => b.textContent)).toEqual(["File", "Edit", "View"]);
    expect(text("#demo-hotkey-count")).toBe("0");
    await act(async () => document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "H", code: "KeyH", altKey: true, shiftKey: true, bubbles: true, cancelable: true })));
    expect(text("#demo-hotkey-count")).toBe("1");
  });

  it("leaves the debug menu empty outside debug mode and shows it in debug mode", async () => {
    await mountDemo();
    // Outside debug mode the server renders no place for the menu; the island, put on one, stays empty.
    expect($(".o_debug_manager")).toBeNull();
    const host = document.createElement("li");
    host.className = "nav-item o_debug_manager";
    $("#top_menu")!.appendChild(host);
    let stop = await mountOn(debugMenu, host);
    expect(host.children).toHaveLength(0);
    act(() => stop());
    h.stop();
    await mountDemo("1");
    stop = await mountOn(debugMenu, $(".o_debug_manager")!);
    expect($(".o_debug_menu_toggler")!.getAttribute("aria-label")).toBe("Debug menu");
    await act(async () => $(".o_debug_menu_toggler")!.click());
    const entries = $$(".o_debug_menu > [role='menuitem'], .o_debug_menu > .o_dropdown > [role='menuitem']").map((el) => el.textContent);
    expect(entries).toEqual(["Activate Assets Debugging", "Activate Tests Assets Debugging", "Regenerate Assets Bundles", "Profiling", "Leave the Developer Tools"]);
    act(() => stop());
  });
});
