// Table of contents block (spec 3 §2): its navbar (built from the headings when empty) sticks
// below the fixed header; the link of the section being read is active (scroll spy, offset =
// the navbar's position + 100 px); a link scrolls to its heading over 500 ms.
import { defineIsland, useHost } from "../../../src/kit";
import { useEffect } from "react";
import { fixedHeaderHeight } from "../anchor_scroll";
import { scrollOver } from "./scroll_over";

export const TOC_SCROLL_MS = 500;
export const SPY_EXTRA_OFFSET_PX = 100;
export const NAVBAR_GAP_PX = 20;
export const TOC_LINK = ".table_of_content_link";
const HEADINGS = "h1, h2";

/** Links for the headings of the block's main column, giving each heading an id. */
export function buildNavigation(section: HTMLElement, navbar: HTMLElement): void {
  if (navbar.querySelector(TOC_LINK)) return;
  const main = section.querySelector(".s_table_of_content_main") ?? section;
  main.querySelectorAll<HTMLElement>(HEADINGS).forEach((heading, index) => {
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
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (heading && heading.getBoundingClientRect().top <= spyLine) active = link;
  }
  return active;
}

function TableOfContent() {
  const wrap = useHost();
  useEffect(() => {
    const section = (wrap.closest(".s_table_of_content") ?? wrap.closest("section") ?? wrap) as HTMLElement;
    const navbar = wrap.querySelector<HTMLElement>(".s_table_of_content_navbar") ?? wrap;
    buildNavigation(section, navbar);
    const links = [...navbar.querySelectorAll<HTMLAnchorElement>(TOC_LINK)];
    const position = () => fixedHeaderHeight();
    const previousTop = wrap.style.top;
    wrap.style.position = "sticky";
    let stopScroll = () => {};
    let frame = 0;
    const spy = () => {
      frame = 0;
      wrap.style.top = `${position() + NAVBAR_GAP_PX}px`;
      const active = activeLink(links, position() + SPY_EXTRA_OFFSET_PX);
      for (const link of links) {
        link.classList.toggle("active", link === active);
        if (link === active) link.setAttribute("aria-current", "location");
        else link.removeAttribute("aria-current");
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(spy);
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>(TOC_LINK);
      const heading = link && document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (!heading) return;
      event.preventDefault();
      stopScroll();
      stopScroll = scrollOver(heading.getBoundingClientRect().top + window.scrollY - position(), TOC_SCROLL_MS);
      window.history.replaceState(null, "", link.hash);
    };
    spy();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    navbar.addEventListener("click", onClick);
    return () => {
      stopScroll();
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      navbar.removeEventListener("click", onClick);
      wrap.style.top = previousTop;
      wrap.style.position = "";
    };
  }, [wrap]);
  return null;
}

export default defineIsland({
  name: "snippets.table_of_content",
  selector: "section .s_table_of_content_navbar_sticky",
  moment: "load",
  mode: "enhance",
  Component: TableOfContent,
});
