// The staff planning portal in Chromium against the reference server (spec 3 §2, §3, §4, §9
// "Planning"): the calendar's views, a day with 5 shifts overflowing, the shift modal, dismissing
// a shift, and a dismiss whose connection drops. Island: islands/planning/planning_portal.tsx.
// Parts its flows go through: islands/planning/planning_data.ts, ShiftDialog.tsx.
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady } from "./helpers";

const PLANNING = "/planning/plan-7f3a/emp-91c2";
test.beforeEach(async ({ request }) => void (await request.post("/__test/planning/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page) {
  await page.goto(PLANNING);
  await islandsReady(page);
  await expect(page.locator(".fc")).toBeVisible();
}
const modal = (page: Page) => page.locator(".o_planning_shift_dialog");

test("a month with a day of 5 shifts shows 3 and a link to the others; week and list views", async ({ page }) => {
  await open(page);
  await expect(page.locator(".fc-toolbar-title")).toHaveText("December 2030");
  const day = page.locator('td[data-date="2030-12-10"]');
  await expect(day.locator(".fc-daygrid-event-harness:not(.fc-daygrid-event-harness-abs)").filter({ has: page.locator(".fc-event") })).toHaveCount(3);
  await expect(day.locator(".fc-daygrid-more-link")).toHaveText("+2 more");
  await page.getByRole("button", { name: "List" }).click();
  await expect(page.locator(".fc-list-event-title")).toHaveCount(8);
  await page.getByRole("button", { name: "Week" }).click();
  await expect(page.locator(".fc-timegrid")).toBeVisible();
});

test("a shift's details; dismissing it posts the unassign form", async ({ page }) => {
  await open(page);
  await page.locator(".fc-event", { hasText: "Inventory" }).click();
  await expect(modal(page).locator(".modal-title")).toHaveText("Inventory");
  await expect(modal(page)).toContainText("Allocated hours2:00");
  await expect(modal(page)).toContainText("Allocated time50%");
  await expect(modal(page)).toContainText("Sales Order ItemSO042 - Stock audit");
  await expect(modal(page).locator(".o_planning_dismiss")).toHaveCount(0);
  await modal(page).getByRole("button", { name: "Close" }).first().click();
  await page.locator(".fc-event", { hasText: "Night shift" }).click();
  await expect(modal(page).locator(".o_planning_dismiss")).toHaveCount(0);
  await modal(page).getByRole("button", { name: "Close" }).first().click();
  await page.locator(".fc-event", { hasText: "Reception" }).click();
  await expect(modal(page)).not.toContainText("Allocated time");
  await expect(modal(page)).toContainText("ProjectFront office");
  await Promise.all([page.waitForURL(/message=unassign/), modal(page).locator(".o_planning_dismiss").click()]);
  await islandsReady(page);
  await expect(page.locator(".o_planning_message")).toHaveText("The shift has been dismissed.");
  await expect(page.locator(".fc-event", { hasText: "Reception" })).toHaveCount(0);
});

test("a dismiss whose connection drops is told and the shift kept", async ({ page, request }) => {
  await open(page);
  await page.locator(".fc-event", { hasText: "Reception" }).click();
  await addFault(request, "/planning/plan-7f3a/emp-91c2/unassign/1", "network", 1);
  await modal(page).locator(".o_planning_dismiss").click();
  await expect(modal(page).locator(".o_planning_dismiss_error")).toHaveText("The shift could not be dismissed: the server could not be reached. Try again.");
  await expect(modal(page).locator(".o_planning_dismiss")).toBeEnabled();
  await page.goto(PLANNING);
  await expect(page.locator(".fc-event", { hasText: "Reception" })).toHaveCount(1);
});
