// Map block options (spec 3 §3 Map, §9; odoo-markup §8 `.s_google_map`): the "(lat,lng)" position,
// zoom (12 by default), map type and colour theme. The stand-in tiles are drawn once; types and
// themes are colour filters over them.
export const DEFAULT_ZOOM = 12;
export const DEFAULT_GPS = { lat: 37.7229, lng: -122.3995 };
export const MAP_TYPES = ["ROADMAP", "TERRAIN", "SATELLITE", "HYBRID"] as const;
export type MapType = (typeof MAP_TYPES)[number];
export const PIN_STYLES = ["default", "flat"] as const;
export const MAP_API_REQUEST = "gmap_api_request";

export const MAP_THEMES = {
  lightMonoMap: "grayscale(1) brightness(1.1)",
  lillaMap: "sepia(0.4) hue-rotate(230deg) saturate(1.6)",
  blueMap: "sepia(0.5) hue-rotate(170deg) saturate(2.2)",
  retroMap: "sepia(0.8) saturate(1.3)",
  flatMap: "saturate(1.8) contrast(0.9)",
  cobaltMap: "invert(1) hue-rotate(180deg) saturate(1.6) brightness(0.8)",
  cupertinoMap: "saturate(0.7) brightness(1.05)",
  carMap: "contrast(1.25) saturate(1.4)",
  bwMap: "grayscale(1) contrast(1.5)",
} as const;
export type MapTheme = keyof typeof MAP_THEMES;
export const THEME_NAMES = Object.keys(MAP_THEMES) as MapTheme[];

const TYPE_FILTERS: Record<MapType, string> = { ROADMAP: "", TERRAIN: "sepia(0.25)", SATELLITE: "saturate(0.6) brightness(0.6)", HYBRID: "saturate(0.8) brightness(0.75)" };

/** "(lat,lng)" → a position, or null when it does not parse or is out of range. */
export function parseGps(raw: string): { lat: number; lng: number } | null {
  const match = /^\s*\(?\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)?\s*$/.exec(raw);
  if (!match) return null;
  const [lat, lng] = [Number(match[1]), Number(match[2])];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** The tiles' colour filter for a type and theme ("none" when neither changes them). */
export function tileFilter(type: MapType, theme: MapTheme | "") {
  return [TYPE_FILTERS[type], theme ? MAP_THEMES[theme] : ""].filter(Boolean).join(" ") || "none";
}
