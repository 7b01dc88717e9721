// Site switch (spec 2 §2): /website/force/{websiteId}?path={current path}.
import { attr, defineIsland, defineMarkup, useBind, type IslandProps } from "../../src/kit";

export const siteSwitchUrl = (websiteId: string, path: string) => `/website/force/${encodeURIComponent(websiteId)}?path=${encodeURIComponent(path)}`;

// the platform writes website-id; data-website-id is read as well
const markup = defineMarkup({ attributes: { websiteId: attr.string("website-id"), dataWebsiteId: attr.string("data-website-id") } });

function SiteSwitch({ attrs, parts }: IslandProps<typeof markup>) {
  const id = attrs.websiteId || attrs.dataWebsiteId;
  const click = (event: Event) => {
    if (!id) return;
    event.preventDefault();
    window.location.assign(siteSwitchUrl(id, window.location.pathname + window.location.search));
  };
  useBind(parts, { host: { on: { click } } });
  return null;
}

export default defineIsland({
  name: "website.site_switch",
  selector: ".js_multi_website_switch",
  moment: "load",
  mode: "enhance",
  markup,
  Component: SiteSwitch,
});
