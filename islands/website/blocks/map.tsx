// Map block (spec 3 §3 Map, §7, §9): the block's position with a pin, at its zoom, drawn by the map
// library fetched on demand over the reference server's local tiles, its type and colour theme as
// filters over them. A map API load request is raised, in the editor and outside it.
// Administrators are warned when no maps key is configured (spec 2 §6, §7).
import { useEffect, useRef, useState } from "react";
import { attr, child, defineIsland, defineMarkup, isEditing, Portal, useHost, useTranslate, useWaitFor, type IslandProps } from "../../../src/kit";
import { useMissingMapKeyWarning } from "../map_key_warning";
import { loadMapLibrary } from "./map_library";
import { DEFAULT_GPS, DEFAULT_ZOOM, MAP_API_REQUEST, MAP_TYPES, PIN_STYLES, THEME_NAMES, parseGps, tileFilter } from "./map_options";

export const TILE_URL = "/website/map_tiles/{z}/{x}/{y}.png";
export const MAP_UNAVAILABLE = "The map could not be loaded.";

const markup = defineMarkup({
  attributes: {
    gps: attr.string("data-map-gps"),
    zoom: attr.int("data-map-zoom", DEFAULT_ZOOM),
    type: attr.oneOf("data-map-type", MAP_TYPES, "ROADMAP"),
    theme: attr.oneOf("data-map-color", ["", ...THEME_NAMES] as const, ""),
    pin: attr.oneOf("data-pin-style", PIN_STYLES, "default"),
  },
  children: { container: child.optional(".map_container") },
});

const FLAT_PIN = '<span class="d-block rounded-circle bg-primary border border-2 border-white" style="width:18px;height:18px"></span>';
const DEFAULT_PIN = '<i class="fa fa-map-marker fa-3x text-danger" aria-hidden="true"></i>';

function MapBlock({ attrs, parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const _t = useTranslate();
  const waitFor = useWaitFor();
  const canvas = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { type, theme, pin } = attrs;
  const gps = parseGps(attrs.gps) ?? DEFAULT_GPS;
  const zoom = Math.min(19, Math.max(0, attrs.zoom));
  useMissingMapKeyWarning();

  // the map API load request, in the editor and outside it (editableMode tells which): raised on
  // the page from the block (the platform's trigger_up) and, in a frame, to the parent frame
  useEffect(() => {
    const editableMode = isEditing();
    host.dispatchEvent(new CustomEvent(MAP_API_REQUEST, { bubbles: true, detail: { editableMode } }));
    if (window.parent !== window) window.parent.postMessage({ type: MAP_API_REQUEST, editableMode }, window.location.origin);
  }, [host]);

  useEffect(() => {
    let map: { remove(): void } | null = null;
    waitFor(loadMapLibrary()).then((L) => {
      // the library's own zoom buttons are titled in English: these say it in the page's language
      const drawn = L.map(canvas.current!, { center: [gps.lat, gps.lng], zoom, zoomAnimation: !isEditing(), fadeAnimation: !isEditing(), zoomControl: false });
      L.control.zoom({ zoomInTitle: _t("Zoom in"), zoomOutTitle: _t("Zoom out") }).addTo(drawn);
      drawn.attributionControl.setPrefix("Leaflet");
      const tiles = L.tileLayer(TILE_URL, { maxZoom: 19, attribution: "Local tiles" }).addTo(drawn);
      tiles.getContainer()!.style.filter = tileFilter(type, theme);
      const flat = pin === "flat";
      const icon = L.divIcon({ className: `o_map_pin o_map_pin_${pin}`, html: flat ? FLAT_PIN : DEFAULT_PIN, iconSize: flat ? [18, 18] : [24, 40], iconAnchor: flat ? [9, 9] : [12, 38] });
      L.marker([gps.lat, gps.lng], { icon, interactive: false, keyboard: false }).addTo(drawn);
      map = drawn;
    }, () => setFailed(true));
    return () => map?.remove();
  }, [gps.lat, gps.lng, zoom, type, theme, pin, _t, waitFor]);

  const into = parts.container.first() ? parts.container : undefined;
  return (
    <Portal into={into}>
      <div ref={canvas} className="o_map_canvas w-100" style={{ height: "100%", minHeight: "350px" }} role="region" aria-label={_t("Map")} data-map-type={type} data-map-theme={theme} />
      {failed && <p className="alert alert-warning o_map_error" role="alert">{_t(MAP_UNAVAILABLE)}</p>}
    </Portal>
  );
}

export default defineIsland({
  name: "blocks.map",
  selector: ".s_google_map",
  moment: "idle",
  mode: "enhance",
  editMode: "on",
  markup,
  Component: MapBlock,
});
