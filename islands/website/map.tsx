// Map block (spec 2 §2, §6, §7, §8): an iframe from the block's address; the maps key is asked
// from the server and, when none is configured, administrators alone get a sticky warning with a
// link to the configuration.
import { defineIsland, useHost, useService, useTranslate } from "../../src/kit";
import { useEffect } from "react";
import { escapeHTML } from "../../src/core/text/escape";
import { mapEmbedUrl } from "./map_url";
import { isAdmin } from "./page_session";

export const MAPS_KEY_ROUTE = "/website/google_maps_api_key";
export const MAP_NO_KEY = "Cannot load google map.";
export const MAP_CHECK_CONFIG = "Check your configuration.";
export const MAP_SETTINGS_URL = "/web#action=website.action_website_configuration";
export const MAP_TITLE = "Map";

function MapBlock({ address, type, zoom }: { address: string; type: string; zoom: number }) {
  const block = useHost();
  const rpc = useService("rpc");
  const notification = useService("notification");
  const _t = useTranslate();
  useEffect(() => {
    if (address && !block.querySelector("iframe")) {
      const iframe = document.createElement("iframe");
      iframe.src = mapEmbedUrl(address, type, zoom);
      iframe.title = `${_t(MAP_TITLE)}: ${address}`;
      iframe.className = "s_map_embedded o_not_editable w-100";
      iframe.height = "400";
      iframe.setAttribute("loading", "lazy");
      iframe.setAttribute("referrerpolicy", "no-referrer-when-downgrade");
      block.querySelector(".map_container, .s_map_container")?.append(iframe) ?? block.append(iframe);
    }
    if (!isAdmin()) return;
    let closed = false;
    let close: (() => void) | undefined;
    rpc<{ google_maps_api_key?: string }>(MAPS_KEY_ROUTE, {}, { silent: true }).then(
      (answer) => {
        if (closed || answer?.google_maps_api_key) return;
        // as the platform writes it: the warning, then 'Check your configuration.' as a link
        const message = `<span>${escapeHTML(_t(MAP_NO_KEY))}</span><br/><a href="${MAP_SETTINGS_URL}">${escapeHTML(_t(MAP_CHECK_CONFIG))}</a>`;
        close = notification.add(message, { type: "warning", sticky: true, messageIsHtml: true });
      },
      () => undefined,
    );
    return () => {
      closed = true;
      close?.();
    };
  }, [block, rpc, notification, _t, address, type, zoom]);
  return null;
}

export default defineIsland({
  name: "website.map",
  // the platform's .s_map: a block without data-map-address gets no iframe, as on the platform
  selector: ".s_map, .s_google_map",
  moment: "visible",
  mode: "enhance",
  services: ["notification"],
  props: (_host, read) => ({ address: read.string("data-map-address"), type: read.string("data-map-type", "m"), zoom: read.int("data-map-zoom", 12) }),
  Component: MapBlock,
});
