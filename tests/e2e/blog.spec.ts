// A blog post in Chromium against the reference server (spec 3 §2, §5, §9 "Blog"): the
// selection share popover (comment quote, short message), the content jump, the next post and the
// share buttons. Island: islands/blog/blog_post.tsx.
// Parts its flows go through: islands/blog/SelectionPopover.tsx, post_sharing.ts.
import { expect, test, type Page } from "./fixtures";
import { islandsReady } from "./helpers";

async function open(page: Page) {
  await page.goto("/blog/post");
  await islandsReady(page);
}
/** Selects the first `length` characters of the first paragraph (all the post without one), with the mouse's events. */
async function select(page: Page, length?: number) {
  const paragraph = page.locator("#o_wblog_first_paragraph");
  await paragraph.dispatchEvent("mousedown");
  await page.evaluate((n) => {
    const range = document.createRange();
    if (n === undefined) range.selectNodeContents(document.querySelector(".o_wblog_post_content_field")!);
    else {
      const text = document.querySelector("#o_wblog_first_paragraph")!.firstChild!;
      range.setStart(text, 0);
      range.setEnd(text, n);
    }
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  }, length);
  await paragraph.dispatchEvent("mouseup");
}
const share = (page: Page) => page.locator(".o_wblog_selection_share");

test("a selection of 5 characters or more offers a quote in a comment and a short message", async ({ page }) => {
  await open(page);
  await select(page, 4);
  await expect(share(page)).toHaveCount(0);
  await select(page, 5);
  await expect(share(page)).toBeVisible();
  await select(page);
  const href = await share(page).locator(".o_share_tweet").getAttribute("href");
  const message = decodeURIComponent(href!.replace("https://twitter.com/intent/tweet?text=", ""));
  expect(message).toMatch(/^"Cacti thrive .*" - http:\/\/localhost:\d+\/blog\/post$/s);
  // the quote and its marks take what the 140 characters leave after the 23 kept for the link
  expect(message.lastIndexOf(" - http") + 3).toBe(140 - 23);
  await share(page).locator(".o_share_comment").click();
  await expect(page.locator("#o_wblog_comment")).toBeFocused();
  await expect(page.locator("#o_wblog_comment")).toHaveValue(/^"Cacti thrive on a bright windowsill.*in spring\." $/s);
  await expect(share(page)).toHaveCount(0);
});

test("share buttons open the network's page; the content jump and the next post scroll first", async ({ page }) => {
  await open(page);
  // no network here: the window the button opens is recorded instead of loaded
  await page.evaluate(() => (window.open = (...args: unknown[]) => ((window as any).__opened = args) && null));
  await page.locator(".o_linkedin").click();
  const opened = await page.evaluate(() => (window as any).__opened);
  expect(opened[0]).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=http%3A%2F%2Flocalhost%3A\d+%2Fblog%2Fpost$/);
  expect(opened[2]).toContain("height=600,width=600");
  await page.locator("#o_wblog_post_content_jump").click();
  await expect(page).toHaveURL(/#blog_content$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await Promise.all([page.waitForURL("**/website/blog"), page.locator("#o_wblog_next_container").click()]);
});
