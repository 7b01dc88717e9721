// A lesson's "copy the link" button (spec 2 §2, §9): copies the link field next to it and shows the
// 'Copied !' tooltip for 800 ms under the button.
import { defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { createElement, useRef } from "react";
import { COPIED } from "./messages";
import { COPIED_MS } from "./share";

const CopiedText = ({ text }: { text: string }) => createElement("span", { className: "o_tooltip_text" }, text);

/** The link field a copy button copies: #wslides_share_link_id_<n> for #share_link_id_<n>, as the platform names them. */
export const linkFieldOf = (button: HTMLElement) => document.getElementById(`wslides_${button.id}`) as HTMLInputElement | null;

function LessonShareCopy() {
  const button = useHost();
  const popover = useService("popover");
  const _t = useTranslate();
  const shown = useRef<{ close: () => void; timer: ReturnType<typeof setTimeout> } | null>(null);
  useHostEvent("click", async (event) => {
    event.preventDefault();
    const field = linkFieldOf(button);
    if (!field) return;
    field.select();
    await navigator.clipboard?.writeText(field.value).catch(() => undefined);
    if (shown.current) (clearTimeout(shown.current.timer), shown.current.close());
    const close = popover.add(button, CopiedText, { text: _t(COPIED) }, { position: "bottom", variant: "tooltip", closeOnClickAway: false, popoverClass: "o_wslides_copied_tooltip" });
    shown.current = { close, timer: setTimeout(() => (close(), (shown.current = null)), COPIED_MS) };
  });
  return null;
}

export default defineIsland({
  name: "slides.lesson_share_copy",
  selector: ".o_wslides_lesson_share .o_clipboard_button",
  moment: "load",
  mode: "enhance",
  services: ["popover"],
  Component: LessonShareCopy,
});
