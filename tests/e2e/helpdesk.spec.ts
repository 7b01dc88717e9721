// The helpdesk team menu in Chromium against the reference server (spec 3 §2 "Helpdesk").
// Island: islands/helpdesk/team_menu.tsx.
import { expect, test } from "./fixtures";
import { islandsReady } from "./helpers";

test("the current team is highlighted, the first one on /helpdesk", async ({ page }) => {
  await page.goto("/helpdesk");
  await islandsReady(page);
  await expect(page.locator(".team_menu a.active")).toHaveText("Customer Care");
  await page.locator(".team_menu a", { hasText: "Billing" }).click();
  await islandsReady(page);
  await expect(page.locator("h1")).toHaveText("Billing");
  await expect(page.locator('.team_menu a[aria-current="page"]')).toHaveText("Billing");
  await expect(page.locator(".team_menu a.active")).toHaveCount(1);
});

test("an unknown team is not found and nothing is highlighted elsewhere", async ({ page }) => {
  const response = await page.goto("/helpdesk/nowhere-9");
  expect(response?.status()).toBe(404);
});
