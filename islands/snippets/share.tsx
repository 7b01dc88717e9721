// Share block (spec 3 §9): its links get the page's address, title and image in their url/u/body,
// title/text/subject and media parameters; links opening a new tab open a 600×550 popup instead.
import { useEffect } from "react";
import { defineIsland } from "../../src/runtime/island";
import { useHost } from "../../src/hooks/env";

export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 550;
export const SHARE_POPUP_FEATURES = `menubar=no,toolbar=no,resizable=yes,scrollbars=yes,height=${SHARE_POPUP_HEIGHT},width=${SHARE_POPUP_WIDTH}`;

const URL_PARAM = /(\?(?:|.*&)(?:u|url|body)=)(.*?)(&|#|$)/;
const TITLE_PARAM = /(\?(?:|.*&)(?:title|text|subject)=)(.*?)(&|#|$)/;
const MEDIA_PARAM = /(\?(?:|.*&)(?:media)=)(.*?)(&|#|$)/;

export interface SharedPage {
  url: string;
  title: string;
  media: string;
}

/** The share link with the page's values (WhatsApp gets "title url" in its text). */
export function shareHref(href: string, page: SharedPage, whatsapp = false): string {
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  const media = encodeURIComponent(page.media);
  return href
    .replace(URL_PARAM, (_m, start: string, _v, end: string) => start + url + end)
    .replace(TITLE_PARAM, (_m, start: string, _v, end: string) => start + (whatsapp ? `${title}%20${url}` : title) + end)
    .replace(MEDIA_PARAM, (_m, start: string, _v, end: string) => start + media + end);
}

function Share() {
  const host = useHost();
  useEffect(() => {
    const page = {
      url: window.location.href,
      title: document.title,
      media: document.querySelector<HTMLMetaElement>("meta[property='og:image']")?.content ?? "",
    };
    const links = [...host.querySelectorAll<HTMLAnchorElement>("a[href]")];
    const originals = links.map((link) => link.getAttribute("href")!);
    links.forEach((link, index) => link.setAttribute("href", shareHref(originals[index], page, link.classList.contains("s_share_whatsapp"))));
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>("a[href]");
      if (!link || !host.contains(link) || !/_blank/i.test(link.target)) return;
      event.preventDefault();
      window.open(link.href, "", SHARE_POPUP_FEATURES);
    };
    host.addEventListener("click", onClick);
    return () => {
      host.removeEventListener("click", onClick);
      links.forEach((link, index) => link.setAttribute("href", originals[index]));
    };
  }, [host]);
  return null;
}

export default defineIsland({
  name: "snippets.share",
  selector: ".s_share, .oe_share",
  moment: "idle",
  mode: "enhance",
  Component: Share,
});
