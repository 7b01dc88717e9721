// In-page anchor links (#id) scroll smoothly to the matching element inside the content area
// (#wrapwrap), below any fixed header; a lone "#" is ignored (spec 1 §2).
import { defineIsland, defineMarkup, useBind, type IslandProps } from "../../src/kit";

export const CONTENT_AREA = "#wrapwrap";

export function anchorTarget(link: HTMLAnchorElement): HTMLElement | null {
  const hash = link.getAttribute("href") ?? "";
  if (!hash.startsWith("#") || hash.length < 2) return null;
  const area = document.querySelector(CONTENT_AREA);
  const id = decodeURIComponent(hash.slice(1));
  const target = document.getElementById(id);
  return target && area?.contains(target) ? target : null;
}

export function fixedHeaderHeight(): number {
  const header = document.querySelector<HTMLElement>("header.o_header_affixed, header.o_top_fixed_element, header.fixed-top");
  return header ? header.getBoundingClientRect().height : 0;
}

const markup = defineMarkup({});

function AnchorScroll({ parts }: IslandProps<typeof markup>) {
  useBind(parts, {
    host: {
      on: {
        click: (event, link) => {
          const target = anchorTarget(link as HTMLAnchorElement);
          if (!target || event.defaultPrevented) return;
          event.preventDefault();
          const top = target.getBoundingClientRect().top + window.scrollY - fixedHeaderHeight();
          window.scrollTo({ top, behavior: "smooth" });
          window.history.pushState(null, "", link.getAttribute("href"));
        },
      },
    },
  });
  return null;
}

export default defineIsland({
  name: "public.anchor_scroll",
  selector: "#wrapwrap a[href^='#']:not([href='#'])",
  moment: "interaction",
  mode: "enhance",
  markup,
  Component: AnchorScroll,
});
