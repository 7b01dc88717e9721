// Standard header (spec 2 §4, §9): fixed after scrolling past its own height, shown past 300 px.
// Bound as the platform's StandardAffixedHeader binds: any header.o_header_standard. The reference
// server's generic layout header is not the platform's standard header and has no such class.
import { useRef } from "react";
import { standardHeaderState, useHeaderLook } from "./header_scroll";
import { useScrollFrame, defineIsland, isEditing } from "../../src/kit";

function StandardHeader() {
  const { look, header, setAffixed, setHidden, rest } = useHeaderLook();
  const height = useRef(0);
  useScrollFrame((scroll) => {
    if (isEditing()) return;
    if (!look.current.affixed) height.current = header.offsetHeight;
    const { affixed, visible } = standardHeaderState(scroll, height.current);
    setAffixed(affixed, height.current);
    if (affixed) setHidden(!visible);
    else rest();
  });
  return null;
}

export default defineIsland({
  name: "website.header_standard",
  selector: "header.o_header_standard:not(.o_header_sidebar)",
  moment: "load",
  mode: "enhance",
  Component: StandardHeader,
});
