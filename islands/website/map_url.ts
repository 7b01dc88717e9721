// The map block's iframe address, built from the block's address, type and zoom (spec 2 §2).
export const MAP_TYPES = ["m", "k", "h", "p"] as const;
export const DEFAULT_MAP_ZOOM = 12;

export function mapEmbedUrl(address: string, type = "m", zoom = DEFAULT_MAP_ZOOM): string {
  const t = (MAP_TYPES as readonly string[]).includes(type) ? type : "m";
  const z = Number.isInteger(zoom) && zoom >= 1 && zoom <= 21 ? zoom : DEFAULT_MAP_ZOOM;
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&t=${t}&z=${z}&ie=UTF8&iwloc=&output=embed`;
}
