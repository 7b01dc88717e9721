// The fault matrix: for each way a request can fail (HTTP 502, HTTP 504, a dropped connection, an
// aborted request, malformed JSON, HTML instead of JSON) the right message appears, no uncaught
// error reaches the console, and the page keeps working.
import { expect, test } from "./fixtures";
import { clearFaults } from "./helpers";
import { dialog, dialogTitle, openDemo, shot, watchProblems } from "./overlays_support";

test.beforeEach(async ({ request }) => clearFaults(request));

const LOST = "Connection lost. Trying to reconnect...";
const RESTORED = "Connection restored. You are back online.";

for (const kind of ["502", "network", "malformed-json", "500-html"] as const) {
  test(`${kind}: connection lost, then restored, and the page keeps working`, async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page);
    await page.click(`[data-demo='fault'][data-kind='${kind}']`);
    await expect(page.locator(".o_notification_content", { hasText: LOST })).toBeVisible();
    await shot(page, `fault-${kind}`);
    await expect(page.locator(".o_notification_content", { hasText: LOST })).toHaveCount(0, { timeout: 6000 });
    await expect(page.locator(".o_notification_content", { hasText: RESTORED })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await page.click("[data-demo='count']");
    await expect(page.locator(".o_notification_success .o_notification_content")).toHaveText(/^The server answered: \d+ contacts\.$/);
    expect(problems).toEqual([]);
  });
}

test("a lost connection keeps retrying while the server is down", async ({ page, request }) => {
  await openDemo(page);
  await request.post("/__test/faults", { data: { match: "/web/webclient/version_info", kind: "502", times: 2 } });
  const tries: number[] = [];
  page.on("request", (r) => r.url().endsWith("/web/webclient/version_info") && tries.push(Date.now()));
  await page.click("[data-demo='fault'][data-kind='502']");
  await expect(page.locator(".o_notification_content", { hasText: RESTORED })).toBeVisible({ timeout: 15_000 });
  expect(tries).toHaveLength(3);
  const gaps = tries.slice(1).map((t, i) => t - tries[i]);
  expect(gaps[0]).toBeGreaterThanOrEqual(2900); // 2000 × 1.5 + 0…500
  expect(gaps[1]).toBeGreaterThanOrEqual(gaps[0] * 1.5 - 100);
});

test("504: Request timeout, and the page keeps working", async ({ page }) => {
  const problems = watchProblems(page);
  await openDemo(page);
  await page.click("[data-demo='fault'][data-kind='504']");
  await expect(dialogTitle(page)).toHaveText("Request timeout");
  await expect(page.locator(".o_dialog .modal-body")).toHaveText("The operation was interrupted. This usually means that the current operation is taking too much time.");
  await shot(page, "fault-504");
  await page.keyboard.press("Escape");
  await page.click("[data-demo='count']");
  await expect(page.locator(".o_notification_success .o_notification_content")).toHaveText(/^The server answered: \d+ contacts\.$/);
  expect(problems).toEqual([]);
});

test("an aborted request shows no error, and the page keeps working", async ({ page }) => {
  const problems = watchProblems(page);
  await openDemo(page);
  await page.click("[data-demo='abort']");
  await expect(page.locator("#demo-status")).toHaveText("The request was aborted.");
  await page.click("[data-demo='count']");
  await expect(page.locator(".o_notification_success .o_notification_content")).toHaveText(/^The server answered: \d+ contacts\.$/);
  // The next request's answer is in: anything the aborted one caused would be shown by now.
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator(".o_notification")).toHaveCount(1);
  expect(problems).toEqual([]);
});
