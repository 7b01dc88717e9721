// E-learning subscriptions under faults: joining a course answered 502 says so and joins on the
// next click; a notification change answered 504 keeps the dialog with the choice made, says so,
// and is saved on the next click. The e-learning records are put back as seeded before each flow.
// Islands: islands/slides/course_join.tsx, course_unsubscribe.tsx.
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeEach(async ({ request }) => void (await request.post("/__test/slides/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page, user: string) {
  await login(page, user);
  await page.goto("/slides/1");
  await islandsReady(page);
}

test("joining a course answered 502 says so and keeps the join link; the next click joins", async ({ page, request }) => {
  await open(page, "portal");
  const join = page.locator(".o_wslides_js_course_join_link");
  await expect(join).toHaveText("Join this Course");
  await addFault(request, "/slides/channel/join", "502");
  await join.click();
  await expect(page.locator(".o_wslides_popover_alert")).toContainText("Unknown error");
  await expect(join).toHaveText("Join this Course");
  await expect(join).not.toHaveClass(/disabled/);
  await Promise.all([page.waitForEvent("load"), join.click()]);
  await islandsReady(page);
  await expect(page.locator(".o_wslides_course_member")).toContainText("You're enrolled");
});

test("a notification change answered 504 keeps the dialog and the choice, says so, and is saved on the next click", async ({ page, request }) => {
  await open(page, "demo");
  await page.locator(".o_wslides_js_channel_unsubscribe").click();
  const dialog = page.locator(".o_wslides_course_unsubscribe_dialog");
  const box = dialog.getByLabel("Receive notifications when new content is added to this course");
  await box.uncheck();
  await addFault(request, "/slides/channel/unsubscribe", "504");
  await dialog.locator("button", { hasText: "Save" }).click();
  await expect(dialog.locator("[role=alert]")).toHaveText("The change could not be saved. Please try again.");
  await expect(box).not.toBeChecked();
  await Promise.all([page.waitForEvent("load"), dialog.locator("button", { hasText: "Save" }).click()]);
  await islandsReady(page);
  await expect(page.locator(".o_wslides_js_channel_unsubscribe")).toHaveAttribute("data-is-follower", "False");
});
