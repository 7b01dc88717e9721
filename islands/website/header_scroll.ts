// The headers' scroll effects (spec 2 §9 "Website behaviour"): their rules, pure so they are
// tested alone, and the look they give the header.
import { useLayoutEffect, useRef, useState } from "react";
import { child, findIn, useBind, useHost, useTimeouts } from "../../src/kit";

export const STANDARD_HEADER_SHOWN_AFTER_PX = 300;
export const DISAPPEARING_HIDE_AFTER_PX = 200;
export const DISAPPEARING_SHOW_AFTER_PX = DISAPPEARING_HIDE_AFTER_PX / 2;
export const HEADER_TRANSITION_CLEANUP_MS = 500;

/** Standard header: fixed once scrolled past its own height, shown past 300 px. */
export const standardHeaderState = (scroll: number, headerHeight: number) => ({ affixed: scroll > headerHeight, visible: scroll > STANDARD_HEADER_SHOWN_AFTER_PX });

// checkpoint: where the scroll direction last changed
export const initialDisappearing = (scroll = 0) => ({ position: scroll, checkpoint: scroll, down: true, hidden: false });
type DisappearingState = ReturnType<typeof initialDisappearing>;

/** Disappearing header: hidden after 200 px scrolled down, shown after 100 px up (and at the top). */
export function nextDisappearing(state: DisappearingState, scroll: number): DisappearingState {
  if (scroll === state.position) return state;
  const down = scroll > state.position;
  const checkpoint = down === state.down ? state.checkpoint : state.position;
  let hidden = state.hidden;
  if (scroll <= 0) hidden = false;
  else if (down && !hidden && scroll - checkpoint > DISAPPEARING_HIDE_AFTER_PX) hidden = true;
  else if (!down && hidden && checkpoint - scroll > DISAPPEARING_SHOW_AFTER_PX) hidden = false;
  return { position: scroll, checkpoint, down, hidden };
}

/**
 * The header's look while the page scrolls: fixed at the top (below the editors' navbar) with
 * the page's content kept in place by a padding of the header's height, translated out of view
 * when hidden, the transition class removed after 500 ms. Bound with the kit, so a stopped header
 * island (the editor starts) gives the header and the page their place back.
 */
// shown: null until the header was first shown or hidden while fixed
const AT_REST = { affixed: false, height: 0, shown: null as boolean | null, transitioning: false, noTransition: false };
type HeaderLook = typeof AT_REST;

/** The editors' navbar stays at the top of the window: a fixed header sits below it, not over it. */
const editorNavbar = child.optional("#oe_main_menu_navbar");
const topGap = () => findIn(editorNavbar, document)[0]?.offsetHeight ?? 0;

export function useHeaderLook() {
  const header = useHost();
  const [look, setLook] = useState(AT_REST);
  const current = useRef(look);
  current.current = look;
  const timeouts = useTimeouts();
  const cancelTransition = useRef<() => void>(() => {});
  const update = (change: Partial<HeaderLook>) => setLook((current.current = { ...current.current, ...change }));

  const setAffixed = (affixed: boolean, height: number) => {
    if (current.current.affixed !== affixed) update(affixed ? { affixed, height, noTransition: true } : { affixed, height: 0, noTransition: false });
  };
  const setHidden = (hidden: boolean) => {
    if (current.current.shown === !hidden) return;
    update({ shown: !hidden, transitioning: true, noTransition: false });
    cancelTransition.current();
    cancelTransition.current = timeouts.set(() => update({ transitioning: false }), HEADER_TRANSITION_CLEANUP_MS);
  };
  const rest = () => current.current.shown !== null && update({ shown: null });

  const { affixed, shown } = look;
  useBind({}, {
    host: {
      class: { o_header_affixed: affixed, o_top_fixed_element: affixed, o_header_no_transition: look.noTransition, o_transitioning: look.transitioning, o_header_is_scrolled: shown === true },
      style: affixed
        ? { position: "fixed", top: `${topGap()}px`, left: "0", right: "0", "z-index": "1030", transform: shown === null ? null : shown ? "translate(0, 0)" : "translate(0, -100%)" }
        : { position: null, top: null, left: null, right: null, "z-index": null, transform: null },
    },
  });
  // the page's content, outside the host, keeps its place under the fixed header
  useLayoutEffect(() => {
    const content = header.parentElement;
    if (!content || !affixed) return;
    content.style.paddingTop = `${look.height}px`;
    return () => void (content.style.paddingTop = "");
  }, [header, affixed, look.height]);

  return { look: current, header, setAffixed, setHidden, rest };
}
