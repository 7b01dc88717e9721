// The map library and its style sheet, fetched the first time a map is drawn.
import { child, findIn, loadOnce } from "../../../src/kit";

type MapLibrary = typeof import("leaflet");
const MAP_STYLES = "/web/static/lib/leaflet/leaflet.css";

function loadStyles(): Promise<void> {
  if (findIn(child.optional(`link[href="${MAP_STYLES}"]`), document).length) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: MAP_STYLES });
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    document.head.append(link);
  });
}

export const loadMapLibrary = loadOnce(() =>
  Promise.all([import("leaflet"), loadStyles()]).then(([module]) => ((module as { default?: MapLibrary }).default ?? module) as MapLibrary),
);
