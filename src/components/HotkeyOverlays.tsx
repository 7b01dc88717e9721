// While alt is held, each element with a data-hotkey shows its key in a small badge.
import { useStore } from "../hooks/use_store";
import type { ReadableAtom } from "nanostores";
import type { HotkeyOverlay } from "../services/hotkey";

export function HotkeyOverlays({ overlays }: { overlays: ReadableAtom<HotkeyOverlay[]> }) {
  const items = useStore(overlays);
  if (!items.length) return null;
  return (
    <div className="o_hotkey_overlays" aria-hidden="true">
      {items.map(({ key, rect }, index) => (
        <kbd
          key={index}
          className="o_hotkey_overlay position-fixed shadow"
          style={{ top: Math.max(0, rect.top - 8), left: Math.max(0, rect.left - 8), zIndex: 1150, background: "#212529", color: "#fff", fontSize: "0.8rem" }}
        >
          {key.toUpperCase()}
        </kbd>
      ))}
    </div>
  );
}
