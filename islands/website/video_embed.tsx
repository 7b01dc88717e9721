// Video blocks (spec 2 §5): the iframe is made from the block's data-oe-expression (or data-src)
// only when the link passes the domain rules; a refused link leaves the block empty.
import { defineIsland, useHost, useTranslate } from "../../src/kit";
import { useEffect } from "react";
import { safeVideoUrl } from "./video_url";

export const VIDEO_TITLE = "Video";

export function embedVideo(block: HTMLElement, fallbackTitle: string = VIDEO_TITLE): HTMLIFrameElement | null {
  const existing = block.querySelector<HTMLIFrameElement>(":scope > iframe");
  const src = existing?.getAttribute("src") ?? block.dataset.oeExpression ?? block.dataset.src;
  const url = safeVideoUrl(src);
  if (!url) {
    existing?.remove();
    block.classList.add("o_video_refused");
    return null;
  }
  if (existing) return existing;
  const iframe = document.createElement("iframe");
  iframe.src = url;
  iframe.title = block.dataset.title || fallbackTitle;
  iframe.setAttribute("frameborder", "0");
  iframe.setAttribute("allowfullscreen", "allowfullscreen");
  iframe.setAttribute("loading", "lazy");
  iframe.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  block.classList.add("media_iframe_video_size");
  block.append(iframe);
  return iframe;
}

function VideoEmbed() {
  const block = useHost();
  const _t = useTranslate();
  useEffect(() => void embedVideo(block, _t(VIDEO_TITLE)), [block, _t]);
  return null;
}

export default defineIsland({
  name: "website.video_embed",
  selector: ".media_iframe_video",
  moment: "visible",
  mode: "enhance",
  Component: VideoEmbed,
});
