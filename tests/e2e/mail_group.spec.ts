// Mail groups (spec 3 §2, §4, §5, §7, §8): a visitor subscribes with their own e-mail (a
// confirmation e-mail, whose link the test hook reads), joins through that link, meets
// is_already_member, and leaves through the unsubscribe link with its token; threads show their
// quotes and load further replies. Islands: islands/mail_group/subscribe.tsx, message.tsx.
// Parts its flows go through: islands/mail_group/mail_group_rules.ts, replies_sanitizer.ts.
import { expect, test, type APIRequestContext } from "./fixtures";
import { TEST_MAIL_LINK_ROUTE } from "../../server/mail_group/test_hooks";
import { emailAccessToken } from "../../server/mail_group/members";
import { addFault, islandsReady, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

const unique = () => `lea.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

async function mailedLink(request: APIRequestContext, email: string) {
  return ((await (await request.get(`${TEST_MAIL_LINK_ROUTE}?email=${encodeURIComponent(email)}`)).json()) as { link: string }).link;
}

test("subscribes by e-mail, meets is_already_member, unsubscribes through the link with the token", async ({ page, request }) => {
  const console = watchConsole(page);
  const email = unique();
  await page.goto("/groups/1");
  await islandsReady(page);
  const group = page.locator(".o_mail_group");
  await group.locator("input[type=email]").fill("lea-at-example.com");
  await group.getByRole("button", { name: "Subscribe" }).click();
  await expect(group.locator("input[type=email]")).toHaveClass(/is-invalid/);
  await group.locator("input[type=email]").fill(email);
  await group.getByRole("button", { name: "Subscribe" }).click();
  await expect(group.locator(".o_mg_alert")).toHaveText("An email with instructions has been sent.");
  await expect(group.locator(".o_mg_subscribe_form")).toBeHidden();
  await keepShot(page, { path: test.info().outputPath("email-sent-1280.png"), fullPage: true });

  // The confirmation link carries the e-mail and its token: subscribing is direct.
  const link = await mailedLink(request, email);
  expect(link).toContain(`token=${emailAccessToken(1, email)}`);
  await page.goto(link);
  await islandsReady(page);
  await expect(group.locator("input[type=email]")).toHaveValue(email);
  await group.getByRole("button", { name: "Subscribe" }).click();
  await expect(group.getByRole("button", { name: "Unsubscribe" })).toBeVisible();

  await page.goto("/groups/1");
  await islandsReady(page);
  await group.locator("input[type=email]").fill(email);
  await group.getByRole("button", { name: "Subscribe" }).click();
  await expect(group.locator(".o_mg_alert")).toHaveText("This email is already subscribed.");
  await expect(group.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("already-member-390.png") });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Unsubscribing as a visitor sends the unsubscribe link; following it leaves the group.
  await group.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(group.locator(".o_mg_alert")).toHaveText("An email with instructions has been sent.");
  const leave = await mailedLink(request, email);
  expect(leave).toContain("unsubscribe");
  await page.goto(leave);
  await islandsReady(page);
  await group.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(group.getByRole("button", { name: "Subscribe" })).toBeVisible();
  // The address forces unsubscribing: the button sends unsubscribe again and is told.
  await group.getByRole("button", { name: "Subscribe" }).click();
  await expect(group.locator(".o_mg_alert")).toHaveText("This email is not subscribed.");
  expect(console.errors).toEqual([]);
});

test("a dropped connection keeps the e-mail and says so", async ({ page, request }) => {
  await page.goto("/groups/1");
  await islandsReady(page);
  const group = page.locator(".o_mail_group");
  await group.locator("input[type=email]").fill("drop@example.com");
  await addFault(request, "/group/subscribe", "network");
  await group.getByRole("button", { name: "Subscribe" }).click();
  await expect(group.locator(".o_mg_alert")).toHaveText("Your request could not be sent. Please check your connection and try again.");
  await expect(group.locator("input[type=email]")).toHaveValue("drop@example.com");
});

test("threads: quoted text toggles, replies show, further replies load", async ({ page }) => {
  await page.goto("/groups/1");
  await islandsReady(page);
  const thread = page.locator(".o_mg_threads > .o_mg_message").first();
  await thread.getByRole("button", { name: /Show the 4 replies/ }).click();
  const replies = thread.locator(".o_mg_replies li.media");
  await expect(replies).toHaveCount(2);
  const quoteToggle = replies.first().getByRole("button", { name: "Show the quoted text" });
  await expect(replies.first().locator("blockquote")).toBeHidden();
  await quoteToggle.click();
  await expect(replies.first().locator("blockquote")).toBeVisible();
  await thread.getByRole("button", { name: "Read more replies" }).click();
  await expect(replies).toHaveCount(4);
  await expect(thread.getByRole("button", { name: "Read more replies" })).toHaveCount(0);
  await keepShot(page, { path: test.info().outputPath("thread-1280.png"), fullPage: true });
  await thread.getByRole("button", { name: "Hide the replies" }).click();
  await expect(replies.first()).toBeHidden();
});
