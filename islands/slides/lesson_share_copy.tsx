// A lesson's "copy the link" button (spec 2 §2, §9): copies the link field next to it and shows the
// 'Copied !' tooltip for 800 ms under the button.
import { createElement, useRef } from "react";
import { defineIsland, defineMarkup, useBind, useHost, useTimeouts, useTranslate, type IslandProps, useServiceLater, type PopoverService } from "../../src/kit";
import { COPIED } from "./messages";
import { COPIED_MS } from "./share";

const CopiedText = ({ text }: { text: string }) => createElement("span", { className: "o_tooltip_text" }, text);

/** The link field a copy button copies: #wslides_share_link_id_<n> for #share_link_id_<n>, as the platform names them. */
export const linkFieldOf = (button: HTMLElement) => document.getElementById(`wslides_${button.id}`) as HTMLInputElement | null;

const markup = defineMarkup({});

function LessonShareCopy({ parts }: IslandProps<typeof markup>) {
  const button = useHost();
  // the tooltip's library comes with the first copy, not with the page
  const popover = useServiceLater<PopoverService>("popover");
  const _t = useTranslate();
  const timeouts = useTimeouts();
  // closes the tooltip shown, and its timer
  const hideShown = useRef(() => {});
  const copy = async (event: MouseEvent) => {
    event.preventDefault();
    const field = linkFieldOf(button);
    if (!field) return;
    field.select();
    await navigator.clipboard?.writeText(field.value).catch(() => undefined);
    hideShown.current();
    const close = (await popover()).add(button, CopiedText, { text: _t(COPIED) }, { position: "bottom", variant: "tooltip", closeOnClickAway: false, popoverClass: "o_wslides_copied_tooltip" });
    const cancel = timeouts.set(() => ((hideShown.current = () => {}), close()), COPIED_MS);
    hideShown.current = () => (cancel(), close());
  };
  useBind(parts, { host: { on: { click: (event) => void copy(event) } } });
  return null;
}

export default defineIsland({
  name: "slides.lesson_share_copy",
  selector: ".o_wslides_lesson_share .o_clipboard_button",
  moment: "load",
  mode: "enhance",
  markup,
  Component: LessonShareCopy,
});
