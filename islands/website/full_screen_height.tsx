// Full-height sections (spec 2 §9): .o_full_screen_height is as tall as the viewport minus what
// sits above the page's first block, measured again 250 ms after a resize.
import { useLayoutEffect, useState } from "react";
import { child, defineIsland, findIn, useBind, useDebounced } from "../../src/kit";

export const FULL_HEIGHT_RESIZE_DEBOUNCE_MS = 250;

export const fullHeight = (viewport: number, firstBlockTop: number) => Math.max(0, viewport - Math.max(0, firstBlockTop));

const firstBlock = child.optional("#wrapwrap > main > :first-child");

function measure(): number {
  const [first] = findIn(firstBlock, document);
  const top = first ? first.getBoundingClientRect().top + window.scrollY : 0;
  return fullHeight(window.innerHeight, top);
}

function FullScreenHeight() {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => setHeight(measure()), []);
  const onResize = useDebounced(() => setHeight(measure()), FULL_HEIGHT_RESIZE_DEBOUNCE_MS);
  useBind({}, {
    host: { style: { "min-height": height === null ? undefined : `${height}px` } },
    window: { on: { resize: () => onResize() } },
  });
  return null;
}

export default defineIsland({
  name: "website.full_screen_height",
  selector: ".o_full_screen_height",
  moment: "load",
  mode: "enhance",
  Component: FullScreenHeight,
});
