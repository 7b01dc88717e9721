// The header's dropdown menus (language, website): the platform's toggle/menu markup opened by
// the shared binder, without Bootstrap's script.
import { useEffect } from "react";
import { defineIsland } from "../../src/runtime/island";
import { useHost } from "../../src/hooks/env";
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
