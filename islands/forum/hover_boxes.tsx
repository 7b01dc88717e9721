// The forum's hover boxes (shared/odoo-markup.md §6): a tag's follow box shows while the pointer
// or the focus is on the tag; a user's bio shows half a second after the pointer reaches the
// name (leaving the name first cancels it) and hides when the pointer leaves the bio.
import { useRef, useState } from "react";
import { child, defineMarkup, findIn, useBind, useTimeouts, type IslandProps } from "../../src/kit";

export const BIO_DELAY_MS = 500;

export const hoverBoxesMarkup = defineMarkup({
  children: {
    tag: child.optional(".o_js_forum_tag_follow"),
    followBox: child.optional(".o_js_forum_tag_follow .o_forum_tag_follow_box"),
    name: child.optional(".o_forum_user_info"),
    bio: child.optional(".o_forum_user_bio_expand"),
  },
});

/** Whether the pointer or the focus went out of `element` (not to one of its children). */
const leaves = (event: Event, element: Element) => {
  const next = (event as MouseEvent | FocusEvent).relatedTarget;
  return !(next instanceof Node && element.contains(next));
};

export function HoverBoxes({ parts }: IslandProps<typeof hoverBoxesMarkup>) {
  const timeouts = useTimeouts();
  const [openTags, setOpenTags] = useState<Element[]>([]);
  const [openBio, setOpenBio] = useState<Element | null>(null);
  const cancelBio = useRef(() => {});

  const showTag = (_event: Event, tag: HTMLElement) => setOpenTags((open) => (open.includes(tag) ? open : [...open, tag]));
  const hideTag = (event: Event, tag: HTMLElement) => leaves(event, tag) && setOpenTags((open) => open.filter((other) => other !== tag));
  const bioLater = (event: MouseEvent, name: HTMLElement) => {
    if (!leaves(event, name)) return;
    cancelBio.current();
    cancelBio.current = timeouts.set(() => setOpenBio(findIn(hoverBoxesMarkup.children.bio, name.parentElement!)[0] ?? null), BIO_DELAY_MS);
  };
  useBind(parts, {
    tag: { on: { mouseover: showTag, focusin: showTag, mouseout: hideTag, focusout: hideTag } },
    followBox: { each: (box) => ({ class: { "d-none": !openTags.includes(parts.tag.from(box)!) } }) },
    name: { on: { mouseover: bioLater, mouseout: (event, name) => leaves(event, name) && cancelBio.current() } },
    bio: { each: (bio) => ({ class: { "d-none": bio !== openBio } }), on: { mouseout: (event, bio) => leaves(event, bio) && setOpenBio(null) } },
  });
  return null;
}
