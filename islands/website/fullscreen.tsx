// Fullscreen mode (spec 2 §2, §4, §6, §9): Escape outside modals toggles body.o_fullscreen for
// logged-in visitors; entering shows the hint for 2000 ms; the transition class goes after 500 ms.
import { useEffect, useState } from "react";
import { Portal, child, defineIsland, findIn, defineMarkup, useBind, useTimeouts, useTranslate, type IslandProps } from "../../src/kit";
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

const openModal = child.optional(".modal.show, .o_dialog, [role=dialog][aria-modal=true]");
const modalOpen = () => findIn(openModal, document).length > 0;

const markup = defineMarkup({});

function Fullscreen({ parts }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  const timeouts = useTimeouts();
  const [allowed] = useState(isLoggedIn);
  const [on, setOn] = useState(false);
  const [hint, setHint] = useState(false);
  const [transition, setTransition] = useState(false);
  useEffect(() => void (allowed && ensureStyle()), [allowed]);

  const toggle = () => {
    const next = !on;
    setOn(next);
    setHint(next);
    setTransition(true);
    timeouts.clear();
    if (next) timeouts.set(() => setHint(false), FULLSCREEN_HINT_MS);
    timeouts.set(() => setTransition(false), FULLSCREEN_TRANSITION_MS);
  };
  useBind(parts, {
    body: { class: { o_fullscreen: allowed ? on : undefined, o_fullscreen_transition: allowed ? transition : undefined } },
    document: { on: { keydown: (event) => allowed && event.key === "Escape" && !event.defaultPrevented && !modalOpen() && toggle() } },
  });
  if (!allowed) return null;
  return (
    <Portal into="body">
      <div className={`o_fullscreen_indication${hint ? " o_visible" : ""}`} role="status">
        <p>{_t(FULLSCREEN_HINT)}</p>
      </div>
    </Portal>
  );
}

export default defineIsland({
  name: "website.fullscreen",
  selector: "header#top[data-name=Header]",
  moment: "load",
  mode: "enhance",
  markup,
  Component: Fullscreen,
});
