// The course page in Chromium against the reference server (spec 3 §2, §6, §8): joining as a
// visitor, votes and their refusals, access requests, buying a paid course.
// Islands: islands/slides/course_join.tsx, slide_like.tsx, course_page.tsx.
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login, watchConsole } from "./helpers";

test.beforeAll(async ({ request }) => void (await request.post("/__test/slides/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsReady(page);
}
const popover = (page: Page) => page.locator(".o_wslides_popover_alert");

test("a visitor is asked to sign up to join and to vote", async ({ page }) => {
  await open(page, "/slides/1");
  await page.locator(".o_wslides_js_course_join_link").click();
  await expect(popover(page)).toHaveText("Please create an account to join this course");
  await expect(popover(page).locator("a")).toHaveAttribute("href", "/web/signup?redirect=%2Fslides%2F1");
  await page.locator(".o_wslides_course_reviews_tab").click();
  await expect(page.locator("#review")).toBeVisible();
  await expect(page.locator("#home")).toBeHidden();
  await open(page, "/slides/slide/test-yourself-8");
  await page.locator(".o_wslides_js_slide_like_up").click();
  await expect(popover(page)).toHaveText("Please create an account to vote this lesson");
});

test("votes count, a second vote is refused, a non-member and a network failure are told", async ({ page, request }) => {
  const console = watchConsole(page);
  await login(page, "portal");
  await open(page, "/slides/slide/test-yourself-8");
  await page.locator(".o_wslides_js_slide_like_up").click();
  await expect(popover(page)).toHaveText("You must be member of this course to vote");
  await open(page, "/slides/1");
  await Promise.all([page.waitForEvent("load"), page.locator(".o_wslides_js_course_join_link").click()]);
  await open(page, "/slides/slide/soil-basics-3");
  const up = page.locator(".o_wslides_js_slide_like_up");
  await up.click();
  await expect(up).toHaveText("2");
  await expect(up).toHaveClass(/text-primary/);
  await up.click();
  await expect(popover(page)).toHaveText("You have already voted for this lesson");
  await page.locator(".o_wslides_js_slide_like_down").click();
  await expect(up).toHaveText("1");
  await addFault(request, "/slides/slide/like", "502", 1);
  await page.locator(".o_wslides_js_slide_like_down").click();
  await expect(popover(page)).toHaveText("Unknown error");
  await expect(page.locator(".o_wslides_js_slide_like_down")).toHaveText("1");
  expect(console.errors.filter((e) => !e.includes("502"))).toEqual([]);
});

test("an invite-only course takes an access request once", async ({ page }) => {
  await login(page, "portal");
  await open(page, "/slides/2");
  await page.locator(".o_wslides_js_course_join_link").click();
  const dialog = page.locator(".modal");
  await expect(dialog.locator(".modal-title")).toHaveText("Request Access.");
  await dialog.locator("button", { hasText: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.locator(".o_wslides_js_course_join_link").click();
  await dialog.locator("button", { hasText: "Yes" }).click();
  await expect(page.locator(".o_wslides_request_access_result")).toHaveText("Request sent !");
  await open(page, "/slides/2");
  await expect(page.locator(".o_wslides_js_course_join")).toContainText("Request sent !");
});

test("an access request refused by the server shows its message in red", async ({ page }) => {
  await login(page, "demo");
  await open(page, "/slides/2");
  // another tab asked meanwhile
  await page.evaluate(() => fetch("/web/dataset/call_kw/slide.channel/action_request_access", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, params: { model: "slide.channel", method: "action_request_access", args: [2], kwargs: {} } }) }));
  await page.locator(".o_wslides_js_course_join_link").click();
  await page.locator(".modal button", { hasText: "Yes" }).click();
  const result = page.locator(".o_wslides_request_access_result");
  await expect(result).toHaveText("You have already requested access to this course.");
  await expect(result).toHaveClass(/text-danger/);
});

test("a signed-in user buys a paid course through the cart", async ({ page }) => {
  await login(page, "portal");
  await open(page, "/slides/3");
  const cart = page.waitForRequest("**/shop/cart/update_json");
  await page.locator(".o_wslides_js_course_join_link").click();
  expect((await cart).postDataJSON().params).toEqual({ product_id: 41, add_qty: 1, display: false });
  await page.waitForURL(/\/shop\/cart$/);
});

test("a visitor on a paid course takes the normal join path", async ({ page }) => {
  await open(page, "/slides/3");
  await page.locator(".o_wslides_js_course_join_link").click();
  await expect(popover(page)).toHaveText("Please create an account to join this course");
});

test("a member unsubscribes, then leaves through the confirmation", async ({ page }) => {
  await login(page, "demo");
  await open(page, "/slides/1");
  await page.locator(".o_wslides_js_channel_unsubscribe").click();
  const dialog = page.locator(".o_wslides_course_unsubscribe_dialog");
  await expect(dialog.locator(".modal-title")).toHaveText("Notifications");
  await dialog.getByLabel("Receive notifications when new content is added to this course").uncheck();
  const sent = page.waitForRequest("**/slides/channel/unsubscribe");
  await Promise.all([page.waitForEvent("load"), dialog.locator("button", { hasText: "Save" }).click()]);
  expect((await sent).postDataJSON().params).toEqual({ channel_id: 1 });
  await islandsReady(page);
  await expect(page.locator(".o_wslides_js_channel_unsubscribe")).toHaveAttribute("data-is-follower", "False");
  await page.locator(".o_wslides_js_channel_unsubscribe").click();
  await dialog.locator("button", { hasText: "Discard" }).click();
  await expect(dialog).toHaveCount(0);
  await page.locator(".o_wslides_js_channel_unsubscribe").click();
  await dialog.locator("button", { hasText: "or Leave the course" }).click();
  await expect(dialog.locator(".modal-title")).toHaveText("Leave the course");
  await expect(dialog).toContainText("Do you really want to leave the course?");
  await dialog.locator("button", { hasText: "Cancel" }).click();
  await expect(dialog.locator(".modal-title")).toHaveText("Notifications");
  await dialog.locator("button", { hasText: "or Leave the course" }).click();
  await Promise.all([page.waitForEvent("load"), dialog.locator("button.o_wslides_js_leave").click()]);
  await islandsReady(page);
  await expect(page.locator(".o_wslides_js_course_join_link")).toHaveText("Join this Course");
});

test("a failed leave keeps the dialog open and says so", async ({ page, request }) => {
  await login(page, "admin");
  await open(page, "/slides/1");
  await page.locator(".o_wslides_js_channel_unsubscribe").click();
  await page.locator(".o_wslides_js_go_leave").click();
  await addFault(request, "/slides/channel/leave", "502", 1);
  await page.locator("button.o_wslides_js_leave").click();
  await expect(page.locator(".o_wslides_course_unsubscribe_dialog [role=alert]")).toHaveText("The change could not be saved. Please try again.");
});
