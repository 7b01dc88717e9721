// Reports the page's stock photos (`/unsplash/<photo id>/<name>`) to the photo service once per
// page (spec 3 §7 "Image credits"): the app id from POST /web_unsplash/get_app_id, then one GET to
// its views endpoint with the photo ids. Every image of the page mounts this island; the first one
// reports for all. Failures are not shown: a missed view count is no concern of the visitor.
import { checked, child, defineIsland, findIn, is, useService } from "../../../src/kit";
import { useEffect } from "react";
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

let reported = false;

/** For tests: a new page. */
export function resetImageCredits(): void {
  reported = false;
}

function ImageCreditBeacon() {
  const rpc = useService("rpc");
  useEffect(() => {
    if (reported) return;
    reported = true;
    const ids = photoIds(document);
    if (!ids.length) return;
    rpc(APP_ID_ROUTE, {}, { silent: true })
      .then(checked(is.orFalse(is.string)))
      .then(
        (appId) => {
          if (appId) void fetch(viewsUrl(ids, appId), { credentials: "omit", keepalive: true }).catch(() => {});
        },
        () => {},
      );
  }, [rpc]);
  return null;
}

export default defineIsland({
  name: "shop_extras.image_credit_beacon",
  selector: 'img[src*="/unsplash/"]',
  moment: "idle",
  mode: "enhance",
  Component: ImageCreditBeacon,
});
