// The header's dropdown menus (language, website): the platform's toggle/menu markup opened by
// the shared binder, without Bootstrap's script.
import { defineIsland, useHost } from "../../src/kit";
import { useEffect } from "react";
import { bindMarkupDropdowns } from "../../src/components/markup_dropdown";

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
  Component: HeaderMenus,
});
