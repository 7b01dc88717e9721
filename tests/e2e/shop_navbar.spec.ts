// The website navbar an employee sees above the shop (spec 2 §8 navbar action), in Chromium
// against the reference server: New → Product creates an unpublished product and opens it; a
// server failure keeps the dialog and the typed name; an action nobody handles is warned about
// after about 50 tries at 100 ms (the page's clock run forward).
// Islands it drives: islands/website/main_navbar.tsx, new_product.tsx (navbar_action.ts).
import { expect, test } from "./fixtures";
import { NAVBAR_ACTION_NOT_HANDLED } from "../../islands/shop/constants";
import { UNREACHABLE_SERVER } from "../../src/kit/error_text";
import { addFault, clearFaults, islandsReady, login, pauseClockNow, watchConsole } from "./helpers";

test.afterEach(async ({ request }) => clearFaults(request));

test("New → Product: a 502 keeps the dialog and the name, then the product is created and opened in the editor", async ({ page, browser }) => {
  const console = watchConsole(page);
  await login(page, "admin");
  await page.goto("/shop");
  await islandsReady(page);
  const name = `Lamp ${Date.now()}`;
  await page.getByRole("navigation", { name: "Website" }).getByRole("link", { name: "New Product" }).click();
  const dialog = page.getByRole("dialog", { name: "New Product" });
  await dialog.getByLabel("Name").fill(name);
  await addFault(page.request, "/shop/add_product", "502");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(UNREACHABLE_SERVER);
  await expect(dialog.getByLabel("Name")).toHaveValue(name);
  await dialog.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(/\/shop\/product\/lamp-\d+-\d+\?enable_editor=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  // Not published: a visitor does not find it.
  const visitor = await browser.newContext();
  expect((await visitor.request.get(page.url())).status()).toBe(404);
  await visitor.close();
  expect(console.errors.filter((text) => !text.includes("502"))).toEqual([]);
});

test("an action nobody handles is warned about after about 50 tries at 100 ms", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "admin");
  await page.clock.install();
  await page.goto("/shop");
  await islandsReady(page);
  await page.locator("#oe_main_menu_navbar .o_menu_systray").evaluate((menu) => {
    menu.insertAdjacentHTML("beforeend", '<li class="nav-item"><a href="#" class="nav-link text-white" data-action="edit_menu">Edit menu</a></li>');
  });
  // The page's time stands still from here, so that only runFor moves it.
  await pauseClockNow(page);
  await page.getByRole("link", { name: "Edit menu" }).click();
  const warning = NAVBAR_ACTION_NOT_HANDLED.replace("%s", "edit_menu");
  await page.clock.runFor(4_800);
  expect(console.warnings).not.toContain(warning);
  await page.clock.runFor(200);
  await expect.poll(() => console.warnings).toContain(warning);
  expect(console.errors).toEqual([]);
});
