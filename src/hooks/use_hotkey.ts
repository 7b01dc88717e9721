import { useEffect, useRef } from "react";
import type { HotkeyOptions, HotkeyService } from "../services/hotkey";
import { useService } from "./use_service";

/** Registers a hotkey while the component is mounted (the latest callback is always called). */
export function useHotkey(hotkey: string, callback: (event: KeyboardEvent) => void, options: HotkeyOptions = {}): void {
  const hotkeys = useService<HotkeyService>("hotkey");
  const latest = useRef(callback);
  latest.current = callback;
  const { bypassEditableProtection, global, allowRepeat } = options;
  const area = useRef(options.area);
  area.current = options.area;
  useEffect(
    () => hotkeys.add(hotkey, (event) => latest.current(event), { bypassEditableProtection, global, allowRepeat, area: area.current }),
    [hotkeys, hotkey, bypassEditableProtection, global, allowRepeat],
  );
}
