// Issue #31, item "guided tour" (spec 3 §1–2: /slides is where the tour starts; a guided tour helps
// create a first course): a new teacher follows the tips from /slides to a course with a section,
// across the pages the steps lead to; the tour does not come back once done.
// Islands it drives: islands/slides/slides_tour.tsx (tour/run_tour.tsx, tour/slides_tour_steps.ts),
// islands/slides/course_add.tsx, islands/slides/section_add.tsx
import { expect, test, type Page } from "./fixtures";
import { islandsReady, login, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

const tip = (page: Page) => page.locator(".o_tour_tip");

test("a new teacher is walked from /slides to a first course with a section, once", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "admin");
  // The runner and the steps are chunks of their own, downloaded only where a step is shown.
  const tourChunks: string[] = [];
  page.on("request", (request) => /\/chunks\/(run_tour|slides_tour_steps)-/.test(request.url()) && tourChunks.push(request.url()));
  // Elsewhere the tour does not start.
  await page.goto("/slides/1");
  await islandsReady(page);
  await expect(page.locator("#oe_main_menu_navbar a[data-action='new_slide_channel']")).toBeVisible();
  await expect(tip(page)).toHaveCount(0);
  expect(tourChunks).toEqual([]);

  await page.goto("/slides");
  await islandsReady(page);
  await expect(tip(page)).toHaveText("Welcome on your course's home page. It's still empty for now. Click on \"New\" to write your first course.");
  await expect(tip(page).locator("b")).toHaveText("New");
  expect(tourChunks).toHaveLength(2);
  await page.locator("#oe_main_menu_navbar a[data-action='new_slide_channel']").click();
  const dialog = page.locator(".o_wslides_channel_dialog");
  await expect(dialog.locator(".modal-title")).toHaveText("New Course");
  await expect(tip(page)).toHaveText("Give your course an engaging Title.");
  await dialog.getByLabel("Course Title").fill("Beekeeping for beginners");
  await expect(tip(page)).toHaveText("Give your course a helpful Description.");
  await dialog.getByLabel("Description").fill("Hives, bees and honey.");
  await expect(tip(page)).toHaveText("Click on the Create button to create your first course.");
  await dialog.getByRole("button", { name: "Create" }).click();

  await page.waitForURL(/\/slides\/\d+$/);
  await islandsReady(page);
  await expect(page.locator("h1")).toContainText("Beekeeping for beginners");
  await expect(tip(page)).toHaveText("Congratulations, your course has been created, but there isn't any content yet. First, let's add a Section to give your course a structure.");
  await page.locator(".o_wslides_js_slide_section_add").click();
  await expect(tip(page)).toHaveText("A good course has a structure. Pick a name for your first Section.");
  await page.locator(".o_wslides_section_dialog").getByLabel("Section name").fill("Meet the bees");
  await expect(tip(page)).toHaveText("Click Save to create it.");
  await page.locator(".o_wslides_section_dialog").getByRole("button", { name: "Save" }).click();

  await page.waitForURL(/\/slides\/\d+$/);
  await islandsReady(page);
  await expect(page.getByText("Meet the bees")).toBeVisible();
  await expect(tip(page)).toHaveText("Your first section is created, now it's time to add lessons to your course. Click on Add Content to upload a document, create an article or link a video.");
  await keepShot(page, { path: test.info().outputPath("tour-last-step.png") });
  await page.locator(".o_wslides_js_slide_upload").click();
  await expect(tip(page)).toHaveCount(0);

  await page.goto("/slides");
  await islandsReady(page);
  await expect(page.getByText("Beekeeping for beginners")).toBeVisible();
  await expect(tip(page)).toHaveCount(0);
  expect(console.errors).toEqual([]);
});

test("closing a tip ends the tour", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/slides");
  await islandsReady(page);
  await expect(tip(page)).toBeVisible();
  await tip(page).getByRole("button", { name: "Close" }).click();
  await expect(tip(page)).toHaveCount(0);
  await page.reload();
  await islandsReady(page);
  await expect(page.locator("#oe_main_menu_navbar a[data-action='new_slide_channel']")).toBeVisible();
  await expect(tip(page)).toHaveCount(0);
});
