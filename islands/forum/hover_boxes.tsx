// The forum's hover boxes (shared/odoo-markup.md §6): a tag's follow box shows while the pointer
// or the focus is on the tag; a user's bio shows half a second after the pointer reaches the
// name (leaving the name first cancels it) and hides when the pointer leaves the bio.
import { defineIsland, useHost, useHostEvent } from "../../src/kit";
import { useEffect, useRef } from "react";

export const BIO_DELAY_MS = 500;
const TAG = ".o_js_forum_tag_follow";
const BIO = ".o_forum_user_bio_expand";

const followBox = (tag: HTMLElement) => tag.querySelector<HTMLElement>(".o_forum_tag_follow_box");
const bioOf = (name: HTMLElement) => name.parentElement?.querySelector<HTMLElement>(BIO) ?? null;

function HoverBoxes() {
  const host = useHost();
  const pending = useRef(0);
  useEffect(() => () => window.clearTimeout(pending.current), [host]);

  const showTag = (_e: Event, tag: HTMLElement) => followBox(tag)?.classList.remove("d-none");
  const hideTag = (event: Event, tag: HTMLElement) => {
    const next = (event as FocusEvent).relatedTarget;
    if (!(next instanceof Node && tag.contains(next))) followBox(tag)?.classList.add("d-none");
  };
  useHostEvent("mouseover", showTag, { selector: TAG });
  useHostEvent("focusin", showTag, { selector: TAG });
  useHostEvent("mouseout", hideTag, { selector: TAG });
  useHostEvent("focusout", hideTag, { selector: TAG });

  useHostEvent("mouseover", (event, name) => {
    if (event.relatedTarget instanceof Node && name.contains(event.relatedTarget)) return;
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => bioOf(name)?.classList.remove("d-none"), BIO_DELAY_MS);
  }, { selector: ".o_forum_user_info" });
  useHostEvent("mouseout", (event, name) => {
    if (!(event.relatedTarget instanceof Node && name.contains(event.relatedTarget))) window.clearTimeout(pending.current);
  }, { selector: ".o_forum_user_info" });
  useHostEvent("mouseout", (event, bio) => {
    if (!(event.relatedTarget instanceof Node && bio.contains(event.relatedTarget))) bio.classList.add("d-none");
  }, { selector: BIO });
  return null;
}

export default defineIsland({
  name: "forum.hover_boxes",
  selector: ".website_forum",
  moment: "idle",
  mode: "enhance",
  services: [],
  Component: HoverBoxes,
});
