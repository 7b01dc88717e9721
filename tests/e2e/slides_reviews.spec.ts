// A course's Reviews tab in Chromium against the reference server: a member opens the rating
// composer (islands/website/rating_composer.tsx), which posts to /mail/chatter_post with
// res_model slide.channel; the reloaded page lists the review. Non-members get no composer.
import { expect, test } from "./fixtures";
import { islandsReady, login } from "./helpers";

test.beforeAll(async ({ request }) => void (await request.post("/__test/slides/reset")));

test("a member reviews the course and finds the review in the Reviews tab", async ({ page }) => {
  await login(page, "demo");
  await page.goto("/slides/1");
  await islandsReady(page);
  await page.locator("#review-tab").click();
  const marker = `Clear and practical ${Date.now()}`;
  await page.getByRole("button", { name: "Add Review" }).click();
  const dialog = page.locator(".o_rating_popup_composer_dialog");
  await dialog.getByLabel("Your comment").fill(marker);
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Post" }).click()]);
  await page.locator("#review-tab").click();
  await expect(page.locator("#review .o_wslides_course_review", { hasText: marker })).toHaveCount(1);
  await expect(page.locator("#review .o_wslides_course_review", { hasText: marker }).getByRole("img")).toHaveAttribute("aria-label", "4 out of 5 stars");
});

test("someone outside the course gets no composer", async ({ page }) => {
  await login(page, "portal");
  await page.goto("/slides/1");
  await islandsReady(page);
  await expect(page.locator("#review .o_rating_popup_composer")).toHaveCount(0);
});
