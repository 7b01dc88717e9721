// Disappearing header (spec 2 §4, §9): always fixed; hides after 200 px of downward scroll and
// comes back after 100 px upward.
import { useRef } from "react";
import { initialDisappearing, nextDisappearing, useHeaderLook } from "./header_scroll";
import { useScrollFrame, defineIsland, isEditing } from "../../src/kit";

function DisappearingHeader() {
  const { look, header, setAffixed, setHidden } = useHeaderLook();
  const state = useRef(initialDisappearing(window.scrollY));
  useScrollFrame((scroll) => {
    if (isEditing()) return;
    if (!look.current.affixed) setAffixed(true, header.offsetHeight);
    const next = nextDisappearing(state.current, scroll);
    setHidden(next.hidden);
    state.current = next;
  });
  return null;
}

export default defineIsland({
  name: "website.header_disappearing",
  selector: "header.o_header_disappears:not(.o_header_sidebar)",
  moment: "load",
  mode: "enhance",
  Component: DisappearingHeader,
});
