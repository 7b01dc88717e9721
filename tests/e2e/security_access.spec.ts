// The reference server's refusals reach the islands' error layer (spec 1 §8): a portal user's
// call_kw on another customer's order or on their own user's groups gets the 'Access Error'
// dialog, a refused authentication the 'Access Denied' one. The calls go through the page's own
// runtime (window.islands.env.services.rpc), left unhandled as a script of the page would leave them.
// Islands it drives: islands/portal/home_counters.tsx (boots the runtime on /my),
// islands/website/login_form.tsx (boots it on /web/login).
import { expect, test, type Page } from "./fixtures";
import { clearFaults, islandsReady, login } from "./helpers";
import { dialog, dialogTitle, shot, watchProblems } from "./overlays_support";

test.beforeEach(async ({ request }) => clearFaults(request));

const RECORD_RULE = "Due to security restrictions, you are not allowed to access 'Sales Order' (sale.order) records.";
const CONTACT = "Contact your administrator to request access if necessary.";

/** call_kw through the page's rpc service: left uncaught, or awaited for its result. */
function callKw(page: Page, model: string, method: string, args: unknown[], { uncaught = false } = {}) {
  return page.evaluate(
    ([model, method, args, uncaught]) => {
      const call = (window as any).islands.env.services.rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs: {} });
      return uncaught ? undefined : call;
    },
    [model, method, args, uncaught] as const,
  );
}

test.describe("access refused by the reference server", () => {
  test("a portal user reading another customer's order gets the Access Error dialog, and the page keeps working", async ({ page }) => {
    const problems = watchProblems(page);
    await login(page, "portal");
    await page.goto("/my");
    await islandsReady(page);
    const answer = page.waitForResponse((r) => r.url().endsWith("/web/dataset/call_kw/sale.order/read"));
    await callKw(page, "sale.order", "read", [[3], ["name", "amount_total"]], { uncaught: true });
    expect((await (await answer).json()).error.data.name).toBe("odoo.exceptions.AccessError");
    await expect(dialogTitle(page)).toHaveText("Access Error");
    await expect(page.locator(".o_warning_message")).toContainText(RECORD_RULE);
    await expect(page.locator(".o_warning_message")).toContainText(CONTACT);
    await expect(page.locator(".o_dialog")).not.toContainText("S00024");
    await shot(page, "security-access-error");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    // Their own orders are still theirs.
    const own = (await callKw(page, "sale.order", "search_read", [[], ["name"]])) as { name: string }[];
    expect(own.map((o) => o.name)).toEqual(["S00021", "S00017"]);
    expect(problems).toEqual([]);
  });

  test("a portal user making themselves an admin gets the Access Error dialog and stays a portal user", async ({ page }) => {
    await login(page, "portal");
    await page.goto("/my");
    await islandsReady(page);
    await callKw(page, "res.users", "write", [[7], { groups: ["base.group_system"], is_admin: true }], { uncaught: true });
    await expect(dialogTitle(page)).toHaveText("Access Error");
    await expect(page.locator(".o_warning_message")).toContainText('You do not have enough rights to access the fields "groups,is_admin" on User (res.users).');
    await page.getByRole("button", { name: "Close" }).first().click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await callKw(page, "res.users", "has_group", ["base.group_system"])).toBe(false);
  });

  test("the system user's login is refused with the Access Denied dialog", async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto("/web/login");
    await islandsReady(page);
    await page.evaluate(() => void (window as any).islands.env.services.rpc("/web/session/authenticate", { login: "__system__", password: "" }));
    await expect(dialogTitle(page)).toHaveText("Access Denied");
    await expect(page.locator(".o_warning_message")).toHaveText("Access Denied");
    await shot(page, "security-access-denied");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    // Still the public user: /my sends to the login page.
    await page.goto("/my");
    await expect(page).toHaveURL(/\/web\/login\?redirect=%2Fmy$/);
    expect(problems).toEqual([]);
  });
});
