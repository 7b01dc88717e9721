// Tracked link creation under faults: a generation whose connection drops keeps the URL, says so
// and reads the recent links again; the next click gives the short link (the server finds or
// makes one per URL, so sending again is safe). Each flow uses an address of its own.
// Island: islands/links/creator.tsx.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { GENERATE_FAILED } from "../../islands/links/link_rules";
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
