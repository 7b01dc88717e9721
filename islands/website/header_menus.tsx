// The header's dropdown menus (language, website): the platform's toggle/menu markup opened by
// the shared binder, without Bootstrap's script.
import { useEffect } from "react";
import { bindMarkupDropdowns, child, defineIsland, defineMarkup, useHost } from "../../src/kit";

const markup = defineMarkup({
  children: { toggle: child.optional("[data-bs-toggle='dropdown'], [data-toggle='dropdown']"), menu: child.optional(".dropdown-menu") },
});

function HeaderMenus() {
  const host = useHost();
  useEffect(() => bindMarkupDropdowns(host), [host]);
  return null;
}

export default defineIsland({
  name: "website.header_menus",
  selector: "header#top .dropdown",
  moment: "load",
  mode: "enhance",
  markup,
  Component: HeaderMenus,
});
