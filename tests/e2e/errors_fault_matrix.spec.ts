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
    // The page's clock moves only when told: the first reconnection try comes 2000 ms after the loss.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await openDemo(page);
    await page.click(`[data-demo='fault'][data-kind='${kind}']`);
    await expect(page.locator(".o_notification_content", { hasText: LOST })).toBeVisible();
    await shot(page, `fault-${kind}`);
    await page.clock.runFor(2000);
    await expect(page.locator(".o_notification_content", { hasText: LOST })).toHaveCount(0);
    await expect(page.locator(".o_notification_content", { hasText: RESTORED })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await page.click("[data-demo='count']");
    await expect(page.locator(".o_notification_success .o_notification_content")).toHaveText(/^The server answered: \d+ contacts\.$/);
    expect(problems).toEqual([]);
  });
}

test("a lost connection keeps retrying while the server is down, each wait longer", async ({ page, request }) => {
  // The page's clock stands still but for runFor: each try is seen to wait its whole back-off
  // (2000 ms, then ×1.5 plus 0–500 ms of jitter each time), and no more than that. The tries are
  // counted in the page, as they are sent.
  await page.addInitScript(() => {
    const send = window.fetch;
    (window as any).versionTries = 0;
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith("/web/webclient/version_info")) (window as any).versionTries++;
      return send(input, init);
    };
  });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await openDemo(page);
  await request.post("/__test/faults", { data: { match: "/web/webclient/version_info", kind: "502", times: 2 } });
  const answers: Promise<unknown>[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/web/webclient/version_info")) answers.push(r.response());
  });
  const sent = () => page.evaluate(() => (window as any).versionTries as number);
  const answered = async (count: number) => {
    expect(await sent()).toBe(count);
    await expect.poll(() => answers.length).toBe(count);
    await answers[count - 1];
  };
  await page.click("[data-demo='fault'][data-kind='502']");
  await expect(page.locator(".o_notification_content", { hasText: LOST })).toBeVisible();
  await page.clock.runFor(1999);
  expect(await sent()).toBe(0);
  await page.clock.runFor(1);
  await answered(1);
  // second try: 2000 × 1.5 + 0…500 ms after the first failed
  await page.clock.runFor(2999);
  expect(await sent()).toBe(1);
  await page.clock.runFor(501);
  await answered(2);
  // third: at least 3000 × 1.5 ms, at most 3500 × 1.5 + 500 ms after the second failed; it is answered
  await page.clock.runFor(4499);
  expect(await sent()).toBe(2);
  await page.clock.runFor(5750 - 4499);
  await answered(3);
  await expect(page.locator(".o_notification_content", { hasText: RESTORED })).toBeVisible();
  await expect(page.locator(".o_notification_content", { hasText: LOST })).toHaveCount(0);
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
