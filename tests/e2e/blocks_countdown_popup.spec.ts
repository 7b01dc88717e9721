// Countdown, popup and cookie bar blocks in Chromium (spec 3 §4 Blocks, §9), on a fake clock:
// each countdown end action, popups after their delay and on mouse exit and never again once
// closed, the cookie bar's choice and its toggle on the policy page.
// Islands it drives: islands/website/blocks/countdown.tsx, popup.tsx, cookies_bar.tsx.
// Parts its flows go through: islands/website/blocks/countdown_time.ts, same_path.ts (redirect), popup_opening.ts, popup_modal.ts.
import { expect, test } from "./fixtures";
import { islandsReady, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

const END = 1893456000 * 1000; // the fixture's end time: 2030-01-01T00:00:00Z

test("countdowns tick each second, then message, hide or redirect after 500 ms", async ({ page }) => {
  const console = watchConsole(page);
  await page.clock.install({ time: END - 5000 });
  await page.goto("/blocks/countdown");
  await islandsReady(page);
  await page.clock.pauseAt(END - 3000);
  await expect(page.locator("#countdown_message .o_countdown_box")).toHaveText(["0", "0", "0", "3"]);
  await expect(page.locator("#countdown_hidden .o_countdown_words")).toHaveText("0 Days 0 Hours 0 Minutes 3 Seconds");
  await expect(page.locator("#countdown_redirect svg.o_countdown_ring")).toHaveCount(4);
  await keepShot(page, { path: test.info().outputPath("countdown-1280.png"), fullPage: true });
  await page.clock.runFor(1000);
  await expect(page.locator("#countdown_message .o_countdown_box").last()).toHaveText("2");
  // one tick at a time: the page renders each tick (and schedules the next) between two runs
  await page.clock.runFor(1000);
  await expect(page.locator("#countdown_message .o_countdown_box").last()).toHaveText("1");
  await page.clock.runFor(1000);
  await expect(page.locator("#countdown_message .s_countdown_end_message")).toBeVisible();
  await expect(page.locator("#countdown_message .s_countdown_canvas_wrapper")).toBeVisible();
  await expect(page.locator("#countdown_hidden .s_countdown_end_message")).toBeVisible();
  await expect(page.locator("#countdown_hidden .s_countdown_canvas_wrapper")).toBeHidden();
  await expect(page.locator("#countdown_nothing .s_countdown_end_message")).toBeHidden();
  expect(new URL(page.url()).pathname).toBe("/blocks/countdown");
  await page.clock.runFor(400);
  expect(new URL(page.url()).pathname).toBe("/blocks/countdown");
  await page.clock.runFor(200);
  await page.waitForURL("**/contactus");
  expect(console.errors).toEqual([]);
});

test("a visitor arriving after the end of a redirecting countdown reads the redirect message", async ({ page }) => {
  await page.clock.install({ time: END + 60_000 });
  await page.goto("/blocks/countdown");
  await islandsReady(page);
  await expect(page.locator("#countdown_redirect .s_countdown_end_redirect_message")).toBeVisible();
  await page.clock.runFor(2000);
  expect(new URL(page.url()).pathname).toBe("/blocks/countdown");
});

test("a popup opens after its delay, traps focus, closes on Escape and stays closed", async ({ page }) => {
  // The page's clock stands still from before the page loads: the popup's 2000 ms delay starts
  // when it mounts, and only runFor moves time on, however long the page takes to load.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/blocks/popup");
  await islandsReady(page);
  const popup = page.locator("#sPopupDelay .modal");
  await page.clock.runFor(1999);
  await expect(popup).toBeHidden();
  await page.clock.runFor(1);
  await expect(popup).toBeVisible();
  await expect(page.locator("#sPopupNewsletter .modal")).toBeHidden();
  await keepShot(page, { path: test.info().outputPath("popup-1280.png") });
  await expect(page.locator("#sPopupDelay .js_close_popup")).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator("#sPopupDelay .js_close_popup")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();
  expect((await page.context().cookies()).find((c) => c.name === "sPopupDelay")?.value).toBe("true");
  await page.reload();
  await islandsReady(page);
  await page.clock.runFor(5000);
  await expect(popup).toBeHidden();
  await page.click("a[href='#sPopupDelay']");
  await expect(popup).toBeVisible();
});

test("a mouse-exit popup opens when the mouse leaves the page, then not again", async ({ page }) => {
  await page.goto("/blocks/popup");
  await islandsReady(page);
  await page.mouse.move(300, 300);
  await page.mouse.move(300, -5);
  await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent("mouseleave")));
  const popup = page.locator("#sPopupExit .modal");
  await expect(popup).toBeVisible();
  await page.click("#sPopupExit .js_close_popup");
  await expect(popup).toBeHidden();
  await page.reload();
  await islandsReady(page);
  await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent("mouseleave")));
  await expect(page.locator("#sPopupExit")).toHaveClass(/d-none/);
});

test("on a phone, a mouse-exit popup opens after 5000 ms instead", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // paused before the page loads, as the delay test above: only runFor moves time on
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto("/blocks/popup");
  await islandsReady(page);
  await page.clock.runFor(4999);
  await expect(page.locator("#sPopupExit .modal")).toBeHidden();
  await page.clock.runFor(1);
  await expect(page.locator("#sPopupExit .modal")).toBeVisible();
  await keepShot(page, { path: test.info().outputPath("popup-390.png") });
});

test("the cookie bar stores the choice; the policy page's button shows it again", async ({ page }) => {
  await page.goto("/blocks/cookie_policy");
  await islandsReady(page);
  const bar = page.locator("#website_cookies_bar .modal");
  await expect(bar).toBeVisible();
  await keepShot(page, { path: test.info().outputPath("cookie_bar-1280.png") });
  await page.click("#cookies-consent-all");
  await expect(bar).toBeHidden();
  const cookie = (await page.context().cookies()).find((c) => c.name === "website_cookies_bar")!;
  expect(JSON.parse(decodeURIComponent(cookie.value))).toEqual({ required: true, optional: true });
  await page.reload();
  await islandsReady(page);
  await expect(bar).toBeHidden();
  await page.click(".o_cookies_bar_toggle");
  await expect(bar).toBeVisible();
  await page.click("#cookies-consent-essential");
  await expect(bar).toBeHidden();
  const again = (await page.context().cookies()).find((c) => c.name === "website_cookies_bar")!;
  expect(JSON.parse(decodeURIComponent(again.value))).toEqual({ required: true, optional: false });
});
