// Tracked link creation under faults: a generation whose connection drops keeps the URL, says so
// and reads the recent links again; the next click gives the short link (the server finds or
// makes one per URL, so sending again is safe); a code edit answered 502 keeps the typed code,
// says it was not saved (the new code's page is looked at first) and is saved on the next try.
// Each flow uses an address and a code of its own.
// Islands: islands/links/creator.tsx, RecentLink.tsx.
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { GENERATE_FAILED } from "../../islands/links/link_rules";
import { CODE_NOT_SAVED } from "../../islands/links/RecentLink";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.afterEach(async ({ request }) => clearFaults(request));

for (const kind of ["network", "502"] as const) {
  test(`a generation answered by a ${kind} fault keeps the URL and says so; the next click gives the link`, async ({ page, request }) => {
    await login(page, "admin");
    await page.goto("/r");
    await islandsReady(page);
    await expect(page.locator(".o_website_links_link").first()).toBeVisible();
    const url = `https://www.example.com/${kind}-${randomUUID().slice(0, 8)}`;
    await page.locator("#url").fill(url);
    await addFault(request, "/website_links/new", kind);
    const recentRead = page.waitForResponse((r) => r.url().endsWith("/website_links/recent_links"));
    await page.locator("#btn_shorten_url").click();
    await expect(page.locator("#o_website_links_link_tracker_form .notification")).toHaveText(GENERATE_FAILED);
    await recentRead;
    await expect(page.locator("#url")).toHaveValue(url);
    await page.locator("#btn_shorten_url").click();
    await expect(page.locator("#url")).toHaveValue(/\/r\/[\w-]+$/);
    await expect(page.locator("#btn_shorten_url")).toHaveText("Copy");
    const code = (await page.locator("#url").inputValue()).split("/r/")[1]!;
    await expect(page.locator(`.o_website_links_link[data-code="${code}"]`)).toHaveCount(1);
  });
}

test("a code edit answered 502 keeps the typed code and says it was not saved; the next save changes it", async ({ page, request }) => {
  await login(page, "admin");
  await page.goto("/r");
  await islandsReady(page);
  const token = randomUUID().slice(0, 8);
  await page.locator("#url").fill(`https://www.example.com/code-${token}`);
  await page.locator("#btn_shorten_url").click();
  await expect(page.locator("#btn_shorten_url")).toHaveText("Copy");
  const code = (await page.locator("#url").inputValue()).split("/r/")[1]!;
  const link = page.locator(`.o_website_links_link[data-code="${code}"]`);
  await link.locator(".o_website_links_edit_code").click();
  const field = link.getByRole("textbox", { name: "New code" });
  await field.fill(`c-${token}`);
  await addFault(request, "/website_links/add_code", "502");
  await link.locator(".o_website_links_ok_edit").click();
  await expect(link).toContainText(CODE_NOT_SAVED);
  await expect(field).toHaveValue(`c-${token}`);
  await link.locator(".o_website_links_ok_edit").click();
  await expect(page.locator(`.o_website_links_link[data-code="c-${token}"]`)).toHaveCount(1);
  await expect(page.locator(`.o_website_links_link[data-code="c-${token}"] .o_website_links_short_url`)).toHaveText(new RegExp(`/r/c-${token}$`));
});
