// The editors' apps menu (islands/website/app_menus.tsx): the navbar's own toggle, load_menus_root
// asked once at the first opening, a failed load asked again at the next.
import { expect, test } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

const ROUTE = "/web/dataset/call_kw/ir.ui.menu/load_menus_root";

test.afterEach(async ({ request }) => clearFaults(request));

test("an editor opens the apps menu: the apps load once and link to the web client", async ({ page }) => {
  let calls = 0;
  page.on("request", (r) => r.url().endsWith(ROUTE) && calls++);
  await login(page, "admin");
  await page.goto("/website/home");
  await islandsReady(page);
  const toggle = page.getByRole("button", { name: "Home Menu" });
  await expect(toggle).toHaveCount(1);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const apps = page.locator(".o_menu_apps .dropdown-menu a.o_app");
  await expect(apps).toHaveText(["Discuss", "Website", "Sales", "eLearning", "Settings"]);
  await expect(apps.nth(2)).toHaveAttribute("href", "/web#menu_id=103&action=301");
  await toggle.click();
  await expect(apps).toHaveCount(0);
  await toggle.click();
  await expect(apps).toHaveCount(5);
  expect(calls).toBe(1);
});

test("a failed load leaves the menu empty and the next opening asks again", async ({ page, request }) => {
  await login(page, "admin");
  await page.goto("/website/home");
  await islandsReady(page);
  await addFault(request, ROUTE, "502");
  const toggle = page.getByRole("button", { name: "Home Menu" });
  await toggle.click();
  await expect(page.locator(".o_menu_apps .dropdown-menu a.o_app")).toHaveCount(0);
  await clearFaults(request);
  await toggle.click();
  await toggle.click();
  await expect(page.locator(".o_menu_apps .dropdown-menu a.o_app")).toHaveCount(5);
});
