// A small island that marks a part outside its host (a picture beside it) while it is busy, for
// the test that stops it.
import { useState } from "react";
import { child, defineIsland, defineMarkup, useBind, useOuterParts, type IslandProps } from "../../../src/kit";

const markup = defineMarkup({ children: { toggle: "button" } });

function OuterIsland({ parts }: IslandProps<typeof markup>) {
  const [busy, setBusy] = useState(false);
  const outer = useOuterParts(document.body, "kit.outer_island", { picture: child.optional(".o_outer_picture") });
  useBind(parts, { toggle: { on: { click: () => setBusy(true) } } });
  useBind(outer, { picture: { class: { o_busy: busy || undefined }, attr: { "aria-busy": busy ? "true" : undefined } } });
  return null;
}

export default defineIsland({ name: "kit.outer_island", selector: ".o_outer_test", moment: "load", mode: "enhance", markup, Component: OuterIsland });
