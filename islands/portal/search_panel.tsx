// Portal search panel (spec 2 §2): the dropdown picks the field to search in, the search box's
// placeholder follows the picked item, and submitting reloads the page with search_in and search
// added to the current query.
import { useEffect } from "react";
import { useHost } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { defineIsland } from "../../src/runtime/island";
import { browserNavigation } from "../../src/services/browser_navigation";
import { closeServerDropdown, useServerDropdown } from "./server_dropdown";

export const SEARCH_INPUT = "input[name='search']";
const ACTIVE_ITEM = ".dropdown-item.active";

/** The label of a dropdown item, without its .nolabel parts. */
export function itemLabel(item: Element): string {
  const copy = item.cloneNode(true) as Element;
  copy.querySelectorAll("span.nolabel").forEach((el) => el.remove());
  return (copy.textContent ?? "").trim();
}

/** The URL the search reloads to: the current query with search_in and search set. */
export function searchUrl(location: { pathname: string; search: string }, searchIn: string, search: string): string {
  const params = new URLSearchParams(location.search);
  params.set("search_in", searchIn);
  params.set("search", search);
  return `${location.pathname}?${params.toString()}`;
}

function SearchPanel() {
  const host = useHost();
  useServerDropdown(host);

  const follow = (item: Element | null) => {
    const input = host.querySelector<HTMLInputElement>(SEARCH_INPUT);
    if (item && input) input.placeholder = itemLabel(item);
  };
  useEffect(() => follow(host.querySelector(ACTIVE_ITEM)), [host]);

  useHostEvent(
    "click",
    (event, item) => {
      event.preventDefault();
      item.closest(".dropdown-menu")?.querySelectorAll(".dropdown-item").forEach((other) => {
        other.classList.toggle("active", other === item);
        other.setAttribute("aria-checked", String(other === item));
      });
      follow(item);
      closeServerDropdown(host);
      host.querySelector<HTMLInputElement>(SEARCH_INPUT)?.focus();
    },
    { selector: ".dropdown-item" },
  );

  useHostEvent("submit", (event) => {
    event.preventDefault();
    const active = host.querySelector(ACTIVE_ITEM);
    const searchIn = (active?.getAttribute("href") ?? "").replace("#", "");
    const search = host.querySelector<HTMLInputElement>(SEARCH_INPUT)?.value ?? "";
    browserNavigation.assign(searchUrl(window.location, searchIn, search));
  });
  return null;
}

export default defineIsland({
  name: "portal.search_panel",
  selector: ".o_portal_search_panel",
  moment: "load",
  mode: "enhance",
  Component: SearchPanel,
});
