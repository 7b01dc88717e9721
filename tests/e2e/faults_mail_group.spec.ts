// Mail group subscription under faults: a signed-in member's unsubscription whose answer is lost
// after the server acted is not sent again: the membership is asked again, the button shows it,
// and the page says the request was done; one answered 504 says it could not be sent and keeps
// the button; the next click works in both cases.
// Island: islands/mail_group/subscribe.tsx.
import { expect, test, type Page } from "./fixtures";
import { SUBSCRIPTION_FAILED, SUBSCRIPTION_LOST_DONE } from "../../islands/mail_group/mail_group_rules";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.afterEach(async ({ request }) => clearFaults(request));

async function openAsMember(page: Page) {
  await login(page, "portal");
  const membershipRead = page.waitForResponse((r) => r.url().endsWith("/group/is_member"));
  await page.goto("/groups/1");
  await islandsReady(page);
  const { result } = await (await membershipRead).json();
  const group = page.locator(".o_mail_group");
  if (!result.is_member) await group.getByRole("button", { name: "Subscribe" }).click();
  await expect(group.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  return group;
}

test("an unsubscription whose answer is lost after the server acted shows the group left and says so; the next click subscribes", async ({ page }) => {
  const group = await openAsMember(page);
  let posts = 0;
  await page.route("**/group/unsubscribe", async (route) => {
    posts++;
    await route.fetch();
    await route.abort("connectionreset");
  });
  const membershipRead = page.waitForResponse((r) => r.url().endsWith("/group/is_member"));
  await group.getByRole("button", { name: "Unsubscribe" }).click();
  await membershipRead;
  await expect(group.locator(".o_mg_alert")).toHaveText(SUBSCRIPTION_LOST_DONE);
  await expect(group.getByRole("button", { name: "Subscribe" })).toBeVisible();
  expect(posts).toBe(1);
  await group.getByRole("button", { name: "Subscribe" }).click();
  await expect(group.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
});

test("an unsubscription answered 504 keeps the address and the button and says so; the next click unsubscribes", async ({ page, request }) => {
  const group = await openAsMember(page);
  const address = await group.locator("input[type=email]").inputValue();
  await addFault(request, "/group/unsubscribe", "504");
  await group.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(group.locator(".o_mg_alert")).toHaveText(SUBSCRIPTION_FAILED);
  await expect(group.locator("input[type=email]")).toHaveValue(address);
  await expect(group.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await group.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(group.getByRole("button", { name: "Subscribe" })).toBeVisible();
  const membershipRead = page.waitForResponse((r) => r.url().endsWith("/group/is_member"));
  await page.reload();
  expect((await (await membershipRead).json()).result.is_member).toBe(false);
});
