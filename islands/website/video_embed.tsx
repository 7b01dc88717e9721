// Video blocks (spec 2 §5, §9): the iframe is made from the block's data-oe-expression (or data-src)
// only for an http(s) or protocol-relative link of a supported domain; anything else (another
// domain, javascript:, data:) is refused and leaves the block empty.
import { useLayoutEffect, useState } from "react";
import { Portal, attr, child, defineIsland, defineMarkup, useBind, useTranslate, type IslandProps } from "../../src/kit";

export const VIDEO_DOMAINS = ["youtu.be", "youtube.com", "youtube-nocookie.com", "instagram.com", "vine.co", "player.vimeo.com", "vimeo.com", "dailymotion.com", "player.youku.com", "youku.com"];

export function safeVideoUrl(src: string | null | undefined): string | null {
  const text = (src ?? "").trim();
  if (!/^(https?:)?\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text.startsWith("//") ? `https:${text}` : text);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !VIDEO_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`))) return null;
  return text.startsWith("//") ? text : url.href;
}

const markup = defineMarkup({
  attributes: { expression: attr.string("data-oe-expression"), src: attr.string("data-src"), title: attr.string("data-title") },
  children: { iframe: child.optional("iframe", { src: attr.string("src") }) },
});

function VideoEmbed({ attrs, parts }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  // read once: the server's iframe, when refused, leaves the page
  const [{ existing, url }] = useState(() => {
    const existing = parts.iframe.first();
    return { existing, url: safeVideoUrl((existing && parts.iframe.attrs(existing).src) || attrs.expression || attrs.src) };
  });
  // a refused link's iframe (the server's, or one pasted in the block) is taken out of the page
  useLayoutEffect(() => void (!url && existing?.remove()), [url, existing]);
  useBind(parts, { host: { class: { o_video_refused: !url || undefined, media_iframe_video_size: (url && !existing) || undefined } } });
  if (!url || existing) return null;
  return (
    <Portal>
      <iframe src={url} title={attrs.title || _t("Video")} frameBorder="0" allowFullScreen loading="lazy" referrerPolicy="strict-origin-when-cross-origin" />
    </Portal>
  );
}

export default defineIsland({
  name: "website.video_embed",
  selector: ".media_iframe_video",
  moment: "visible",
  mode: "enhance",
  markup,
  Component: VideoEmbed,
});
