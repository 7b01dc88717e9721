// The image-credit beacon's pure part (spec 3 §7 "Image credits"): the photo ids of the page's
// stock-photo images (`/unsplash/<photo id>/<name>`) and the views address to report them to.
import { child, findIn } from "../../../src/kit";

const UNSPLASH_IMAGES = child.optional('img[src*="/unsplash/"]');
export const APP_ID_ROUTE = "/web_unsplash/get_app_id";
// The reference server's stand-in for the photo service's views endpoint (views.unsplash.com/v).
export const IMAGE_VIEWS_URL = "/web_unsplash/views/v";

export function photoIds(root: ParentNode): string[] {
  const ids = findIn(UNSPLASH_IMAGES, root)
    .map((img) => /\/unsplash\/([^/?#]+)/.exec(img.getAttribute("src") ?? "")?.[1] ?? "")
    .filter(Boolean);
  return [...new Set(ids)];
}

export function viewsUrl(ids: string[], appId: string): string {
  return `${IMAGE_VIEWS_URL}?${new URLSearchParams({ photo_id: ids.join(","), app_id: appId })}`;
}
