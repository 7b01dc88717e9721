// In-page anchor links (#id, or this page's path with #id) scroll smoothly to their element in
// #wrapwrap, below any fixed header; a lone "#" is ignored (spec 1 §2).
import { child, defineIsland, findIn, useBind } from "../../src/kit";

const contentArea = child.required("#wrapwrap");
const fixedHeader = child.optional("header.o_header_affixed, header.o_top_fixed_element, header.fixed-top");

/** The hash of a link to this page (`#x`, or `/this/page#x`), else "". */
function samePageHash(href: string): string {
  if (href.startsWith("#")) return href;
  const url = new URL(href, window.location.href);
  return url.pathname === window.location.pathname && url.search === window.location.search ? url.hash : "";
}

export function anchorTarget(link: HTMLAnchorElement): HTMLElement | null {
  const hash = samePageHash(link.getAttribute("href") ?? "");
  if (hash.length < 2) return null;
  const [area] = findIn(contentArea, document);
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  return target && area?.contains(target) ? target : null;
}

export const fixedHeaderHeight = (): number => findIn(fixedHeader, document)[0]?.getBoundingClientRect().height ?? 0;

function AnchorScroll() {
  const click = (event: Event, link: HTMLElement) => {
    const target = anchorTarget(link as HTMLAnchorElement);
    if (!target || event.defaultPrevented) return;
    event.preventDefault();
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - fixedHeaderHeight(), behavior: "smooth" });
    window.history.pushState(null, "", link.getAttribute("href"));
  };
  useBind({}, { host: { on: { click } } });
  return null;
}

export default defineIsland({
  name: "public.anchor_scroll",
  // the platform's anchorSlide selector, but a lone "#" (a link that goes nowhere) is left alone
  selector: "a[href^='/'][href*='#'], a[href^='#']:not([href='#'])",
  moment: "interaction",
  mode: "enhance",
  Component: AnchorScroll,
});
