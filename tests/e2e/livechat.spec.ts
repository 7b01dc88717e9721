// The live chat widget against the reference server: a visitor chats with the operator (driven
// through /__test/livechat/operator), the chat follows the visitor to another page with its
// history, several tabs show each message once over one poll, the feedback step, and the
// failure paths (no operator, a post that fails, an expired session).
// Parts its flows go through: islands/livechat/ (use_chat_session.ts, chat_api.ts, body_element.ts, ThreadWindow.tsx, MessageList.tsx, FeedbackPanel.tsx, typers.ts, typing_notifier.ts).
import { expect, test, workerBaseURL, type APIRequestContext, type Page } from "./fixtures";
import { INVALID_EMAIL, NO_OPERATOR, SEND_FAILED, SESSION_EXPIRED } from "../../contract/livechat/constants";
import { addFault, clearFaults, islandsReady, pauseClockNow } from "./helpers";

const operator = (request: APIRequestContext, data: Record<string, unknown>) => request.post("/__test/livechat/operator", { data });
const sessionData = async (request: APIRequestContext, uuid: string) => (await request.get(`/__test/livechat/session/${uuid}`)).json();

/** The uuid of the visitor's session, from the session cookie the widget wrote. */
async function sessionUuid(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "im_livechat_session");
  return JSON.parse(decodeURIComponent(cookie!.value)).uuid;
}

/** Opens the chat from the button of a fresh visitor's page (auto-popup refused by its cookie). */
async function openChat(page: Page, path = "/livechat/support"): Promise<string> {
  // The chat must open from the button, not from the rule's auto-popup timer.
  await page.context().addCookies([{ name: "im_livechat_auto_popup", value: "false", url: new URL(path, workerBaseURL()).href }]);
  await page.goto(path);
  await islandsReady(page);
  await page.locator("button.o_livechat_button").click();
  await expect(page.locator(".o_thread_window")).toBeVisible();
  return sessionUuid(page);
}

const composer = (page: Page) => page.locator(".o_thread_window .o_composer_text_field");
const messages = (page: Page) => page.locator(".o_thread_window .o_thread_message");

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test("a visitor chats with the operator, sees the typing notice and finds the chat with its history on another page", async ({ page, request }) => {
  const uuid = await openChat(page);
  await expect(page.locator(".o_thread_window .o_thread_window_title")).toContainText("Mitchell Admin");
  await expect(page.locator(".o_livechat_welcome")).toHaveText("How may I help you?");
  await expect(page.locator("button.o_livechat_button")).toHaveCount(0);

  const typingNotice = page.waitForRequest((r) => r.url().endsWith("/im_livechat/notify_typing"));
  await composer(page).pressSequentially("  Where is my order?  ");
  expect((await typingNotice).postDataJSON().params).toEqual({ uuid, is_typing: true });
  await composer(page).press("Enter");
  await expect(messages(page)).toHaveCount(1);
  await expect(messages(page).first()).toHaveText("Where is my order?");
  await expect(composer(page)).toHaveValue("");

  await operator(request, { uuid, action: "typing", is_typing: true });
  await expect(page.locator(".o_thread_typing")).toHaveText("Mitchell Admin is typing...");
  await operator(request, { uuid, action: "typing", is_typing: false });
  await expect(page.locator(".o_thread_typing")).toHaveCount(0);

  await operator(request, { uuid, action: "post", body: "It left <b>today</b>: see www.example.com" });
  await expect(messages(page)).toHaveCount(2);
  await expect(messages(page).nth(1)).toHaveText("It left <b>today</b>: see www.example.com");
  await expect(messages(page).nth(1).locator("a")).toHaveAttribute("href", "http://www.example.com");
  const [, answer] = (await sessionData(request, uuid)).messages.map((m: { id: number }) => m.id).reverse();
  await operator(request, { uuid, action: "edit", message_id: answer, body: "It left yesterday" });
  await expect(messages(page).nth(1)).toHaveText("It left yesterday");
  await expect(messages(page)).toHaveCount(2);

  await page.getByRole("link", { name: "See our pricing" }).click();
  await expect(page).toHaveURL(/\/livechat\/pricing/);
  await expect(messages(page)).toHaveCount(2);
  await expect(messages(page).first()).toHaveText("Where is my order?");
  await operator(request, { uuid, action: "post", body: "Anything else?" });
  await expect(messages(page)).toHaveCount(3);

  // The operator asks which pages the visitor saw: the history cookie's pages go to the server.
  const historyCall = page.waitForRequest((r) => r.url().endsWith("/im_livechat/history"));
  await operator(request, { uuid, action: "history" });
  expect((await historyCall).postDataJSON().params).toMatchObject({ pid: 3, channel_uuid: uuid });
  await expect.poll(async () => (await sessionData(request, uuid)).page_history).toEqual([expect.stringContaining("/livechat/support"), expect.stringContaining("/livechat/pricing")]);
});

test("the rule's auto-popup opens the chat by itself, once the visitor has not closed one", async ({ page }) => {
  await page.goto("/livechat/support");
  await expect(page.locator(".o_thread_window")).toBeVisible();
  await expect(page.locator(".o_livechat_welcome")).toHaveText("How may I help you?");
  await page.locator(".o_thread_window_close").click();
  await expect(page.locator("button.o_livechat_button")).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === "im_livechat_auto_popup")?.value).toBe("false");
});

test("a new message in a background tab plays the mail module's notification sound", async ({ page, request }) => {
  const uuid = await openChat(page);
  await page.evaluate(() => Object.defineProperty(document, "hidden", { configurable: true, get: () => true }));
  const sound = page.waitForResponse((r) => r.url().endsWith("/mail/static/src/audio/ting.wav"));
  await operator(request, { uuid, action: "post", body: "Are you still there?" });
  expect((await sound).headers()["content-type"]).toBe("audio/wav");
  await expect(messages(page)).toHaveCount(1);
});

test("the operator's typing notice expires after 60 s without news", async ({ page, request }) => {
  await page.clock.install();
  const uuid = await openChat(page);
  await page.clock.runFor(1_000);
  await operator(request, { uuid, action: "typing", is_typing: true });
  await expect(page.locator(".o_thread_typing")).toHaveText("Mitchell Admin is typing...");
  // The page's clock also flows on its own between these steps: a margin of a few seconds.
  await page.clock.runFor(55_000);
  await expect(page.locator(".o_thread_typing")).toHaveText("Mitchell Admin is typing...");
  await page.clock.runFor(6_000);
  await expect(page.locator(".o_thread_typing")).toHaveCount(0);
});

test("an empty text is not sent, the field is cleared", async ({ page, request }) => {
  const uuid = await openChat(page);
  await composer(page).fill("   ");
  await composer(page).press("Enter");
  await expect(composer(page)).toHaveValue("");
  await composer(page).fill("Hello");
  await composer(page).press("Enter");
  await expect(messages(page)).toHaveCount(1);
  expect((await sessionData(request, uuid)).messages).toHaveLength(1);
});

test("two tabs: one poll in flight, each message shown once in each tab", async ({ page, request }) => {
  const uuid = await openChat(page);
  const second = await page.context().newPage();
  await second.goto("/livechat/pricing");
  await expect(second.locator(".o_thread_window")).toBeVisible();
  await request.post("/__test/bus/stats/reset");
  await operator(request, { uuid, action: "post", body: "Message", count: 5 });
  for (const tab of [page, second]) {
    await expect(messages(tab)).toHaveCount(5);
    await expect(messages(tab)).toHaveText(["Message 1", "Message 2", "Message 3", "Message 4", "Message 5"]);
  }
  await expect.poll(async () => (await (await request.get("/__test/bus/stats")).json()).maxInFlight).toBeLessThanOrEqual(1);
  await composer(second).fill("From the second tab");
  await composer(second).press("Enter");
  await expect(messages(page)).toHaveCount(6);
  await expect(messages(second)).toHaveCount(6);
});

test("closing after a conversation asks for feedback: rating 3 with a reason, a transcript to a bad then a good address", async ({ page, request }) => {
  const uuid = await openChat(page);
  await composer(page).fill("Thanks");
  await composer(page).press("Enter");
  await expect(messages(page)).toHaveCount(1);
  await page.locator(".o_thread_window_close").click();
  await expect(page.locator(".o_livechat_feedback")).toBeVisible();
  await page.locator('.o_livechat_rating_choice[data-value="3"]').click();
  await page.getByLabel("Please, tell us what went wrong.").fill("Slow answer");
  await page.locator(".o_livechat_rating_reason button[type=submit]").click();
  await expect(page.locator(".o_livechat_rating_thanks")).toHaveText("Thank you for your feedback");

  const email = page.getByLabel("Receive a copy of this conversation");
  await email.fill("not-an-address");
  await page.getByRole("button", { name: "Send the conversation" }).click();
  await expect(page.locator(".o_livechat_email .invalid-feedback")).toHaveText(INVALID_EMAIL);
  await email.fill("visitor@example.com");
  await page.getByRole("button", { name: "Send the conversation" }).click();
  await expect(page.locator(".o_livechat_email_sent")).toContainText("visitor@example.com");

  await page.locator(".o_livechat_feedback_close").click();
  await expect(page.locator(".o_thread_window")).toHaveCount(0);
  await expect(page.locator("button.o_livechat_button")).toBeVisible();
  const stored = await sessionData(request, uuid);
  expect(stored.feedback).toEqual({ rate: 3, reason: "Slow answer" });
  expect(stored.transcripts).toEqual(["visitor@example.com"]);
  expect(stored.status).toBe("closed");
});

test("a transcript that fails shows a retry alert", async ({ page }) => {
  await openChat(page);
  await composer(page).fill("Hi");
  await composer(page).press("Enter");
  await expect(messages(page)).toHaveCount(1);
  await page.locator(".o_thread_window_close").click();
  await page.getByLabel("Receive a copy of this conversation").fill("visitor@example.com");
  await addFault(page.request, "/im_livechat/email_livechat_transcript", "502");
  await page.getByRole("button", { name: "Send the conversation" }).click();
  await expect(page.locator(".o_livechat_email_error")).toContainText("The conversation could not be sent by e-mail. Try again.");
  await page.locator(".o_livechat_email_error").getByRole("button", { name: "Retry" }).click();
  await expect(page.locator(".o_livechat_email_sent")).toBeVisible();
});

test("closing before any message ends the session at once", async ({ page, request }) => {
  const uuid = await openChat(page);
  await page.locator(".o_thread_window_close").click();
  await expect(page.locator(".o_thread_window")).toHaveCount(0);
  await expect.poll(async () => (await sessionData(request, uuid)).status).toBe("closed");
});

test("no operator available: the visitor is told so and the button stays", async ({ page, request }) => {
  await page.goto("/livechat/night");
  await islandsReady(page);
  await expect(page.locator("button.o_livechat_button")).toBeVisible();
  await request.post("/__test/livechat/availability", { data: { channel_id: 2, available: false } });
  try {
    await page.locator("button.o_livechat_button").click();
    await expect(page.locator(".o_notification")).toContainText(NO_OPERATOR);
    await expect(page.locator(".o_thread_window")).toHaveCount(0);
    await expect(page.locator("button.o_livechat_button")).toBeVisible();
  } finally {
    await request.post("/__test/livechat/availability", { data: { channel_id: 2, available: true } });
  }
});

test("a post answered 502 or malformed keeps the text and says so; sending again works", async ({ page, request }) => {
  const uuid = await openChat(page);
  for (const kind of ["502", "malformed-json"] as const) {
    await addFault(request, "/mail/chat_post", kind);
    await composer(page).fill(`Lost? ${kind}`);
    // The error of the previous round is still shown while this post is on its way, and Enter is
    // ignored until it is answered: wait for the answer and the composer to be free again.
    const answered = page.waitForResponse((r) => r.url().endsWith("/mail/chat_post"));
    await composer(page).press("Enter");
    await answered;
    await expect(composer(page)).toHaveAttribute("aria-busy", "false");
    await expect(page.locator(".o_thread_composer_error")).toHaveText(SEND_FAILED);
    await expect(composer(page)).toHaveValue(`Lost? ${kind}`);
  }
  await composer(page).press("Enter");
  await expect(page.locator(".o_thread_composer_error")).toHaveCount(0);
  await expect(messages(page)).toHaveText(["Lost? malformed-json"]);
  expect((await sessionData(request, uuid)).messages.map((m: { body: string }) => m.body)).toEqual(["Lost? malformed-json"]);
});

test("an expired session closes the chat with the spec's message", async ({ page, request }) => {
  const uuid = await openChat(page);
  await request.post("/__test/livechat/expire", { data: { uuid } });
  await composer(page).fill("Still there?");
  await composer(page).press("Enter");
  await expect(page.locator(".o_notification")).toContainText(SESSION_EXPIRED);
  await expect(page.locator(".o_thread_window")).toHaveCount(0);
  expect((await page.context().cookies()).some((c) => c.name === "im_livechat_session")).toBe(false);
});

test("a failing poll retries on the bus's schedule: 50 operator messages, none lost or doubled", async ({ page, request }) => {
  // Math.random() = 0: the bus retries 11 s after a failed poll (10 s + 1 s).
  await page.addInitScript(() => (Math.random = () => 0));
  await page.clock.install();
  const uuid = await openChat(page);
  await expect.poll(async () => (await (await request.get("/__test/bus/stats")).json()).lastParams?.channels).toContain(`im_livechat.session:${uuid}`);
  // The page's clock stands still from here: the retry's 11 s are run through, not waited for.
  await pauseClockNow(page);
  const failed = page.waitForResponse((response) => response.url().endsWith("/longpolling/poll") && response.status() === 502);
  await addFault(request, "/longpolling/poll", "502");
  // The held poll answers with the first message; the next poll fails; the retry brings the rest.
  await operator(request, { uuid, action: "post", body: "First", count: 25 });
  await expect(messages(page).first()).toHaveText("First 1");
  await failed;
  await page.clock.runFor(10_999);
  await expect(messages(page)).not.toHaveCount(25);
  await page.clock.runFor(1);
  await expect(messages(page)).toHaveCount(25);
  await operator(request, { uuid, action: "post", body: "Second", count: 25 });
  await expect(messages(page)).toHaveCount(50);
  const texts = await messages(page).allTextContents();
  expect(texts).toEqual([...Array.from({ length: 25 }, (_, i) => `First ${i + 1}`), ...Array.from({ length: 25 }, (_, i) => `Second ${i + 1}`)]);
});
