// The image-credit beacon in Chromium against the reference server (spec 3 §7 "Image credits"):
// a page with stock photos asks for the app id and reports its photos once; a page without
// any sends nothing; a failed app-id call sends no report and shows nothing.
// Islands it drives: islands/shop/image_credits/image_credit_beacon.tsx.
import { expect, test, type Page } from "./fixtures";
import { APP_ID_ROUTE, IMAGE_VIEWS_URL } from "../../islands/shop/image_credits/image_credit_beacon";
import { UNSPLASH_APP_ID } from "../../server/shop/image_credits";
import { addFault, clearFaults, islandsReady, watchConsole } from "./helpers";

test.afterEach(async ({ request }) => clearFaults(request));

function recordCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === APP_ID_ROUTE || url.pathname === IMAGE_VIEWS_URL) calls.push(url.pathname + url.search);
  });
  return calls;
}

test("a page with stock photos reports them once with the app id; a page without sends nothing", async ({ page }) => {
  const console = watchConsole(page);
  const calls = recordCalls(page);
  const report = page.waitForResponse((response) => response.url().includes(IMAGE_VIEWS_URL));
  await page.goto("/shop/lookbook");
  expect((await report).status()).toBe(204);
  await islandsReady(page);
  expect(calls).toEqual([APP_ID_ROUTE, `${IMAGE_VIEWS_URL}?photo_id=xYdf5feoI%2CPq8Lm2ZkT&app_id=${UNSPLASH_APP_ID}`]);

  calls.length = 0;
  await page.goto("/shop");
  await islandsReady(page);
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
  expect(console.errors).toEqual([]);
});

test("a failed app-id call sends no report and shows nothing", async ({ page }) => {
  const calls = recordCalls(page);
  await addFault(page.request, APP_ID_ROUTE, "502");
  const answered = page.waitForResponse((response) => response.url().includes(APP_ID_ROUTE));
  await page.goto("/shop/lookbook");
  expect((await answered).status()).toBe(502);
  await islandsReady(page);
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([APP_ID_ROUTE]);
  await expect(page.locator(".o_notification, [role=alert]")).toHaveCount(0);
});
