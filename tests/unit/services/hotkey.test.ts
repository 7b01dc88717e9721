import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOTKEY_KEYS, HOTKEY_MODIFIERS, NAVIGATION_KEYS, hotkeyOf, isEditable, normalizeHotkey } from "../../../src/services/hotkey_keys";
import { AlertDialog } from "../../../src/components/AlertDialog";
import { $, $$, startOverlays, type Harness } from "./overlay_harness";

let h: Harness;
afterEach(() => h?.stop());

const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}) =>
  act(async () => {
    const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : /^\d$/.test(key) ? `Digit${key}` : key;
    target.dispatchEvent(new KeyboardEvent("keydown", { key, code, bubbles: true, cancelable: true, ...init }));
  });

describe("hotkey keys", () => {
  it("allows letters, digits and the spec's navigation keys, with alt, control and shift", () => {
    expect(HOTKEY_MODIFIERS).toEqual(["alt", "control", "shift"]);
    expect(NAVIGATION_KEYS).toEqual(["arrowup", "arrowdown", "arrowleft", "arrowright", "pageup", "pagedown", "home", "end", "backspace", "enter", "tab", "delete", "escape"]);
    expect(HOTKEY_KEYS).toContain("a");
    expect(HOTKEY_KEYS).toContain("z");
    expect(HOTKEY_KEYS).toContain("0");
    expect(HOTKEY_KEYS).toContain("9");
    expect(HOTKEY_KEYS).toHaveLength(26 + 10 + 13);
  });

  it("normalizes a hotkey to modifiers in order, then the key", () => {
    expect(normalizeHotkey("Shift+Alt+K")).toBe("alt+shift+k");
    expect(normalizeHotkey("control+ArrowDown")).toBe("control+arrowdown");
    expect(normalizeHotkey("escape")).toBe("escape");
  });

  it.each(["alt+a+b", "alt+f5", "alt", "alt+alt+a", "meta+a", "ctrl+a", ""])("refuses %j", (hotkey) => {
    expect(() => normalizeHotkey(hotkey)).toThrowError(`Invalid hotkey "${hotkey}"`);
  });

  it("reads the hotkey of an event, whatever shift does to the character", () => {
    expect(hotkeyOf(new KeyboardEvent("keydown", { key: "K", code: "KeyK", altKey: true, shiftKey: true }))).toBe("alt+shift+k");
    expect(hotkeyOf(new KeyboardEvent("keydown", { key: "!", code: "Digit1", shiftKey: true }))).toBe("shift+1");
    expect(hotkeyOf(new KeyboardEvent("keydown", { key: "PageDown", code: "PageDown", ctrlKey: true }))).toBe("control+pagedown");
    expect(hotkeyOf(new KeyboardEvent("keydown", { key: "F5", code: "F5" }))).toBeNull();
    expect(hotkeyOf(new KeyboardEvent("keydown", { key: "Alt", code: "AltLeft", altKey: true }))).toBeNull();
  });

  it("knows text inputs", () => {
    const make = (html: string) => {
      const div = document.createElement("div");
      div.innerHTML = html;
      return div.firstElementChild;
    };
    expect(isEditable(make('<input type="text">'))).toBe(true);
    expect(isEditable(make("<textarea></textarea>"))).toBe(true);
    expect(isEditable(make('<input type="checkbox">'))).toBe(false);
    expect(isEditable(make("<button></button>"))).toBe(false);
  });
});

describe("hotkey service", () => {
  it("calls the registration of a hotkey and prevents the browser's default", async () => {
    h = await startOverlays();
    const callback = vi.fn();
    const remove = h.services.hotkey.add("alt+shift+h", callback);
    let event!: KeyboardEvent;
    await act(async () => {
      event = new KeyboardEvent("keydown", { key: "H", code: "KeyH", altKey: true, shiftKey: true, bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
    });
    expect(callback).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    await press(document.body, "h", { altKey: true });
    expect(callback).toHaveBeenCalledTimes(1);
    remove();
    await press(document.body, "H", { altKey: true, shiftKey: true });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("ignores hotkeys in text inputs unless allowed, except escape", async () => {
    h = await startOverlays();
    const input = document.createElement("input");
    document.body.appendChild(input);
    const plain = vi.fn();
    const allowed = vi.fn();
    const escape = vi.fn();
    h.services.hotkey.add("control+k", plain);
    h.services.hotkey.add("control+j", allowed, { bypassEditableProtection: true });
    h.services.hotkey.add("escape", escape);
    await press(input, "k", { ctrlKey: true });
    await press(input, "j", { ctrlKey: true });
    await press(input, "Escape");
    expect(plain).not.toHaveBeenCalled();
    expect(allowed).toHaveBeenCalledTimes(1);
    expect(escape).toHaveBeenCalledTimes(1);
  });

  it("handles nothing while the UI is blocked", async () => {
    h = await startOverlays();
    const callback = vi.fn();
    h.services.hotkey.add("control+k", callback);
    await h.run(() => h.services.ui.block());
    await press(document.body, "k", { ctrlKey: true });
    expect(callback).not.toHaveBeenCalled();
    await h.run(() => h.services.ui.unblock());
    await press(document.body, "k", { ctrlKey: true });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("clicks the element whose data-hotkey matches on alt+key", async () => {
    h = await startOverlays();
    document.body.insertAdjacentHTML("beforeend", '<button data-hotkey="n" id="n">New</button><button data-hotkey="s" id="s" disabled>Save</button>');
    const clicks: string[] = [];
    document.body.addEventListener("click", (e) => clicks.push((e.target as HTMLElement).id));
    await press(document.body, "n", { altKey: true });
    await press(document.body, "s", { altKey: true });
    await press(document.body, "n");
    expect(clicks).toEqual(["n"]);
  });

  it("shows the hotkeys of the page while alt is held", async () => {
    h = await startOverlays();
    document.body.insertAdjacentHTML("beforeend", '<button data-hotkey="n">New</button><button data-hotkey="q" hidden>Hidden</button>');
    await press(document.body, "Alt", { altKey: true, code: "AltLeft" });
    expect($$(".o_hotkey_overlay").map((el) => el.textContent)).toEqual(["N"]);
    await act(async () => window.dispatchEvent(new KeyboardEvent("keyup", { key: "Alt" })));
    expect($(".o_hotkey_overlay")).toBeNull();
  });

  it("while a dialog is open, answers only the dialog's registrations and global ones", async () => {
    h = await startOverlays();
    const page = vi.fn();
    const global = vi.fn();
    h.services.hotkey.add("control+k", page);
    h.services.hotkey.add("control+g", global, { global: true });
    document.body.insertAdjacentHTML("beforeend", '<button data-hotkey="n" id="n">New</button>');
    const clicked = vi.fn();
    $("#n")!.addEventListener("click", clicked);
    await h.run(() => h.services.dialog.add(AlertDialog, { body: "modal" }));
    const dialog = $(".o_dialog")!;
    const inDialog = vi.fn();
    h.services.hotkey.add("control+k", inDialog, { area: () => dialog });
    await press(document.activeElement!, "k", { ctrlKey: true });
    await press(document.activeElement!, "g", { ctrlKey: true });
    await press(document.activeElement!, "n", { altKey: true });
    expect(page).not.toHaveBeenCalled();
    expect(inDialog).toHaveBeenCalledTimes(1);
    expect(global).toHaveBeenCalledTimes(1);
    expect(clicked).not.toHaveBeenCalled();
  });
});
