// The image-credit beacon (spec 3 §7) on the lookbook page of the reference server: one app-id
// call and one views report with every photo id, however many images mount the island; nothing
// without an app id; the photo ids read from the images' addresses.
import { afterEach, describe, expect, it, vi } from "vitest";
import beacon, { resetImageCredits } from "../../../../islands/shop/image_credits/image_credit_beacon";
import { APP_ID_ROUTE, IMAGE_VIEWS_URL, photoIds, viewsUrl } from "../../../../islands/shop/image_credits/image_credit_beacon";
import { imageViews, UNSPLASH_APP_ID } from "../../../../server/shop/image_credits";
import { answerWith, loadPage, settle, startPortal, type PortalHarness } from "../../portal/portal_harness";

let page: PortalHarness;
afterEach(() => {
  vi.unstubAllGlobals();
  resetImageCredits();
  page?.stop();
});

describe("image credits", () => {
  it("reads the photo ids once each and builds the views address", () => {
    document.body.innerHTML = '<img src="/unsplash/a1/x.jpg"/><img src="/unsplash/b-2/y.jpg?w=3"/><img src="/unsplash/a1/z.jpg"/><img src="/web/image/3"/>';
    expect(photoIds(document)).toEqual(["a1", "b-2"]);
    expect(viewsUrl(["a1", "b-2"], "app")).toBe(`${IMAGE_VIEWS_URL}?photo_id=a1%2Cb-2&app_id=app`);
  });

  it("reports every photo of the page once, with the app id", async () => {
    page = await startPortal(null);
    await loadPage(page.server, "/shop/lookbook");
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    for (const _ of document.querySelectorAll('img[src*="/unsplash/"]')) await page.mount(beacon);
    await settle();
    expect(page.server.requests.filter((r) => r.url === APP_ID_ROUTE)).toHaveLength(1);
    const reports = fetchSpy.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(IMAGE_VIEWS_URL));
    expect(reports).toEqual([viewsUrl(["xYdf5feoI", "Pq8Lm2ZkT"], UNSPLASH_APP_ID)]);
  });

  it("sends no report when the server has no app id", async () => {
    page = await startPortal(null);
    await loadPage(page.server, "/shop/lookbook");
    answerWith(page.server, APP_ID_ROUTE, false);
    await page.mount(beacon);
    await settle();
    expect(page.server.requests.some((r) => r.url.startsWith(IMAGE_VIEWS_URL))).toBe(false);
  });

  it("counts the reported views on the server, and refuses a wrong app id", async () => {
    page = await startPortal(null);
    expect((await page.server.fetch(viewsUrl(["a1", "b2"], UNSPLASH_APP_ID))).status).toBe(204);
    expect((await page.server.fetch(viewsUrl(["a1"], "other"))).status).toBe(400);
    expect(imageViews(page.server.store)).toEqual(["a1", "b2"]);
  });
});
