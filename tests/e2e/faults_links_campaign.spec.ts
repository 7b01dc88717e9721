// Campaign creation in the tracked link creator under faults: a creation answered by a server
// error keeps the typed name, says so, and creates it on the next choice; one whose answer is
// lost after the server created it is not sent again: the campaigns are read again, the new one
// is chosen and that is said, and the link is generated with it. Each flow uses a name of its own.
// Islands: islands/links/creator.tsx, UtmSelector.tsx.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { UTM_CREATE_FAILED, UTM_CREATED_AFTER_LOST } from "../../islands/links/link_rules";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.afterEach(async ({ request }) => clearFaults(request));

const CREATE_ROUTE = "/web/dataset/call_kw/utm.campaign/create";

async function openCreator(page: Page) {
  await login(page, "admin");
  await page.goto("/r");
  await islandsReady(page);
  return page.getByRole("combobox", { name: "Campaign" });
}

test("a campaign creation answered by a server error keeps the name and says so; the next choice creates it", async ({ page, request }) => {
  const campaign = await openCreator(page);
  const name = `Fault ${randomUUID().slice(0, 8)}`;
  await campaign.fill(name);
  await addFault(request, CREATE_ROUTE, "500-html");
  await page.getByRole("option", { name: `Create "${name}"` }).click();
  await expect(page.locator(".o_utm_selector").getByRole("alert")).toHaveText(UTM_CREATE_FAILED);
  await expect(campaign).toHaveValue(name);
  const created = page.waitForResponse((r) => r.url().endsWith(CREATE_ROUTE));
  await page.getByRole("option", { name: `Create "${name}"` }).click();
  expect((await (await created).json()).result).toBeTruthy();
  await expect(page.locator(".o_utm_selector").getByRole("alert")).toHaveCount(0);
  await expect(campaign).toHaveValue(name);
});

test("a campaign whose answer is lost after the server created it is found and chosen, not created twice; the link carries it", async ({ page }) => {
  const campaign = await openCreator(page);
  const name = `Lost ${randomUUID().slice(0, 8)}`;
  let creations = 0;
  await page.route(`**${CREATE_ROUTE}`, async (route) => {
    creations++;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await campaign.fill(name);
  await page.getByRole("option", { name: `Create "${name}"` }).click();
  await expect(page.locator(".o_utm_selector").getByRole("status")).toHaveText(UTM_CREATED_AFTER_LOST);
  await expect(campaign).toHaveValue(name);
  expect(creations).toBe(1);
  await page.locator("#url").fill(`https://www.example.com/${randomUUID().slice(0, 8)}`);
  const generated = page.waitForRequest("**/website_links/new");
  await page.locator("#btn_shorten_url").click();
  const campaignId = (await generated).postDataJSON().params.campaign_id;
  expect(campaignId).toEqual(expect.any(Number));
  await expect(page.locator("#btn_shorten_url")).toHaveText("Copy");
  await campaign.fill(name);
  await expect(page.getByRole("option", { name, exact: true })).toHaveCount(1);
  await expect(page.getByRole("option", { name: `Create "${name}"` })).toHaveCount(0);
});
