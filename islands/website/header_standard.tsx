// Standard header (spec 2 §4, §9): fixed after scrolling past its own height, shown past 300 px.
// Bound to the platform's site header (header#top data-name="Header" class="o_header_standard");
// the reference server's generic layout header lacks data-name, so its pages stay island-free.
import { useEffect, useRef } from "react";
import { resetHeader, setAffixed, setHidden } from "./header_classes";
import { standardHeaderState } from "./header_rules";
import { isEditMode } from "./page_session";
import { useScrollFrame, defineIsland, useHost } from "../../src/kit";

function StandardHeader() {
  const header = useHost();
  const cleanup = useRef<{ timer?: ReturnType<typeof setTimeout> }>({});
  const height = useRef(0);
  useEffect(() => () => resetHeader(header, cleanup.current), [header]);
  useScrollFrame((scroll) => {
    if (isEditMode()) return;
    if (!header.classList.contains("o_header_affixed")) height.current = header.offsetHeight;
    const { affixed, visible } = standardHeaderState(scroll, height.current);
    setAffixed(header, affixed, height.current);
    if (affixed) setHidden(header, !visible, cleanup.current);
    else {
      header.style.transform = "";
      header.classList.remove("o_header_is_scrolled");
    }
  });
  return null;
}

export default defineIsland({
  name: "website.header_standard",
  selector: "header.o_header_standard[data-name=Header]:not(.o_header_sidebar)",
  moment: "load",
  mode: "enhance",
  Component: StandardHeader,
});
