// Portal search panel (spec 2 §2, odoo-markup.md §2 portalSearchPanel): the "search in" dropdown
// picks the field to search in, the search box's placeholder follows the picked item, and
// submitting reloads the page with search_in and search added to the current query. The toggle
// and its menu are the platform's: directly in the .input-group on 16 pages (data-bs-toggle), in
// an .input-group-prepend on 15 pages (data-toggle), with no .dropdown wrapper.
import { useEffect, useState } from "react";
import {
  bindMarkupDropdowns, browserNavigation, child, defineIsland, defineMarkup, useBind, useHost, useTranslate, type IslandProps,
} from "../../src/kit";

export const SEARCH_IN_LABEL = "Search in";
export const SEARCH_LABEL = "Search";

const markup = defineMarkup({
  children: {
    input: child.optional("input[name='search']"),
    item: child.optional(".dropdown-item"),
    activeItem: child.optional(".dropdown-item.active"),
    toggle: child.optional("[data-bs-toggle='dropdown'], [data-toggle='dropdown']"),
    submit: child.optional("button[type='submit']"),
  },
});

const textWithoutNolabel = (node: Node): string =>
  node instanceof Element ? (node.matches("span.nolabel") ? "" : [...node.childNodes].map(textWithoutNolabel).join("")) : (node.textContent ?? "");

/** The label of a dropdown item, without its .nolabel parts. */
export const itemLabel = (item: Element): string => textWithoutNolabel(item).trim();

/** The URL the search reloads to: the current query with search_in and search set. */
export function searchUrl(location: { pathname: string; search: string }, searchIn: string, search: string): string {
  const params = new URLSearchParams(location.search);
  params.set("search_in", searchIn);
  params.set("search", search);
  return `${location.pathname}?${params.toString()}`;
}

/** The platform's toggle is an empty caret and its submit button an icon: they get a name. */
const nameIfUnnamed = (name: string) => (button: HTMLElement) => ({
  attr: { "aria-label": !button.textContent?.trim() && !button.hasAttribute("aria-label") ? name : undefined },
});

function SearchPanel({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const _t = useTranslate();
  const [picked, setPicked] = useState(() => parts.activeItem.first());

  useEffect(() => bindMarkupDropdowns(host), [host]);
  useBind(parts, {
    // A choice among fields: radio items, the picked one checked.
    item: {
      each: (item) => ({ class: { active: item === picked }, attr: { role: "menuitemradio", "aria-checked": String(item === picked) } }),
      on: {
        click: (event, item) => {
          event.preventDefault();
          setPicked(item);
          parts.input.first()?.focus();
        },
      },
    },
    input: { prop: { placeholder: picked ? itemLabel(picked) : undefined } },
    toggle: { each: nameIfUnnamed(_t(SEARCH_IN_LABEL)) },
    submit: { each: nameIfUnnamed(_t(SEARCH_LABEL)) },
    host: {
      on: {
        submit: (event) => {
          event.preventDefault();
          const searchIn = (picked?.getAttribute("href") ?? "").replace("#", "");
          browserNavigation.assign(searchUrl(window.location, searchIn, parts.input.first<HTMLInputElement>()?.value ?? ""));
        },
      },
    },
  });
  return null;
}

export default defineIsland({
  name: "portal.search_panel",
  selector: ".o_portal_search_panel",
  moment: "load",
  mode: "enhance",
  markup,
  Component: SearchPanel,
});
