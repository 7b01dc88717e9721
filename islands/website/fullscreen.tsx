// Fullscreen mode (spec 2 §2, §4, §6, §9): Escape outside modals toggles body.o_fullscreen for
// logged-in visitors; entering shows the hint for 2000 ms; the transition class goes after 500 ms.
import { useEffect } from "react";
import { defineIsland } from "../../src/runtime/island";
import { isLoggedIn } from "./page_session";

export const FULLSCREEN_HINT_MS = 2000;
export const FULLSCREEN_TRANSITION_MS = 500;
export const FULLSCREEN_HINT = "Press esc to exit full screen";

/** What fullscreen hides and the hint's look, so that any page with the island gets them. */
export const FULLSCREEN_CSS = `body.o_fullscreen header#top, body.o_fullscreen footer#bottom { display: none; }
.o_fullscreen_indication { position: fixed; top: 1rem; left: 50%; transform: translateX(-50%); z-index: 1100; background: rgba(0,0,0,.8); color: #fff; padding: .5rem 1rem; border-radius: .25rem; opacity: 0; visibility: hidden; pointer-events: none; transition: opacity .3s, visibility .3s; }
.o_fullscreen_indication.o_visible { opacity: 1; visibility: visible; }
.o_fullscreen_indication p { margin: 0; }`;

function ensureStyle() {
  if (document.getElementById("o_fullscreen_style")) return;
  const style = document.createElement("style");
  style.id = "o_fullscreen_style";
  style.textContent = FULLSCREEN_CSS;
  document.head.append(style);
}

const modalOpen = () => Boolean(document.querySelector(".modal.show, .o_dialog, [role=dialog][aria-modal=true]"));

export function toggleFullscreen(body: HTMLElement, hint: HTMLElement, timers: Set<ReturnType<typeof setTimeout>>) {
  const on = !body.classList.contains("o_fullscreen");
  body.classList.add("o_fullscreen_transition");
  body.classList.toggle("o_fullscreen", on);
  hint.classList.toggle("o_visible", on);
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => (timers.delete(timer), run()), ms);
    timers.add(timer);
  };
  if (on) later(FULLSCREEN_HINT_MS, () => hint.classList.remove("o_visible"));
  later(FULLSCREEN_TRANSITION_MS, () => body.classList.remove("o_fullscreen_transition"));
  return on;
}

function Fullscreen() {
  useEffect(() => {
    if (!isLoggedIn()) return;
    ensureStyle();
    const hint = document.createElement("div");
    hint.className = "o_fullscreen_indication";
    hint.setAttribute("role", "status");
    const text = document.createElement("p");
    text.textContent = FULLSCREEN_HINT;
    hint.append(text);
    document.body.append(hint);
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || modalOpen()) return;
      toggleFullscreen(document.body, hint, timers);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      timers.forEach(clearTimeout);
      hint.remove();
    };
  }, []);
  return null;
}

export default defineIsland({
  name: "website.fullscreen",
  selector: "header#top[data-name=Header]",
  moment: "load",
  mode: "enhance",
  Component: Fullscreen,
});
