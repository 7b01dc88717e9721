// The header scroll rules (spec 2 §9 "Website behaviour"), pure so they are tested alone.
export const STANDARD_HEADER_SHOWN_AFTER_PX = 300;
export const DISAPPEARING_HIDE_AFTER_PX = 200;
export const DISAPPEARING_SHOW_AFTER_PX = DISAPPEARING_HIDE_AFTER_PX / 2;
export const HEADER_TRANSITION_CLEANUP_MS = 500;

/** Standard header: fixed once scrolled past its own height, shown past 300 px. */
export function standardHeaderState(scroll: number, headerHeight: number) {
  return { affixed: scroll > headerHeight, visible: scroll > STANDARD_HEADER_SHOWN_AFTER_PX };
}

export interface DisappearingState {
  position: number;
  /** where the scroll direction last changed */
  checkpoint: number;
  down: boolean;
  hidden: boolean;
}

export const initialDisappearing = (scroll = 0): DisappearingState => ({ position: scroll, checkpoint: scroll, down: true, hidden: false });

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
