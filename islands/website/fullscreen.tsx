// Fullscreen mode (spec 2 §2, §4, §6, §9): Escape outside modals toggles body.o_fullscreen for
// logged-in visitors; entering shows the hint for 2000 ms; the transition class goes after 500 ms.
// The platform binds the key in WebsiteRoot on `body`: so does this bind island, without React,
// so that a page whose other islands need none (/contactus) still loads none.
import { child, defineIsland, defineMarkup, findIn, readSessionInfo } from "../../src/kit";

export const FULLSCREEN_HINT_MS = 2000;
export const FULLSCREEN_TRANSITION_MS = 500;
export const FULLSCREEN_HINT = "Press esc to exit full screen";

/** What fullscreen hides and the hint's look, so that any page with the island gets them. */
const FULLSCREEN_CSS = `body.o_fullscreen header#top, body.o_fullscreen footer#bottom { display: none; }
.o_fullscreen_indication { position: fixed; top: 1rem; left: 50%; transform: translateX(-50%); z-index: 1100; background: rgba(0,0,0,.8); color: #fff; padding: .5rem 1rem; border-radius: .25rem; opacity: 0; visibility: hidden; pointer-events: none; transition: opacity .3s, visibility .3s; }
.o_fullscreen_indication.o_visible { opacity: 1; visibility: visible; }
.o_fullscreen_indication p { margin: 0; }`;

const STYLE_ID = "o_fullscreen_style";
/** The style element, added once per page; returns it when this call added it. */
const addStyle = (): HTMLStyleElement | null =>
  document.getElementById(STYLE_ID) ? null : document.head.appendChild(Object.assign(document.createElement("style"), { id: STYLE_ID, textContent: FULLSCREEN_CSS }));

/** The hint box, as the platform's `website.fullscreen_indication`; its text is bound. */
function createHint(): HTMLElement {
  const hint = Object.assign(document.createElement("div"), { className: "o_fullscreen_indication" });
  hint.setAttribute("role", "status");
  hint.append(document.createElement("p"));
  return hint;
}

const openModal = child.optional(".modal.show, .o_dialog, [role=dialog][aria-modal=true]");
const modalOpen = () => findIn(openModal, document).length > 0;

const markup = defineMarkup({
  children: {
    // the island's own hint box, appended to body on the first toggle
    hint: child.optional(".o_fullscreen_indication"),
    hintText: child.optional(".o_fullscreen_indication > p"),
  },
});

export default defineIsland({
  name: "website.fullscreen",
  selector: "body",
  moment: "load",
  mode: "bind",
  // a visitor's page does not even fetch it (the loader reads the session's uid)
  signedIn: true,
  markup,
  setup({ host, bind, timeouts, translate, cleanup }) {
    // the loader already skips it for a visitor; not a page's own islands.start or a test's mount
    if (!readSessionInfo().uid) return;
    const style = addStyle();
    let hintBox: HTMLElement | null = null;
    cleanup(() => {
      style?.remove();
      hintBox?.remove();
    });
    let on = false;
    let hint = false;
    let transition = false;
    const toggle = () => {
      on = !on;
      hint = on;
      transition = true;
      timeouts.clear();
      if (on) timeouts.set(() => (hint = false), FULLSCREEN_HINT_MS);
      timeouts.set(() => (transition = false), FULLSCREEN_TRANSITION_MS);
      if (!hintBox) host.append((hintBox = createHint()));
    };
    bind(() => ({
      host: { class: { o_fullscreen: on, o_fullscreen_transition: transition } },
      document: { on: { keydown: (event) => event.key === "Escape" && !event.defaultPrevented && !modalOpen() && toggle() } },
      hint: { class: { o_visible: hint } },
      // called from the start: a French page's terms are there by the first Escape
      hintText: { text: translate(FULLSCREEN_HINT) },
    }));
  },
});
