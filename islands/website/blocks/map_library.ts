// The map library and its style sheet, fetched the first time a map is drawn.
import { child, findIn } from "../../../src/kit";

export type MapLibrary = typeof import("leaflet");
export const MAP_STYLES = "/web/static/lib/leaflet/leaflet.css";

let loading: Promise<MapLibrary> | null = null;

function loadStyles(): Promise<void> {
  if (findIn(child.optional(`link[href="${MAP_STYLES}"]`), document).length) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: MAP_STYLES });
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
    document.head.append(link);
  });
}

export function loadMapLibrary(): Promise<MapLibrary> {
  loading ??= Promise.all([import("leaflet"), loadStyles()]).then(
    ([module]) => ((module as { default?: MapLibrary }).default ?? module) as MapLibrary,
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
