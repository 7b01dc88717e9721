// Page embed block (.o_facebook_page, spec 3 §9): an iframe of the page plugin, as wide as the
// block but between 180 and 500 px, rebuilt when the block is resized.
import { useEffect, useState } from "react";
import { Portal, attr, defineIsland, defineMarkup, useHost, type IslandProps } from "../../../src/kit";

export const EMBED_MIN_WIDTH = 180;
export const EMBED_MAX_WIDTH = 500;
export const PAGE_PLUGIN = "https://www.facebook.com/plugins/page.php";

export const clampEmbedWidth = (width: number) => Math.round(Math.min(EMBED_MAX_WIDTH, Math.max(EMBED_MIN_WIDTH, width)));

export const pluginUrl = (options: Record<string, string>, width: number) => `${PAGE_PLUGIN}?${new URLSearchParams({ ...options, width: String(width) })}`;

const markup = defineMarkup({
  attributes: {
    href: attr.string("data-href"),
    height: attr.string("data-height", "215"),
    tabs: attr.string("data-tabs"),
    // named as the plugin's parameters, which they are, in this order
    small_header: attr.string("data-small_header", "false"),
    hide_cover: attr.string("data-hide_cover", "false"),
    show_facepile: attr.string("data-show_facepile", "false"),
    title: attr.string("data-title", "Page"),
  },
});

function PageEmbed({ attrs }: IslandProps<typeof markup>) {
  const host = useHost();
  const [width, setWidth] = useState(() => clampEmbedWidth(host.clientWidth));
  useEffect(() => {
    const observer = new ResizeObserver(() => setWidth(clampEmbedWidth(host.clientWidth)));
    observer.observe(host);
    return () => observer.disconnect();
  }, [host]);
  if (!/^https:\/\/(www\.)?facebook\.com\//.test(attrs.href)) return null;
  const { title, ...options } = attrs;
  return (
    <Portal>
      <iframe className="o_page_embed_frame border-0" title={title} src={pluginUrl(options, width)} width={width} height={attrs.height} loading="lazy"
        referrerPolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups" />
    </Portal>
  );
}

export default defineIsland({
  name: "snippets.page_embed",
  selector: ".o_facebook_page",
  moment: "visible",
  mode: "enhance",
  markup,
  Component: PageEmbed,
});
