// A lesson page's share block and publish toggle (spec 2 §2, §4, §5, §7, §9) in Chromium against
// the reference server. Islands: islands/slides/lesson_share_email.tsx, lesson_share_links.tsx,
// lesson_share_copy.tsx, lesson_embed_code.tsx, embed_viewer.tsx (the page the code opens), and
// islands/website/publish.tsx on a lesson.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";
import { keepShot, onlyForShots } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

/** A lesson of its own for each test: a published three-page pdf in the first course. */
async function newLesson(page: Page, name: string): Promise<string> {
  const datas = readFileSync("fixtures/static/slides/upload_three_pages.pdf").toString("base64");
  const added = await page.request.post("/slides/add_slide", {
    data: { jsonrpc: "2.0", method: "call", id: 1, params: { channel_id: 1, slide_type: "presentation", name, datas, mime_type: "application/pdf", is_published: true } },
  });
  const { url } = (await added.json()).result;
  expect(url).toMatch(/\/slides\/slide\/.+-\d+$/);
  return url;
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await islandsReady(page);
}

test("a publisher unpublishes a lesson and publishes it again; a failed toggle says so and changes nothing", async ({ page, request }) => {
  await login(page, "admin");
  const url = await newLesson(page, "Publish me");
  await open(page, url);
  const toggle = page.locator(".js_publish_management");
  await expect(toggle).toHaveClass(/css_published/);
  await expect(toggle.getByRole("button")).toHaveAccessibleName("Published");
  const sent = page.waitForRequest("**/website/publish");
  await toggle.getByRole("button").click();
  expect((await sent).postDataJSON().params).toEqual({ id: Number(url.split("-").pop()), object: "slide.slide" });
  await expect(toggle).toHaveClass(/css_unpublished/);
  await expect(toggle.getByRole("button")).toHaveAccessibleName("Unpublished");
  await open(page, url);
  await expect(toggle).toHaveClass(/css_unpublished/);
  await addFault(request, "/website/publish", "502", 1);
  await toggle.getByRole("button").click();
  await expect(page.locator(".o_notification")).toContainText("The publication state could not be changed. Please try again.");
  await expect(toggle).toHaveClass(/css_unpublished/);
  await open(page, url);
  await expect(toggle).toHaveClass(/css_unpublished/);
  await toggle.getByRole("button").click();
  await expect(toggle).toHaveClass(/css_published/);
});

test("a learner shares a lesson by e-mail: a bad address is flagged, a failed send keeps it, a good one is sent", async ({ page, request }) => {
  await login(page, "admin");
  const url = await newLesson(page, "Share me by mail");
  await open(page, url);
  const block = page.locator(".oe_slide_js_share_email");
  const email = block.getByLabel("Share by email");
  let sends = 0;
  page.on("request", (r) => r.url().endsWith("/slides/slide/send_share_email") && sends++);
  await block.getByRole("button", { name: "Send Email" }).click();
  await expect(email).toHaveClass(/is-invalid/);
  await expect(email).toBeFocused();
  await email.fill("friend@example");
  await block.getByRole("button", { name: "Send Email" }).click();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  expect(sends).toBe(0);
  await email.fill("friend@example.com");
  await addFault(request, "/slides/slide/send_share_email", "502", 1);
  await block.getByRole("button", { name: "Send Email" }).click();
  await expect(block.getByRole("status")).toHaveText("The server could not be reached. Please try again.");
  await expect(email).toHaveValue("friend@example.com");
  await expect(email).not.toHaveClass(/is-invalid/);
  const sent = page.waitForRequest("**/slides/slide/send_share_email");
  await block.getByRole("button", { name: "Send Email" }).click();
  expect((await sent).postDataJSON().params).toEqual({ slide_id: Number(url.split("-").pop()), email: "friend@example.com", fullscreen: false });
  await expect(block.getByRole("status")).toHaveText("The link has been sent.");
});

test("social links open the network's share page in a 626×436 window; the link is copied with 'Copied !' for 800 ms", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page, "admin");
  const url = await newLesson(page, "Share me around");
  await page.clock.install();
  await open(page, url);
  const link = new URL(url, page.url()).href;
  await page.evaluate(() => {
    (window as any).__opened = [];
    window.open = (address?: string | URL, name?: string, features?: string) => ((window as any).__opened.push([String(address), name, features]), null);
  });
  for (const network of ["Facebook", "Twitter", "LinkedIn"]) await page.getByRole("link", { name: `Share on ${network}` }).click();
  expect(page.url()).toBe(link);
  expect(await page.evaluate(() => (window as any).__opened)).toEqual([
    [`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`, "Share Dialog", expect.stringContaining("width=626,height=436")],
    [`https://twitter.com/intent/tweet?text=Share%20me%20around&url=${encodeURIComponent(link)}`, "Share Dialog", expect.stringContaining("width=626,height=436")],
    [`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`, "Share Dialog", expect.stringContaining("width=626,height=436")],
  ]);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("button", { name: "Copy" }).click();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveText("Copied !");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await page.clock.runFor(799);
  await expect(tooltip).toHaveText("Copied !");
  await page.clock.runFor(1);
  await expect(tooltip).toHaveCount(0);
});

test("the embed code follows its start page, a page that is not in the document goes back to 1, and the code opens the document there", async ({ page }) => {
  await login(page, "admin");
  const url = await newLesson(page, "Embed me");
  await open(page, url);
  const widget = page.locator(".oe_slide_js_embed_code_widget");
  const start = widget.getByLabel("Start at page");
  const code = widget.getByLabel("Embed code");
  await expect(start).toHaveAttribute("max", "3");
  await expect(code).toHaveValue(/\/slides\/embed\/\d+\?page=1"/);
  await start.fill("3");
  await start.press("Enter");
  await expect(code).toHaveValue(/\?page=3"/);
  expect(page.url()).toMatch(/-\d+$/);
  for (const wrong of ["4", "0", "-1"]) {
    await start.fill("2");
    await start.blur();
    await expect(code).toHaveValue(/\?page=2"/);
    await start.fill(wrong);
    await start.blur();
    await expect(start).toHaveValue("1");
    await expect(code).toHaveValue(/\?page=1"/);
  }
  await start.fill("3");
  await start.blur();
  const embedded = /src="([^"]+)"/.exec(await code.inputValue())![1];
  await page.setViewportSize({ width: 420, height: 315 });
  await open(page, embedded);
  await expect(page.locator(".o_wslides_fs_pdf_page_number")).toHaveText("Page 3 of 3");
  await keepShot(page, { path: test.info().outputPath("embed_page_3_420.png") });
  await open(page, embedded.replace("page=3", "page=9"));
  await expect(page.locator(".o_wslides_fs_pdf_page_number")).toHaveText("Page 1 of 3");
});

test("screenshots of a lesson with its publish toggle and share block at 1280 and 390 px", async ({ page }) => {
  onlyForShots();
  await login(page, "admin");
  const url = await newLesson(page, "Share block on show");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, url);
    const block = page.locator(".o_wslides_lesson_share");
    await block.getByRole("button", { name: "Send Email" }).click();
    await expect(block.getByLabel("Share by email")).toHaveClass(/is-invalid/);
    await expect(page.locator(".js_publish_management")).toBeVisible();
    await keepShot(page, { path: test.info().outputPath(`lesson_share_${width}.png`), fullPage: true, animations: "disabled" });
  }
});
