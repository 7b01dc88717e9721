// Map block (spec 2 §2, §6, §7, §8): an iframe from the block's address; administrators alone are
// warned when no maps key is configured. The platform's .s_map: a block without data-map-address
// gets no iframe, as on the platform. The library map of .s_google_map is blocks.map's.
import { useState } from "react";
import { attr, child, defineIsland, defineMarkup, Portal, useTranslate, type IslandProps } from "../../src/kit";
import { useMissingMapKeyWarning } from "./map_key_warning";

export { MAPS_KEY_ROUTE, MAP_NO_KEY, MAP_CHECK_CONFIG, MAP_SETTINGS_URL } from "./map_key_warning";
const MAP_TYPES = ["m", "k", "h", "p"];

/** The iframe's address from the block's address, type and zoom (spec 2 §2). */
export function mapEmbedUrl(address: string, type = "m", zoom = 12): string {
  const t = MAP_TYPES.includes(type) ? type : "m";
  const z = Number.isInteger(zoom) && zoom >= 1 && zoom <= 21 ? zoom : 12;
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&t=${t}&z=${z}&ie=UTF8&iwloc=&output=embed`;
}

const markup = defineMarkup({
  attributes: {
    address: attr.string("data-map-address"),
    type: attr.string("data-map-type", "m"),
    zoom: attr.int("data-map-zoom", 12),
  },
  children: {
    container: child.optional(".map_container, .s_map_container"),
    iframe: child.optional("iframe"),
  },
});

function MapBlock({ attrs: { address, type, zoom }, parts }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  useMissingMapKeyWarning();
  // the server's own iframe, when it rendered one, stays the map
  const [embeds] = useState(() => Boolean(address) && !parts.iframe.first());
  if (!embeds) return null;
  return (
    <Portal into={parts.container.first() ? parts.container : undefined}>
      <iframe
        src={mapEmbedUrl(address, type, zoom)}
        title={`${_t("Map")}: ${address}`}
        className="s_map_embedded o_not_editable w-100"
        height="400"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    </Portal>
  );
}

export default defineIsland({
  name: "website.map",
  selector: ".s_map",
  moment: "visible",
  mode: "enhance",
  markup,
  Component: MapBlock,
});
