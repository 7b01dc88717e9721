// Hotkeys (spec 1 §5): add(hotkey, callback, options) registers a handler. Keys pressed in a text
// input are ignored unless the registration allows it (escape apart); nothing is handled while the
// UI is blocked. While a dialog is open only its own registrations (and global ones) answer.
// Elements with data-hotkey="k" are clicked on alt+k; holding alt alone shows their hotkeys.
import { atom } from "nanostores";
import { HotkeyOverlays } from "../components/HotkeyOverlays";
import { addOverlay } from "../runtime/overlay";
import { defineService } from "../runtime/service";
import { hotkeyOf, isEditable, normalizeHotkey } from "./hotkey_keys";
import type { UIService } from "./ui";

export const HOTKEY_ATTRIBUTE = "data-hotkey";
export const HOTKEY_OVERLAY_SEQUENCE = 95;

export interface HotkeyOptions {
  /** handle the hotkey even when focus is in a text input */
  bypassEditableProtection?: boolean;
  /** handle it even while a dialog (another active element) is open */
  global?: boolean;
  /** the element the registration belongs to (default: the document) */
  area?: () => HTMLElement | null;
  allowRepeat?: boolean;
  isAvailable?: () => boolean;
}

interface Registration extends HotkeyOptions {
  hotkey: string;
  callback: (event: KeyboardEvent) => void;
}

export interface HotkeyOverlay {
  key: string;
  rect: { top: number; left: number };
}

function isVisible(el: HTMLElement): boolean {
  return el.isConnected && !el.closest("[hidden]") && (el.offsetParent !== null || el.getClientRects().length > 0);
}

export function createHotkeyService(ui: UIService) {
  const registrations: Registration[] = [];
  const overlays = atom<HotkeyOverlay[]>([]);

  const activeArea = () => ui.activeElement.get();
  const inActiveArea = (el: Element | null | undefined) => {
    const area = activeArea();
    return area === document.body ? true : Boolean(el && area.contains(el));
  };

  function hotkeyElements(): HTMLElement[] {
    return [...document.querySelectorAll<HTMLElement>(`[${HOTKEY_ATTRIBUTE}]`)].filter(
      (el) => isVisible(el) && inActiveArea(el) && !(el as HTMLButtonElement).disabled,
    );
  }

  function showOverlays() {
    overlays.set(
      hotkeyElements().map((el) => {
        const box = el.getBoundingClientRect();
        return { key: el.getAttribute(HOTKEY_ATTRIBUTE)!, rect: { top: box.top, left: box.left } };
      }),
    );
  }
  const hideOverlays = () => overlays.get().length && overlays.set([]);

  function onKeyDown(event: KeyboardEvent) {
    if (ui.isBlocked.get()) return;
    if (event.key === "Alt" && !event.ctrlKey && !event.shiftKey && !event.repeat) {
      showOverlays();
      return;
    }
    hideOverlays();
    if (event.defaultPrevented) return;
    const hotkey = hotkeyOf(event);
    if (!hotkey) return;
    const editable = isEditable(event.target) && hotkey !== "escape";

    if (hotkey.startsWith("alt+") && !editable) {
      const wanted = hotkey.slice("alt+".length);
      const element = hotkeyElements().find((el) => el.getAttribute(HOTKEY_ATTRIBUTE)!.toLowerCase() === wanted);
      if (element) {
        event.preventDefault();
        element.focus();
        element.click();
        return;
      }
    }

    for (let index = registrations.length - 1; index >= 0; index--) {
      const registration = registrations[index];
      if (registration.hotkey !== hotkey) continue;
      if (editable && !registration.bypassEditableProtection) continue;
      if (event.repeat && !registration.allowRepeat) continue;
      if (!registration.global) {
        // Without an area a registration belongs to the page: it waits while a dialog is open.
        const area = registration.area?.() ?? null;
        if (area ? !inActiveArea(area) : activeArea() !== document.body) continue;
      }
      if (registration.isAvailable && !registration.isAvailable()) continue;
      event.preventDefault();
      registration.callback(event);
      return;
    }
  }

  const onKeyUp = (event: KeyboardEvent) => event.key === "Alt" && hideOverlays();
  window.addEventListener("keydown", onKeyDown);
  window.addEventListener("keyup", onKeyUp);
  window.addEventListener("blur", hideOverlays);
  window.addEventListener("pointerdown", hideOverlays, true);

  return {
    overlays,
    /** Registers a hotkey; returns the function that removes it. Throws on an invalid hotkey. */
    add(hotkey: string, callback: (event: KeyboardEvent) => void, options: HotkeyOptions = {}): () => void {
      const registration: Registration = { ...options, hotkey: normalizeHotkey(hotkey), callback };
      registrations.push(registration);
      return () => {
        const index = registrations.indexOf(registration);
        if (index >= 0) registrations.splice(index, 1);
      };
    },
    stop() {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("keyup", onKeyUp);
      window.removeEventListener("blur", hideOverlays);
      window.removeEventListener("pointerdown", hideOverlays, true);
    },
  };
}
export type HotkeyService = ReturnType<typeof createHotkeyService>;

export const hotkeyService = defineService<HotkeyService, { ui: UIService }>({
  dependencies: ["ui"],
  start(_env, { ui }) {
    const service = createHotkeyService(ui);
    addOverlay(HotkeyOverlays, { overlays: service.overlays }, { sequence: HOTKEY_OVERLAY_SEQUENCE });
    return service;
  },
});
