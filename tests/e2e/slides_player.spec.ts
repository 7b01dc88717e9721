// The course page and the fullscreen player in Chromium against the reference server (spec 3 §2,
// §4, §9). Islands it drives: islands/slides/course_join.tsx, course_page.tsx, fullscreen_player.tsx
// (LessonView, PdfViewer.tsx, pdf_library.ts, completion.ts, video_player.tsx, ShareDialog.tsx), slide_like.tsx.
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login, watchConsole } from "./helpers";

test.beforeAll(async ({ request }) => void (await request.post("/__test/slides/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsReady(page);
}

const item = (page: Page, id: number) => page.locator(`.o_wslides_fs_sidebar_list_item[data-id="${id}"]`);
const percentage = (page: Page) => page.locator(".o_wslides_progress_percentage");

test("a member joins, follows lessons with the arrow keys and completes them", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "portal");
  await open(page, "/slides/1");
  await expect(page.locator(".o_wslides_course_reviews_tab")).toHaveText("Reviews (0)");
  await expect(page.locator('.o_wslides_slide_list_category[data-category-id="9"] .o_wslides_empty_marker')).toHaveText("(empty)");
  await Promise.all([page.waitForEvent("load"), page.locator(".o_wslides_js_course_join_link").click()]);
  await islandsReady(page);
  await expect(page.locator(".o_wslides_course_member")).toContainText("You're enrolled");
  const first = page.locator(".o_wslides_js_slides_list_slide_link").first();
  await expect(first).toHaveAttribute("href", "/slides/slide/gardening-the-know-how-2?fullscreen=1");
  await first.click();
  await islandsReady(page);
  // infographic: complete when shown
  await expect(item(page, 2).locator(".o_wslides_slide_completed")).toBeVisible();
  await expect(percentage(page)).toHaveText("17");
  // document: completes once its viewer has loaded
  const worker = page.waitForRequest("**/dist/v/*/vendor/pdf.worker.js");
  const file = page.waitForRequest("**/slides/media/lesson_document.pdf");
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/slides\/slide\/soil-basics-3\?fullscreen=1$/);
  await Promise.all([worker, file]);
  await expect(page.locator(".o_wslides_fs_pdf_page_number")).toHaveText("Page 1 of 1");
  expect(await page.locator("canvas.o_wslides_fs_pdf_canvas").evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);
  await expect(item(page, 3).locator(".o_wslides_slide_completed")).toBeVisible();
  await expect(percentage(page)).toHaveText("33");
  // video: not complete while more than 30 s remain; completes near its end; its end goes on
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/watering-in-practice-4\?fullscreen=1$/);
  const video = page.locator("video.o_wslides_fs_video");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(39);
  await expect(item(page, 4).locator(".o_wslides_slide_completed")).toBeHidden();
  await video.evaluate((v: HTMLVideoElement) => { v.muted = true; v.currentTime = 37; return v.play(); });
  await expect(item(page, 4).locator(".o_wslides_slide_completed")).toBeVisible();
  await expect(percentage(page)).toHaveText("50");
  await expect(page).toHaveURL(/choosing-your-tools-6\?fullscreen=1$/, { timeout: 15_000 });
  // webpage: sanitized
  await expect(page.locator(".o_wslides_fs_webpage strong")).toHaveText("spade");
  expect(await page.evaluate(() => (window as any).__slides_xss)).toBeUndefined();
  await expect(percentage(page)).toHaveText("67");
  // back with the left arrow
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/watering-in-practice-4\?fullscreen=1$/);
  await expect(page.locator(".o_wslides_fs_exit_fullscreen")).toHaveAttribute("href", "/slides/slide/watering-in-practice-4");
  expect(console.errors).toEqual([]);
});

test("a failed completion shows no check mark, says so, and is sent again", async ({ page, request }) => {
  await login(page, "demo");
  await addFault(request, "/slides/slide/set_completed", "502", 1);
  const calls: number[] = [];
  page.on("request", (r) => r.url().endsWith("/slides/slide/set_completed") && calls.push(Date.now()));
  await open(page, "/slides/slide/soil-basics-3?fullscreen=1");
  await expect(page.locator(".o_notification")).toContainText("Your progress could not be saved. It will be sent again.");
  await expect(item(page, 3).locator(".o_wslides_slide_completed")).toBeHidden();
  await expect(item(page, 3).locator(".o_wslides_slide_completed")).toBeVisible();
  expect(calls.length).toBe(2);
  await expect(percentage(page)).toHaveText("33");
});

test("a document whose file fails to load says so and is not completed until its viewer loads", async ({ page, request }) => {
  await login(page, "admin");
  const completions: string[] = [];
  page.on("request", (r) => r.url().endsWith("/slides/slide/set_completed") && completions.push(r.postDataJSON().params.slide_id));
  await addFault(request, "/slides/media/lesson_document.pdf", "502", 1);
  await open(page, "/slides/slide/soil-basics-3?fullscreen=1");
  await expect(page.locator(".o_wslides_fs_lesson_document [role=alert]")).toHaveText("This document could not be loaded.");
  await expect(item(page, 3).locator(".o_wslides_slide_completed")).toBeHidden();
  expect(completions).toEqual([]);
  const completed = page.waitForRequest("**/slides/slide/set_completed");
  await open(page, "/slides/slide/soil-basics-3?fullscreen=1");
  await expect(page.locator(".o_wslides_fs_pdf_page_number")).toHaveText("Page 1 of 1");
  expect((await completed).postDataJSON().params).toEqual({ slide_id: 3 });
  await expect(item(page, 3).locator(".o_wslides_slide_completed")).toBeVisible();
});

test("the sidebar toggles, the share dialog checks the e-mail and sends it", async ({ page }) => {
  await login(page, "demo");
  await open(page, "/slides/slide/gardening-the-know-how-2?fullscreen=1");
  await page.locator(".o_wslides_fs_toggle_sidebar").click();
  await expect(page.locator(".o_wslides_fs_sidebar")).toBeHidden();
  await page.locator(".o_wslides_fs_toggle_sidebar").click();
  await expect(page.locator(".o_wslides_fs_sidebar")).toBeVisible();
  await page.locator(".o_wslides_fs_share").click();
  const email = page.locator(".o_wslides_js_share_email");
  await email.fill("not an email");
  await page.locator(".o_wslides_share_dialog button", { hasText: "Send" }).click();
  await expect(email).toHaveClass(/is-invalid/);
  const sent = page.waitForRequest("**/slides/slide/send_share_email");
  await email.fill("friend@example.com");
  await page.locator(".o_wslides_share_dialog button", { hasText: "Send" }).click();
  expect((await sent).postDataJSON().params).toEqual({ slide_id: 2, email: "friend@example.com", fullscreen: true });
  await expect(page.locator(".o_wslides_share_dialog")).toContainText("The link has been sent.");
  await page.evaluate(() => {
    const open = window.open.bind(window);
    (window as any).__opened = [];
    window.open = (url?: string | URL, target?: string, features?: string) => ((window as any).__opened.push([String(url), features]), open("about:blank", target, features));
  });
  await page.locator(".o_wslides_share_facebook").click();
  const [[address, features]] = await page.evaluate(() => (window as any).__opened);
  expect(address).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(new URL("/slides/slide/gardening-the-know-how-2", page.url()).href)}`);
  expect(features).toContain("width=626,height=436");
});
