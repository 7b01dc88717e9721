// Table of contents block (spec 3 §2): its navbar (built from the headings when empty) sticks
// below the fixed header; the link of the section being read is active (scroll spy, offset =
// the navbar's position + 100 px); a link scrolls to its heading over 500 ms.
import { child, defineIsland, defineMarkup, findIn, useBind, useHost, useScrollFrame, type IslandProps } from "../../../src/kit";
import { useEffect, useState } from "react";
import { fixedHeaderHeight } from "../anchor_scroll";
import { scrollOver } from "./scroll_over";

export const TOC_SCROLL_MS = 500;
export const SPY_EXTRA_OFFSET_PX = 100;
export const NAVBAR_GAP_PX = 20;
const links = child.optional(".table_of_content_link");
const mainColumn = child.optional(".s_table_of_content_main");
const headings = child.optional("h1, h2");
const headingOf = (link: HTMLAnchorElement) => document.getElementById(decodeURIComponent(link.hash.slice(1)));

/** Links for the headings of the block's main column, giving each heading an id. */
export function buildNavigation(section: HTMLElement, navbar: HTMLElement): void {
  if (findIn(links, navbar).length) return;
  const [main = section] = findIn(mainColumn, section);
  findIn(headings, main).forEach((heading, index) => {
    if (!heading.id) heading.id = `table_of_content_heading_${index + 1}`;
    const link = document.createElement("a");
    link.href = `#${heading.id}`;
    link.className = "table_of_content_link list-group-item list-group-item-action py-2 border-0 rounded-0";
    link.textContent = heading.textContent?.trim() ?? "";
    navbar.append(link);
  });
}

/** The link whose heading is the last one above the spy line (the first when none is). */
export function activeLink(links: HTMLAnchorElement[], spyLine: number): HTMLAnchorElement | null {
  let active: HTMLAnchorElement | null = links[0] ?? null;
  for (const link of links) {
    const heading = headingOf(link);
    if (heading && heading.getBoundingClientRect().top <= spyLine) active = link;
  }
  return active;
}

const markup = defineMarkup({ children: { navbar: child.optional(".s_table_of_content_navbar"), links } });

function TableOfContent({ parts }: IslandProps<typeof markup>) {
  const wrap = useHost();
  const [headerHeight, setHeaderHeight] = useState(0);
  const [active, setActive] = useState<HTMLAnchorElement | null>(null);
  const [stopScroll, setStopScroll] = useState(() => () => {});

  useEffect(() => {
    const section = (wrap.closest(".s_table_of_content") ?? wrap.closest("section") ?? wrap) as HTMLElement;
    buildNavigation(section, parts.navbar.first() ?? wrap);
  }, [wrap, parts]);
  // a new scroll stops the one before; stopping the island stops the last
  useEffect(() => stopScroll, [stopScroll]);

  useScrollFrame(() => {
    const height = fixedHeaderHeight();
    setHeaderHeight(height);
    setActive(activeLink(parts.links.all<HTMLAnchorElement>(), height + SPY_EXTRA_OFFSET_PX));
  });

  const click = (event: Event, element: HTMLElement) => {
    const link = element as HTMLAnchorElement;
    const heading = headingOf(link);
    if (!heading) return;
    event.preventDefault();
    const top = heading.getBoundingClientRect().top + window.scrollY - fixedHeaderHeight();
    setStopScroll(() => scrollOver(top, TOC_SCROLL_MS));
    window.history.replaceState(null, "", link.hash);
  };
  useBind(parts, {
    host: { style: { position: "sticky", top: `${headerHeight + NAVBAR_GAP_PX}px` } },
    links: { each: (link) => ({ class: { active: link === active }, attr: { "aria-current": link === active ? "location" : null } }), on: { click } },
  });
  return null;
}

export default defineIsland({
  name: "snippets.table_of_content",
  selector: "section .s_table_of_content_navbar_sticky",
  moment: "load",
  mode: "enhance",
  markup,
  Component: TableOfContent,
});
