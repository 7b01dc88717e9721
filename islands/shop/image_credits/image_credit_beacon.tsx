// Reports the page's stock photos to the photo service once per page (spec 3 §7): the app id
// from POST /web_unsplash/get_app_id, then one GET to its views endpoint with the photo ids.
// Every image of the page mounts this island; the first one reports for all. Failures are not
// shown: a missed view count is no concern of the visitor.
import { checked, defineIsland, is, useService } from "../../../src/kit";
import { useEffect } from "react";
import { APP_ID_ROUTE, photoIds, viewsUrl } from "./image_credits";

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
