// Share block (spec 3 §9): its links get the page's address, title and image in their url/u/body,
// title/text/subject and media parameters; links opening a new tab open a 600×550 popup instead.
import { useState } from "react";
import { attr, child, defineIsland, defineMarkup, findIn, useBind, type IslandProps } from "../../../src/kit";

export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 550;
export const SHARE_POPUP_FEATURES = `menubar=no,toolbar=no,resizable=yes,scrollbars=yes,height=${SHARE_POPUP_HEIGHT},width=${SHARE_POPUP_WIDTH}`;

const URL_PARAM = /(\?(?:|.*&)(?:u|url|body)=)(.*?)(&|#|$)/;
const TITLE_PARAM = /(\?(?:|.*&)(?:title|text|subject)=)(.*?)(&|#|$)/;
const MEDIA_PARAM = /(\?(?:|.*&)(?:media)=)(.*?)(&|#|$)/;

type SharedPage = { url: string; title: string; media: string };

/** The share link with the page's values (WhatsApp gets "title url" in its text). */
export function shareHref(href: string, page: SharedPage, whatsapp = false): string {
  const [url, title, media] = [page.url, page.title, page.media].map(encodeURIComponent);
  return href
    .replace(URL_PARAM, (_m, start: string, _v, end: string) => start + url + end)
    .replace(TITLE_PARAM, (_m, start: string, _v, end: string) => start + (whatsapp ? `${title}%20${url}` : title) + end)
    .replace(MEDIA_PARAM, (_m, start: string, _v, end: string) => start + media + end);
}

const markup = defineMarkup({ children: { links: child.optional("a[href]", { whatsapp: attr.hasClass("s_share_whatsapp") }) } });
const pageImage = child.optional("meta[property='og:image']");

function Share({ parts }: IslandProps<typeof markup>) {
  const [page] = useState(() => ({ url: window.location.href, title: document.title, media: findIn<HTMLMetaElement>(pageImage, document)[0]?.content ?? "" }));
  const [originals] = useState(() => new Map(parts.links.all().map((link) => [link, link.getAttribute("href")!])));
  // a link opening a new tab opens a popup instead
  const click = (event: Event, element: HTMLElement) => {
    const link = element as HTMLAnchorElement;
    if (!/_blank/i.test(link.target)) return;
    event.preventDefault();
    window.open(link.href, "", SHARE_POPUP_FEATURES);
  };
  useBind(parts, {
    links: { each: (link) => ({ attr: { href: originals.has(link) ? shareHref(originals.get(link)!, page, parts.links.attrs(link).whatsapp) : undefined } }), on: { click } },
  });
  return null;
}

export default defineIsland({
  name: "snippets.share",
  selector: ".s_share, .oe_share",
  moment: "idle",
  mode: "enhance",
  markup,
  Component: Share,
});
