// The map library and its style sheet, fetched the first time a map is drawn.
export type MapLibrary = typeof import("leaflet");
export const MAP_STYLES = "/web/static/lib/leaflet/leaflet.css";

let loading: Promise<MapLibrary> | null = null;

function loadStyles(): Promise<void> {
  if (document.querySelector(`link[href="${MAP_STYLES}"]`)) return Promise.resolve();
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
