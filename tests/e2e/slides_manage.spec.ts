// Course editors manage the course page (spec 2 §4, §5, §7) in Chromium against the reference
// server. Islands: islands/slides/section_add.tsx, slide_archive.tsx, slide_toggle_preview.tsx,
// category_delete.tsx.
// Parts its flows go through: islands/slides/confirmed_action.ts (confirm, then call: section delete, archive).
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeAll(async ({ request }) => void (await request.post("/__test/slides/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page) {
  await page.goto("/slides/1");
  await islandsReady(page);
}

test("an editor adds a section: the browser's validity first, then one post only", async ({ page }) => {
  await login(page, "admin");
  await open(page);
  const posts: string[] = [];
  page.on("request", (r) => r.url().endsWith("/slides/category/add") && posts.push(r.postData() ?? ""));
  await page.getByRole("button", { name: "Add Section" }).click();
  const dialog = page.locator(".o_wslides_section_dialog");
  await expect(dialog.locator(".modal-title")).toHaveText("Add a section");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByLabel("Section name")).toBeFocused();
  expect(posts).toEqual([]);
  await dialog.getByLabel("Section name").fill("Harvest time");
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Save" }).dblclick()]);
  await islandsReady(page);
  expect(posts).toHaveLength(1);
  await expect(page.locator(".o_wslides_slide_list_category_header h3").last()).toHaveText("Harvest time");
});

test("an editor archives a lesson: it leaves the list, its section is marked empty, and it stays archived", async ({ page }) => {
  await login(page, "admin");
  const added = await page.request.post("/slides/add_slide", {
    data: { jsonrpc: "2.0", method: "call", id: 1, params: { channel_id: 1, slide_type: "quiz", name: "Lone lesson", category_id: [0, { name: "Lone section" }] } },
  });
  expect((await added.json()).result.url).toMatch(/lone-lesson-\d+$/);
  await open(page);
  const section = page.locator(".o_wslides_slide_list_category", { hasText: "Lone section" });
  await expect(section.locator(".o_wslides_empty_marker")).toHaveCount(0);
  await page.getByRole("button", { name: "Archive Lone lesson" }).click();
  await page.locator(".modal").getByRole("button", { name: "Cancel" }).click();
  await expect(section.locator(".o_wslides_js_slides_list_slide_link")).toHaveText(["Lone lesson"]);
  const archived = page.waitForRequest("**/slides/slide/archive");
  await page.getByRole("button", { name: "Archive Lone lesson" }).click();
  await expect(page.locator(".modal-body")).toHaveText("Are you sure you want to archive this slide ?");
  await page.locator(".modal").getByRole("button", { name: "Archive" }).click();
  expect((await archived).postDataJSON().params).toEqual({ slide_id: expect.any(Number) });
  await expect(section.locator(".o_wslides_js_slides_list_slide_link")).toHaveCount(0);
  await expect(section.locator(".o_wslides_empty_marker")).toHaveText("(empty)");
  await open(page);
  await expect(page.getByText("Lone lesson")).toHaveCount(0);
});

test("an editor toggles a lesson's preview; a failed toggle says so and changes nothing", async ({ page, request }) => {
  await login(page, "admin");
  await open(page);
  const toggle = page.locator('.o_wslides_js_slide_toggle_is_preview[data-slide-id="3"]');
  const before = await toggle.getAttribute("aria-pressed");
  const after = before === "true" ? "false" : "true";
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", after);
  await open(page);
  await expect(toggle).toHaveAttribute("aria-pressed", after);
  await addFault(request, "/slides/slide/toggle_is_preview", "502", 1);
  await toggle.click();
  await expect(page.locator(".o_notification")).toContainText("The preview setting could not be changed. Please try again.");
  await expect(toggle).toHaveAttribute("aria-pressed", after);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", before!);
});

test("an editor deletes a section: its lessons go under the section before it", async ({ page }) => {
  await login(page, "admin");
  await open(page);
  const unlinked = page.waitForRequest("**/web/dataset/call_kw/**");
  await page.getByRole("button", { name: "Delete Going further" }).click();
  await expect(page.locator(".modal-body")).toHaveText("Are you sure you want to delete this category?");
  await Promise.all([page.waitForEvent("load"), page.locator(".modal").getByRole("button", { name: "Delete" }).click()]);
  expect((await unlinked).postDataJSON().params).toMatchObject({ model: "slide.slide", method: "unlink", args: [[5]] });
  await islandsReady(page);
  await expect(page.locator(".o_wslides_slide_list_category_header h3")).not.toContainText(["Going further"]);
  await expect(page.locator('[data-section-id="1"] .o_wslides_js_slides_list_slide_link')).toContainText(["Choosing your tools"]);
});
