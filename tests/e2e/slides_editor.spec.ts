// Course editors reorder sections and lessons (spec 3 §2, §7) in Chromium against the reference
// server, by keyboard and by mouse (SortableJS), lessons also into another section; a refused save
// puts the order back. Island:
// islands/slides/course_reorder.tsx (reorder.ts); the add-a-tag dialog: islands/slides/course_tag_add.tsx.
import { expect, test, type Locator, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeAll(async ({ request }) => void (await request.post("/__test/slides/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page) {
  await page.goto("/slides/1");
  await islandsReady(page);
}
const lessons = (page: Page, section: number) => page.locator(`[data-category-id="${section}"] .o_wslides_js_slides_list_slide_link`);

test("an editor reorders lessons with the keyboard and the order stays", async ({ page }) => {
  await login(page, "admin");
  await open(page);
  const saved = page.waitForRequest("**/web/dataset/resequence");
  await page.getByRole("button", { name: "Move Soil basics" }).focus();
  await page.keyboard.press("ArrowUp");
  expect((await saved).postDataJSON().params).toEqual({ model: "slide.slide", ids: [1, 3, 2, 4, 5, 6, 7, 8, 9] });
  await expect(page.getByRole("button", { name: "Move Soil basics" })).toBeFocused();
  await expect(lessons(page, 1)).toHaveText(["Soil basics", "Gardening: the know-how", "Watering in practice"]);
  await open(page);
  await expect(lessons(page, 1)).toHaveText(["Soil basics", "Gardening: the know-how", "Watering in practice"]);
});

/** Drags by the mouse, in small steps as a hand does (SortableJS follows the pointer); the window
 *  is tall enough for the whole list, since the mouse only reaches what is on screen. */
async function drag(page: Page, from: Locator, to: Locator, where: "above" | "below") {
  await page.setViewportSize({ width: 1280, height: 1400 });
  // hover() waits for the handle to stand still after the resize: positions read before that are stale.
  await from.hover();
  const source = (await from.boundingBox())!;
  // Resolved now: while dragging, the library adds a copy of the item that follows the pointer, and
  // a locator such as "the section's last lesson" may come to mean the dragged lesson itself.
  const handle = (await from.elementHandle())!;
  const targetElement = (await to.elementHandle())!;
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 + 8, { steps: 4 });
  const target = (await targetElement.boundingBox())!;
  await page.mouse.move(target.x + target.width / 2, where === "above" ? target.y + 3 : target.y + target.height - 3, { steps: 20 });
  // Released only once the list has made room there (the library follows the pointer on its own schedule).
  await expect
    .poll(() =>
      handle.evaluate(
        (handle, [targetEl, side]) => {
          let item: Element = targetEl as Element;
          while (item.parentElement && !item.parentElement.contains(handle)) item = item.parentElement;
          const neighbour = side === "below" ? item.nextElementSibling : item.previousElementSibling;
          // ... and the items have finished sliding into their new places.
          return Boolean(neighbour?.contains(handle)) && document.getAnimations().length === 0;
        },
        [targetElement, where] as const,
      ),
    )
    .toBe(true);
  // One more pointer event where it stands, as a hand never lets go on the very move that arrived.
  await page.mouse.move(target.x + target.width / 2 + 1, where === "above" ? target.y + 3 : target.y + target.height - 3);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
}
const sortable = (page: Page) => expect(page.locator(".o_wslides_slides_list")).toHaveAttribute("data-sortable", "1");

test("an editor drags a section with the mouse", async ({ page }) => {
  await login(page, "admin");
  await open(page);
  await sortable(page);
  const saved = page.waitForRequest("**/web/dataset/resequence");
  await drag(page, page.getByRole("button", { name: "Move Coming soon" }), page.locator('[data-category-id="1"] .o_wslides_slide_list_category_header'), "above");
  expect((await saved).postDataJSON().params.ids.slice(0, 2)).toEqual([9, 1]);
  await open(page);
  await expect(page.locator(".o_wslides_slide_list_category_header h3")).toHaveText(["Coming soon", "Getting started", "Going further"]);
});

test("an editor drags a lesson into another section with the mouse; it stays there", async ({ page }) => {
  await login(page, "admin");
  await open(page);
  await sortable(page);
  const saved = page.waitForRequest("**/web/dataset/resequence");
  await drag(page, page.getByRole("button", { name: "Move Choosing your tools" }), page.locator('[data-section-id="1"] .o_wslides_slides_list_slide').last(), "below");
  const ids: number[] = (await saved).postDataJSON().params.ids;
  expect(ids.indexOf(6)).toBeLessThan(ids.indexOf(5));
  await expect(lessons(page, 1).last()).toHaveText("Choosing your tools");
  await open(page);
  await expect(lessons(page, 1).last()).toHaveText("Choosing your tools");
  await expect(lessons(page, 5)).not.toContainText(["Choosing your tools"]);
});

test("a refused save puts the order back and says so", async ({ page, request }) => {
  await login(page, "admin");
  await open(page);
  const before = await lessons(page, 5).allTextContents();
  await addFault(request, "/web/dataset/resequence", "502", 1);
  await page.getByRole("button", { name: "Move Choosing your tools" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(".o_notification")).toContainText("The new order could not be saved: it is back as it was.");
  await expect(lessons(page, 5)).toHaveText(before);
});

test("portal learners see no reordering handles", async ({ page }) => {
  await login(page, "portal");
  await open(page);
  await expect(page.locator(".o_wslides_slides_list_drag")).toHaveCount(0);
});

test("an editor adds a new tag with a new group; the server's refusal is a warning in the dialog", async ({ page }) => {
  await login(page, "admin");
  await open(page);
  await page.locator(".o_wslides_js_channel_tag_add").click();
  const dialog = page.locator(".o_wslides_tag_dialog");
  await expect(dialog.locator(".modal-title")).toHaveText("Add a tag");
  await dialog.getByLabel("Tag", { exact: true }).selectOption({ label: "Create a new tag…" });
  await dialog.getByLabel("New tag", { exact: true }).fill("Beginner");
  await dialog.getByLabel("Tag group", { exact: true }).selectOption({ label: "Level" });
  await dialog.locator("button", { hasText: "Add" }).click();
  await expect(dialog.locator(".o_wslides_tag_warning")).toHaveText("This tag already exists: choose it in the list.");
  await dialog.getByLabel("New tag", { exact: true }).fill("Organic");
  await dialog.getByLabel("Tag group", { exact: true }).selectOption({ label: "Create a new group…" });
  // a new group needs its name: browser validity stops the send
  let sent = 0;
  page.on("request", (r) => r.url().endsWith("/slides/channel/tag/add") && sent++);
  await dialog.locator("button", { hasText: "Add" }).click();
  await expect(dialog.getByLabel("New tag group")).toBeFocused();
  expect(sent).toBe(0);
  await dialog.getByLabel("New tag group").fill("Method");
  const add = page.waitForRequest("**/slides/channel/tag/add");
  await Promise.all([page.waitForEvent("load"), dialog.locator("button", { hasText: "Add" }).click()]);
  expect((await add).postDataJSON().params).toEqual({ channel_id: 1, tag_id: [0, { name: "Organic" }], group_id: [0, { name: "Method" }] });
  await expect(page.locator(".o_wslides_course_tags")).toContainText("Organic");
});
