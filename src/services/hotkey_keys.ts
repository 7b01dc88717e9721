// What a hotkey is (spec 1 §5): one key — a letter, a digit or a navigation key — plus any of the
// modifiers alt, control and shift, written "alt+shift+k" (modifiers first, in that order).
export const HOTKEY_MODIFIERS = ["alt", "control", "shift"] as const;
export const LETTERS = "abcdefghijklmnopqrstuvwxyz".split("");
export const DIGITS = "0123456789".split("");
export const NAVIGATION_KEYS = [
  "arrowup",
  "arrowdown",
  "arrowleft",
  "arrowright",
  "pageup",
  "pagedown",
  "home",
  "end",
  "backspace",
  "enter",
  "tab",
  "delete",
  "escape",
] as const;
export const HOTKEY_KEYS: readonly string[] = [...LETTERS, ...DIGITS, ...NAVIGATION_KEYS];

export const invalidHotkey = (hotkey: string) =>
  `Invalid hotkey "${hotkey}": use one letter, digit or navigation key (${NAVIGATION_KEYS.join(", ")}), with any of the modifiers alt, control and shift`;

/** The canonical form of a hotkey ("Shift+Alt+K" → "alt+shift+k"); throws on anything else. */
export function normalizeHotkey(hotkey: string): string {
  const parts = hotkey.toLowerCase().split("+").map((part) => part.trim());
  const modifiers = parts.filter((part) => (HOTKEY_MODIFIERS as readonly string[]).includes(part));
  const keys = parts.filter((part) => !(HOTKEY_MODIFIERS as readonly string[]).includes(part));
  if (keys.length !== 1 || !HOTKEY_KEYS.includes(keys[0]) || new Set(modifiers).size !== modifiers.length) {
    throw new Error(invalidHotkey(hotkey));
  }
  return [...HOTKEY_MODIFIERS.filter((m) => modifiers.includes(m)), keys[0]].join("+");
}

/** The key of an event, independent of the modifiers (shift+1 is "1", not "!"). */
export function keyOf(event: KeyboardEvent): string {
  const letter = /^Key([A-Z])$/.exec(event.code ?? "");
  if (letter) return letter[1].toLowerCase();
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(event.code ?? "");
  if (digit) return digit[1];
  return (event.key ?? "").toLowerCase();
}

/** The hotkey an event stands for, or null when its key is not a hotkey key. */
export function hotkeyOf(event: KeyboardEvent): string | null {
  const key = keyOf(event);
  if (!HOTKEY_KEYS.includes(key)) return null;
  const modifiers = [event.altKey && "alt", event.ctrlKey && "control", event.shiftKey && "shift"].filter(Boolean);
  return [...modifiers, key].join("+");
}

const TEXT_INPUT_TYPES = ["text", "search", "email", "password", "number", "tel", "url", "date", "datetime-local", "month", "time", "week"];

/** Text inputs, where hotkeys are ignored unless allowed (escape apart). */
export function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return false;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.includes(target.type);
}
