// Page embed block (.o_facebook_page, spec 3 §9): an iframe of the page plugin, as wide as the
// block but between 180 and 500 px, rebuilt when the block is resized.
import { useEffect, useState } from "react";
import { defineIsland } from "../../src/runtime/island";
import { useHost } from "../../src/hooks/env";
import { HostPortal } from "../../src/components/HostPortal";

export const EMBED_MIN_WIDTH = 180;
export const EMBED_MAX_WIDTH = 500;
export const PAGE_PLUGIN = "https://www.facebook.com/plugins/page.php";

export const clampEmbedWidth = (width: number) => Math.round(Math.min(EMBED_MAX_WIDTH, Math.max(EMBED_MIN_WIDTH, width)));

export function pluginUrl(options: Record<string, string>, width: number): string {
  const params = new URLSearchParams({ ...options, width: String(width) });
  return `${PAGE_PLUGIN}?${params}`;
}

function PageEmbed() {
  const host = useHost();
  const [width, setWidth] = useState(() => clampEmbedWidth(host.clientWidth));
  useEffect(() => {
    const observer = new ResizeObserver(() => setWidth(clampEmbedWidth(host.clientWidth)));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  const read = (name: string, fallback: string) => host.getAttribute(`data-${name}`) ?? fallback;
  const href = read("href", "");
  if (!/^https:\/\/(www\.)?facebook\.com\//.test(href)) return null;
  const height = read("height", "215");
  const options = {
    href, height, tabs: read("tabs", ""), small_header: read("small_header", "false"),
    hide_cover: read("hide_cover", "false"), show_facepile: read("show_facepile", "false"),
  };
  return (
    <HostPortal>
      <iframe
        className="o_page_embed_frame border-0" title={read("title", "Page")} src={pluginUrl(options, width)}
        width={width} height={height} loading="lazy" referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups"
      />
    </HostPortal>
  );
}

export default defineIsland({
  name: "snippets.page_embed",
  selector: ".o_facebook_page",
  moment: "visible",
  mode: "enhance",
  Component: PageEmbed,
});
