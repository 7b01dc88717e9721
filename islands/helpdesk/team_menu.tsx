// The helpdesk team menu (spec 3 §1, §2 "Helpdesk"): the current page's team is highlighted;
// on /helpdesk itself, the first team (the one the page shows).
import { useEffect } from "react";
import { useHost } from "../../src/hooks/env";
import { defineIsland } from "../../src/runtime/island";

export const HELPDESK_BASE = "/helpdesk";

/** The link of the current page's team, among the menu's links. */
export function currentTeamLink(links: HTMLAnchorElement[], pathname: string): HTMLAnchorElement | undefined {
  const path = pathname.replace(/\/+$/, "");
  if (path === HELPDESK_BASE) return links[0];
  return links.find((link) => new URL(link.href, window.location.origin).pathname.replace(/\/+$/, "") === path);
}

function TeamMenu() {
  const host = useHost();
  useEffect(() => {
    const links = [...host.querySelectorAll<HTMLAnchorElement>("li a[href]")];
    const current = currentTeamLink(links, window.location.pathname);
    if (!current) return;
    current.classList.add("active");
    current.closest("li")?.classList.add("active");
    current.setAttribute("aria-current", "page");
    return () => {
      current.classList.remove("active");
      current.closest("li")?.classList.remove("active");
      current.removeAttribute("aria-current");
    };
  }, [host]);
  return null;
}

export default defineIsland({
  name: "helpdesk.team_menu",
  selector: ".team_menu",
  moment: "load",
  mode: "enhance",
  services: [],
  Component: TeamMenu,
});
