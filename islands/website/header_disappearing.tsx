// Disappearing header (spec 2 §4, §9): always fixed; hides after 200 px of downward scroll and
// comes back after 100 px upward.
import { useEffect, useRef } from "react";
import { resetHeader, setAffixed, setHidden } from "./header_classes";
import { initialDisappearing, nextDisappearing } from "./header_rules";
import { isEditMode } from "./page_session";
import { useScrollFrame, defineIsland, useHost } from "../../src/kit";

function DisappearingHeader() {
  const header = useHost();
  const state = useRef(initialDisappearing(window.scrollY));
  const cleanup = useRef<{ timer?: ReturnType<typeof setTimeout> }>({});
  useEffect(() => () => resetHeader(header, cleanup.current), [header]);
  useScrollFrame((scroll) => {
    if (isEditMode()) return;
    if (!header.classList.contains("o_header_affixed")) setAffixed(header, true, header.offsetHeight);
    const next = nextDisappearing(state.current, scroll);
    if (next.hidden !== state.current.hidden || !header.style.transform) setHidden(header, next.hidden, cleanup.current);
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
