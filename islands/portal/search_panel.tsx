// Portal search panel (spec 2 §2, odoo-markup.md §2 portalSearchPanel): the "search in" dropdown
// picks the field to search in, the search box's placeholder follows the picked item, and
// submitting reloads the page with search_in and search added to the current query. The toggle
// and its menu are the platform's: directly in the .input-group on 16 pages (data-bs-toggle), in
// an .input-group-prepend on 15 pages (data-toggle), with no .dropdown wrapper.
import { useEffect } from "react";
import { DROPDOWN_TOGGLE, bindMarkupDropdowns } from "../../src/components/markup_dropdown";
import { useHost, useTranslate } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { defineIsland } from "../../src/runtime/island";
import { browserNavigation } from "../../src/services/browser_navigation";

export const SEARCH_INPUT = "input[name='search']";
export const SEARCH_IN_LABEL = "Search in";
export const SEARCH_LABEL = "Search";
const ITEM = ".dropdown-item";
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

/** Marks `picked` as the menu's one checked item (a choice among fields: radio items). */
function check(menu: Element, picked: Element | null) {
  menu.querySelectorAll(ITEM).forEach((item) => {
    item.classList.toggle("active", item === picked);
    item.setAttribute("role", "menuitemradio");
    item.setAttribute("aria-checked", String(item === picked));
  });
}

function nameIfUnnamed(button: Element | null, name: string) {
  if (button && !button.textContent?.trim() && !button.hasAttribute("aria-label")) button.setAttribute("aria-label", name);
}

function SearchPanel() {
  const host = useHost();
  const _t = useTranslate();

  const follow = (item: Element | null) => {
    const input = host.querySelector<HTMLInputElement>(SEARCH_INPUT);
    if (item && input) input.placeholder = itemLabel(item);
  };

  useEffect(() => {
    const menu = host.querySelector(".dropdown-menu");
    if (menu) check(menu, host.querySelector(ACTIVE_ITEM));
    // The platform's toggle is an empty caret and its submit button an icon: they get a name.
    nameIfUnnamed(host.querySelector(DROPDOWN_TOGGLE), _t(SEARCH_IN_LABEL));
    nameIfUnnamed(host.querySelector("button[type='submit']"), _t(SEARCH_LABEL));
    follow(host.querySelector(ACTIVE_ITEM));
    return bindMarkupDropdowns(host);
  }, [host]); // eslint-disable-line react-hooks/exhaustive-deps

  useHostEvent(
    "click",
    (event, item) => {
      event.preventDefault();
      const menu = item.closest(".dropdown-menu");
      if (menu) check(menu, item);
      follow(item);
      host.querySelector<HTMLInputElement>(SEARCH_INPUT)?.focus();
    },
    { selector: ITEM },
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
