// Live chat write paths under faults: a chat message and a document thread post whose answer is
// lost keep their text and say whether they were sent (the conversation is read again first);
// sending again posts once; a feedback answered 502 says so and is sent on the next try. Each flow marks its texts with a token of its own, so that it also
// passes when repeated against the same server.
// Islands: islands/livechat/use_chat_session.ts, document_thread.tsx, Composer.tsx, lost_post.ts.
import { randomUUID } from "node:crypto";
import { expect, test, workerBaseURL, type APIRequestContext, type Page } from "./fixtures";
import { SEND_FAILED } from "../../contract/livechat/constants";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

const mark = () => randomUUID().slice(0, 8);
const sessionData = async (request: APIRequestContext, uuid: string) => (await request.get(`/__test/livechat/session/${uuid}`)).json();

test.afterEach(async ({ request }) => clearFaults(request));

async function openChat(page: Page): Promise<string> {
  await page.context().addCookies([{ name: "im_livechat_auto_popup", value: "false", url: new URL("/livechat/support", workerBaseURL()).href }]);
  await page.goto("/livechat/support");
  await islandsReady(page);
  await page.locator("button.o_livechat_button").click();
  await expect(page.locator(".o_thread_window")).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === "im_livechat_session");
  return JSON.parse(decodeURIComponent(cookie!.value)).uuid;
}

test("a chat message whose connection drops keeps its text and says it was not sent; Enter sends it once", async ({ page, request }) => {
  const uuid = await openChat(page);
  const composer = page.locator(".o_thread_window .o_composer_text_field");
  const text = `Dropped ${mark()}`;
  await addFault(request, "/mail/chat_post", "network");
  await composer.fill(text);
  const historyRead = page.waitForResponse((r) => r.url().endsWith("/mail/chat_history") && r.request().postDataJSON().params.uuid === uuid);
  await composer.press("Enter");
  await historyRead;
  await expect(page.locator(".o_thread_composer_error")).toHaveText(SEND_FAILED);
  await expect(composer).toHaveValue(text);
  await expect(composer).toHaveAttribute("aria-busy", "false");
  await composer.press("Enter");
  await expect(page.locator(".o_thread_composer_error")).toHaveCount(0);
  await expect(composer).toHaveValue("");
  await expect(page.locator(".o_thread_window .o_thread_message", { hasText: text })).toHaveCount(1);
  expect((await sessionData(request, uuid)).messages.filter((m: { body: string }) => m.body === text)).toHaveLength(1);
});

test("a document thread post answered 504 keeps its text and says it was not sent; Enter posts it once", async ({ page, request }) => {
  await login(page, "portal");
  await page.goto("/livechat/document");
  await islandsReady(page);
  const thread = page.locator(".o_document_thread");
  const composer = thread.locator(".o_composer_text_field");
  await expect(composer).toBeVisible();
  const text = `Gateway ${mark()}`;
  await addFault(request, "/mail/message/post", "504");
  await composer.fill(text);
  await composer.press("Enter");
  await expect(thread.locator(".o_thread_composer_error")).toHaveText(SEND_FAILED);
  await expect(composer).toHaveValue(text);
  await expect(composer).toHaveAttribute("aria-busy", "false");
  await composer.press("Enter");
  await expect(thread.locator(".o_thread_composer_error")).toHaveCount(0);
  await expect(composer).toHaveValue("");
  await expect(thread.locator(".o_thread_message", { hasText: text })).toHaveCount(1);
  await page.reload();
  await islandsReady(page);
  await expect(page.locator(".o_document_thread .o_thread_message", { hasText: text })).toHaveCount(1);
});

test("a feedback answered 502 says so and keeps the reason; the next try is stored", async ({ page, request }) => {
  const uuid = await openChat(page);
  const composer = page.locator(".o_thread_window .o_composer_text_field");
  await composer.fill(`Bye ${mark()}`);
  await composer.press("Enter");
  await expect(page.locator(".o_thread_window .o_thread_message")).toHaveCount(1);
  await page.locator(".o_thread_window_close").click();
  await page.locator('.o_livechat_rating_choice[data-value="1"]').click();
  await page.getByLabel("Please, tell us what went wrong.").fill("No answer");
  await addFault(request, "/im_livechat/feedback", "502");
  await page.locator(".o_livechat_rating_reason button[type=submit]").click();
  await expect(page.locator(".o_livechat_rating [role=alert]")).toHaveText("Your feedback could not be sent. Try again.");
  await expect(page.getByLabel("Please, tell us what went wrong.")).toHaveValue("No answer");
  await page.locator(".o_livechat_rating_reason button[type=submit]").click();
  await expect(page.locator(".o_livechat_rating_thanks")).toHaveText("Thank you for your feedback");
  expect((await sessionData(request, uuid)).feedback).toEqual({ rate: 1, reason: "No answer" });
});
