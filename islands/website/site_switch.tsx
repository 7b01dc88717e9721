// Site switch (spec 2 §2): /website/force/{websiteId}?path={current path}.
import { defineIsland } from "../../src/runtime/island";
import { useHostEvent } from "../../src/hooks/use_host_event";

export const siteSwitchUrl = (websiteId: string, path: string) => `/website/force/${encodeURIComponent(websiteId)}?path=${encodeURIComponent(path)}`;

function SiteSwitch() {
  useHostEvent("click", (event, link) => {
    const id = link.getAttribute("website-id") ?? link.dataset.websiteId;
    if (!id) return;
    event.preventDefault();
    window.location.assign(siteSwitchUrl(id, window.location.pathname + window.location.search));
  });
  return null;
}

export default defineIsland({
  name: "website.site_switch",
  selector: ".js_multi_website_switch",
  moment: "load",
  mode: "enhance",
  Component: SiteSwitch,
});
