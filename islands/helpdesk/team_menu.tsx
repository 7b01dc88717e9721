// The helpdesk team menu (spec 3 §1, §2 "Helpdesk"): the current page's team is highlighted;
// on /helpdesk itself, the first team (the one the page shows).
import { useState } from "react";
import { defineIsland, defineMarkup, useBind, type IslandProps } from "../../src/kit";

export const HELPDESK_BASE = "/helpdesk";

/** The link of the current page's team, among the menu's links. */
export function currentTeamLink(links: HTMLAnchorElement[], pathname: string): HTMLAnchorElement | undefined {
  const path = pathname.replace(/\/+$/, "");
  if (path === HELPDESK_BASE) return links[0];
  return links.find((link) => new URL(link.href, window.location.origin).pathname.replace(/\/+$/, "") === path);
}

const markup = defineMarkup({ children: { items: "li", links: "li a[href]" } });

function TeamMenu({ parts }: IslandProps<typeof markup>) {
  const [current] = useState(() => currentTeamLink(parts.links.all<HTMLAnchorElement>(), window.location.pathname));
  useBind(parts, {
    links: { each: (link) => (link === current ? { class: { active: true }, attr: { "aria-current": "page" } } : {}) },
    items: { each: (item) => (item === current?.closest("li") ? { class: { active: true } } : {}) },
  });
  return null;
}

export default defineIsland({
  name: "helpdesk.team_menu",
  selector: ".team_menu",
  moment: "load",
  mode: "enhance",
  markup,
  Component: TeamMenu,
});
