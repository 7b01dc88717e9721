// Map block (spec 3 §3 Map, §7, §9): the block's position with a pin, at its zoom, drawn by the map
// library fetched on demand over the reference server's local tiles, its type and colour theme as
// filters over them. A map API load request is raised, in the editor and outside it. The
// missing-key warning for administrators is the map island's of #12 (islands/website/map.tsx).
import { defineIsland, isEditing, useHost, useTranslate } from "../../../src/kit";
import { useEffect, useState } from "react";
import { HostPortal } from "../../../src/components/HostPortal";
import { loadMapLibrary } from "./map_library";
import {
  DEFAULT_GPS, DEFAULT_ZOOM, MAP_API_REQUEST, MAP_TYPES, PIN_STYLES, THEME_NAMES, parseGps, tileFilter, type MapTheme, type MapType,
} from "./map_options";

export const TILE_URL = "/website/map_tiles/{z}/{x}/{y}.png";
export const MAP_LABEL = "Map";
export const MAP_UNAVAILABLE = "The map could not be loaded.";

interface MapProps {
  gps: { lat: number; lng: number };
  zoom: number;
  type: MapType;
  theme: MapTheme | "";
  pin: (typeof PIN_STYLES)[number];
}

function MapBlock({ gps, zoom, type, theme, pin }: MapProps) {
  const host = useHost();
  const _t = useTranslate();
  const [failed, setFailed] = useState(false);

  // the map API load request, in the editor and outside it (editableMode tells which): raised on
  // the page from the block (the platform's trigger_up) and, in a frame, to the parent frame
  useEffect(() => {
    const editableMode = isEditing();
    host.dispatchEvent(new CustomEvent(MAP_API_REQUEST, { bubbles: true, detail: { editableMode } }));
    if (window.parent !== window) window.parent.postMessage({ type: MAP_API_REQUEST, editableMode }, window.location.origin);
  }, [host]);

  useEffect(() => {
    const container = host.querySelector<HTMLElement>(".map_container") ?? host;
    const canvas = document.createElement("div");
    canvas.className = "o_map_canvas w-100";
    canvas.style.height = "100%";
    canvas.style.minHeight = "350px";
    canvas.setAttribute("role", "region");
    canvas.setAttribute("aria-label", _t(MAP_LABEL));
    canvas.dataset.mapType = type;
    canvas.dataset.mapTheme = theme;
    container.append(canvas);
    let live = true;
    let map: { remove(): void } | null = null;
    loadMapLibrary().then(
      (L) => {
        if (!live) return;
        // the library's own zoom buttons are titled in English: these say it in the page's language
        const drawn = L.map(canvas, { center: [gps.lat, gps.lng], zoom, zoomAnimation: !isEditing(), fadeAnimation: !isEditing(), zoomControl: false });
        L.control.zoom({ zoomInTitle: _t("Zoom in"), zoomOutTitle: _t("Zoom out") }).addTo(drawn);
        drawn.attributionControl.setPrefix("Leaflet");
        const tiles = L.tileLayer(TILE_URL, { maxZoom: 19, attribution: "Local tiles" }).addTo(drawn);
        tiles.getContainer()!.style.filter = tileFilter(type, theme);
        const icon = L.divIcon({
          className: `o_map_pin o_map_pin_${pin}`,
          html: pin === "flat" ? '<span class="d-block rounded-circle bg-primary border border-2 border-white" style="width:18px;height:18px"></span>' : '<i class="fa fa-map-marker fa-3x text-danger" aria-hidden="true"></i>',
          iconSize: pin === "flat" ? [18, 18] : [24, 40],
          iconAnchor: pin === "flat" ? [9, 9] : [12, 38],
        });
        L.marker([gps.lat, gps.lng], { icon, interactive: false, keyboard: false }).addTo(drawn);
        map = drawn;
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      map?.remove();
      canvas.remove();
    };
  }, [host, gps, zoom, type, theme, pin, _t]);

  return failed ? <HostPortal selector=".map_container"><p className="alert alert-warning o_map_error" role="alert">{_t(MAP_UNAVAILABLE)}</p></HostPortal> : null;
}

export default defineIsland({
  name: "blocks.map",
  selector: ".s_google_map",
  // not "visible": the loader keeps one visibility callback per element, and #12's map island
  // already waits for this host to be visible
  moment: "idle",
  mode: "enhance",
  editMode: "on",
  props: (_host, read): MapProps => ({
    gps: parseGps(read.string("data-map-gps", "")) ?? DEFAULT_GPS,
    zoom: Math.min(19, Math.max(0, read.int("data-map-zoom", DEFAULT_ZOOM))),
    type: read.oneOf("data-map-type", MAP_TYPES, "ROADMAP"),
    theme: read.oneOf("data-map-color", ["", ...THEME_NAMES] as const, ""),
    pin: read.oneOf("data-pin-style", PIN_STYLES, "default"),
  }),
  Component: MapBlock,
});
