// The portal chatter in Chromium against the reference server (spec 2 "Chatter").
// Islands it drives: islands/portal/chatter/ (chatter.tsx, composer_on_demand.tsx, Composer.tsx, ComposerFiles.tsx,
// AttachmentList.tsx, HiddenFileInput.tsx, use_attachments.ts, Pager.tsx, pager_state.ts, Message.tsx, constants.ts),
// write_lock.ts, answer_lost.ts, src/services/upload.ts, src/components/sanitizer_profile.ts.
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

const BLANK_MESSAGE_ERROR = "Some fields are required. Please make sure to write a message or attach a document";

async function openChatter(page: Page, path: string) {
  await page.goto(path);
  await islandsReady(page);
  await page.locator("#discussion").scrollIntoViewIfNeeded();
  await expect(page.locator(".o_message_counter")).toBeVisible();
}

/** Tells this run's message from those earlier runs left on the shared server (repeat-each). */
const uniqueMark = () => Math.random().toString(36).slice(2, 10);

const composerAttachments = (page: Page) => page.locator(".o_portal_chatter_composer .o_portal_chatter_attachment");

test.afterEach(async ({ request }) => clearFaults(request));

test("posts a message with two attachments and sees it after a reload", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "portal");
  await openChatter(page, "/my/invoices/1");
  await page.locator(".o_portal_chatter_file_input").setInputFiles([
    { name: "plan.txt", mimeType: "text/plain", buffer: Buffer.from("the plan") },
    { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("89504e47", "hex") },
  ]);
  await expect(composerAttachments(page)).toHaveText(["plan.txt", "photo.png"]);
  await page.fill("textarea[name=message]", "Here are the plan and a photo.");
  await keepShot(page, { path: test.info().outputPath("portal-chatter-composer.png"), fullPage: true });
  await page.click(".o_portal_chatter_composer_btn");
  await expect(page.locator(".o_portal_chatter_message").first().locator(".o_portal_chatter_message_body")).toHaveText("Here are the plan and a photo.");
  await expect(page.locator("textarea[name=message]")).toHaveValue("");
  await page.reload();
  await islandsReady(page);
  await page.locator("#discussion").scrollIntoViewIfNeeded();
  const first = page.locator(".o_portal_chatter_message").first();
  await expect(first.locator(".o_portal_chatter_message_body")).toHaveText("Here are the plan and a photo.");
  await expect(first.locator(".o_portal_chatter_attachment_name")).toHaveText(["plan.txt", "photo.png"]);
  const download = await page.request.get((await first.locator(".o_portal_chatter_attachment a").first().getAttribute("href"))!);
  expect(await download.text()).toBe("the plan");
  expect(console.errors).toEqual([]);
});

test("removes a pending attachment", async ({ page }) => {
  await login(page, "portal");
  await openChatter(page, "/my/invoices/1");
  await page.locator(".o_portal_chatter_file_input").setInputFiles({ name: "wrong.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
  await expect(composerAttachments(page)).toHaveText(["wrong.txt"]);
  await page.getByRole("button", { name: "Remove wrong.txt" }).click();
  await expect(composerAttachments(page)).toHaveCount(0);
});

test("refuses a blank message with the spec's text and a danger border", async ({ page }) => {
  await login(page, "portal");
  await openChatter(page, "/my/invoices/1");
  await page.click(".o_portal_chatter_composer_btn");
  await expect(page.locator(".o_portal_chatter_composer_error")).toHaveText(BLANK_MESSAGE_ERROR);
  await expect(page.locator("textarea[name=message]")).toHaveClass(/border-danger/);
  await keepShot(page, { path: test.info().outputPath("portal-chatter-blank.png") });
});

test("an upload failure gives the sticky warning and sending still works", async ({ page, request }) => {
  await login(page, "portal");
  await openChatter(page, "/my/invoices/1");
  await addFault(request, "/portal/attachment/add", "500-html");
  await page.locator(".o_portal_chatter_file_input").setInputFiles({ name: "broken.png", mimeType: "image/png", buffer: Buffer.from("x") });
  const warning = page.locator(".o_notification_warning");
  await expect(warning).toContainText("Could not save file broken.png");
  await keepShot(page, { path: test.info().outputPath("portal-chatter-upload-failed.png") });
  await expect(page.locator(".o_portal_chatter_composer_btn")).toBeEnabled();
  await expect(composerAttachments(page)).toHaveCount(0);
});

test("a 502 on send keeps the text and the attachments once the conversation shows it was not sent", async ({ page, request }) => {
  await login(page, "portal");
  await openChatter(page, "/my/invoices/1");
  await page.locator(".o_portal_chatter_file_input").setInputFiles({ name: "keep.txt", mimeType: "text/plain", buffer: Buffer.from("keep") });
  await expect(composerAttachments(page)).toHaveText(["keep.txt"]);
  await page.fill("textarea[name=message]", "Please keep me");
  await addFault(request, "/mail/chatter_post", "502");
  await page.click(".o_portal_chatter_composer_btn");
  await expect(page.locator(".o_portal_chatter_composer_error")).toHaveText(
    "The connection was lost while sending and your message is not in the conversation: it was not sent. It is kept here: send it again.",
  );
  await expect(page.locator("textarea[name=message]")).toHaveValue("Please keep me");
  await expect(composerAttachments(page)).toHaveText(["keep.txt"]);
  await keepShot(page, { path: test.info().outputPath("portal-chatter-send-failed.png") });
  await page.click(".o_portal_chatter_composer_btn");
  await expect(page.locator(".o_portal_chatter_message").first().locator(".o_portal_chatter_message_body")).toHaveText("Please keep me");
});

test("staff toggle a message internal, as the server answers", async ({ page }) => {
  await login(page, "admin");
  await openChatter(page, "/my/orders/1");
  const toggle = page.locator("#message-11 .o_portal_chatter_js_is_internal");
  await expect(toggle).toHaveText("Public");
  await toggle.click();
  await expect(toggle).toHaveText("Internal");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await keepShot(page, { path: test.info().outputPath("portal-chatter-internal.png"), fullPage: true });
  await page.reload();
  await islandsReady(page);
  await page.locator("#discussion").scrollIntoViewIfNeeded();
  await expect(page.locator("#message-11 .o_portal_chatter_js_is_internal")).toHaveText("Internal");
  await page.locator("#message-11 .o_portal_chatter_js_is_internal").click();
  await expect(page.locator("#message-11 .o_portal_chatter_js_is_internal")).toHaveText("Public");
});

test("pages through the messages, 10 a page", async ({ page }) => {
  await login(page, "portal");
  await openChatter(page, "/my/orders/1");
  await expect(page.locator(".o_portal_chatter_message")).toHaveCount(10);
  await page.locator(".o_portal_chatter_pager").getByRole("button", { name: "Page 2" }).click();
  await expect(page.locator(".o_portal_chatter_pager .page-item.active")).toHaveText("2");
  await expect(page.locator(".o_portal_chatter_message").first()).toBeVisible();
  expect(await page.locator(".o_portal_chatter_message").count()).toBeLessThan(10);
});

test("a visitor with the document's token reads and posts without logging in", async ({ page }) => {
  await openChatter(page, "/my/invoices/2?access_token=c8f2d0e3-inv09");
  await page.fill("textarea[name=message]", "Posted with the link I received");
  await page.click(".o_portal_chatter_composer_btn");
  const first = page.locator(".o_portal_chatter_message").first();
  await expect(first.locator(".o_portal_chatter_message_body")).toHaveText("Posted with the link I received");
  await expect(first.locator(".o_portal_chatter_author")).toHaveText("Joel Willis");
});

test("script payloads in bodies, author names and attachment names do not run", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "portal");
  await openChatter(page, "/my/orders/2");
  const message = page.locator("#message-16");
  await expect(message.locator(".o_portal_chatter_message_body b")).toHaveText("bold stays");
  await expect(message.locator(".o_portal_chatter_message_body script")).toHaveCount(0);
  await expect(message.locator(".o_portal_chatter_message_body [onerror]")).toHaveCount(0);
  expect(await message.locator(".o_portal_chatter_message_body a").getAttribute("href")).toBeNull();
  await expect(message.locator(".o_portal_chatter_author")).toHaveText('<img src=x onerror="window.__xss=1">Eve <script>window.__xss=1</script>');
  await expect(message.locator(".o_portal_chatter_attachment_name")).toHaveText('<img src=x onerror="window.__xss=1">invoice.pdf');
  await page.waitForLoadState("networkidle"); // an injected image would have failed to load by now
  expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined();
  await keepShot(page, { path: test.info().outputPath("portal-chatter-xss.png"), fullPage: true });
  expect(console.errors.filter((e) => !e.includes("Failed to load resource"))).toEqual([]);
});

test("a double click on Send writes one message", async ({ page }) => {
  await login(page, "portal");
  await openChatter(page, "/my/invoices/1");
  let posts = 0;
  page.on("request", (r) => r.url().endsWith("/mail/chatter_post") && posts++);
  const text = `Clicked twice ${uniqueMark()}`;
  await page.fill("textarea[name=message]", text);
  await page.locator(".o_portal_chatter_composer_btn").dblclick();
  await expect(page.locator(".o_portal_chatter_message").first().locator(".o_portal_chatter_message_body")).toHaveText(text);
  await page.reload();
  await islandsReady(page);
  await page.locator("#discussion").scrollIntoViewIfNeeded();
  await expect(page.locator(".o_portal_chatter_message_body", { hasText: text })).toHaveCount(1);
  expect(posts).toBe(1);
});

test("a network drop after the post reached the server shows the message once after reload", async ({ page }) => {
  await login(page, "portal");
  await openChatter(page, "/my/invoices/1");
  let posts = 0;
  // The server writes the message, then the connection drops before its answer arrives.
  await page.route("**/mail/chatter_post", async (route) => {
    posts++;
    await route.fetch();
    await route.abort("connectionreset");
  });
  const text = `Sent through a bad connection ${uniqueMark()}`;
  await page.fill("textarea[name=message]", text);
  await page.click(".o_portal_chatter_composer_btn");
  await expect(page.locator(".o_portal_chatter_composer_error")).toHaveText("The connection was lost after sending, but your message is in the conversation: it was sent.");
  await expect(page.locator(".o_portal_chatter_message_body", { hasText: text })).toHaveCount(1);
  await expect(page.locator("textarea[name=message]")).toHaveValue("");
  await keepShot(page, { path: test.info().outputPath("chatter-answer-lost-desktop.png"), fullPage: true });
  await page.reload();
  await islandsReady(page);
  await page.locator("#discussion").scrollIntoViewIfNeeded();
  await expect(page.locator(".o_portal_chatter_message_body", { hasText: text })).toHaveCount(1);
  expect(posts).toBe(1);
});

for (const { name, width, height } of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`a pending upload shows its progress and can be cancelled (${name})`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    await login(page, "portal");
    await openChatter(page, "/my/invoices/1");
    await page.fill("textarea[name=message]", "With a file I changed my mind about");
    // The server answers late: the upload stays pending.
    await addFault(request, "/portal/attachment/add", "slow:60000");
    await page.locator(".o_portal_chatter_file_input").setInputFiles({ name: "large-plan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(200_000, 1) });
    const progress = page.getByRole("progressbar", { name: "Upload of large-plan.pdf" });
    await expect(progress).toBeVisible();
    // Every byte went out; the answer is what it waits for.
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
    await expect(page.locator(".o_portal_chatter_composer_btn")).toBeDisabled();
    await keepShot(page, { path: test.info().outputPath(`chatter-upload-pending-${name}.png`), fullPage: true });
    await page.getByRole("button", { name: "Cancel the upload of large-plan.pdf" }).click();
    await expect(progress).toHaveCount(0);
    await expect(page.locator(".o_portal_chatter_upload")).toHaveCount(0);
    await expect(page.locator(".o_portal_chatter_composer_btn")).toBeEnabled();
    await expect(page.locator("textarea[name=message]")).toHaveValue("With a file I changed my mind about");
    await expect(page.locator(".o_notification")).toHaveCount(0);
  });
}

test("a failed upload stays to be retried", async ({ page, request }) => {
  await login(page, "portal");
  await openChatter(page, "/my/invoices/1");
  await addFault(request, "/portal/attachment/add", "502");
  await page.locator(".o_portal_chatter_file_input").setInputFiles({ name: "again.txt", mimeType: "text/plain", buffer: Buffer.from("again") });
  await expect(page.locator(".o_portal_chatter_upload[data-state=failed]")).toContainText("Upload failed");
  await keepShot(page, { path: test.info().outputPath("chatter-upload-failed-desktop.png") });
  await page.getByRole("button", { name: "Retry the upload of again.txt" }).click();
  await expect(composerAttachments(page)).toHaveText(["again.txt"]);
  await expect(page.locator(".o_portal_chatter_upload")).toHaveCount(0);
});

test("message bodies are sanitized to what a message may hold", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "portal");
  const hostile = `<p>Pay <b>now</b></p><form action="/my/security" method="post"><input name="op" value="x"><button>Go</button></form><style>body{display:none}</style><link rel="stylesheet" href="/evil.css"><meta http-equiv="refresh" content="0;url=/web/session/logout"><base href="/evil/"><p style="background:url(/track.png)">tracked</p><img src="/web/static/lib/nothing.png" srcset="/other.png 2x"><a href="https://example.com/doc">doc</a><div class="o_portal_signature_form" data-call-url="/my/orders/1/accept">not an island</div>`;
  // The server's answer carries one message with everything a message may not hold.
  await page.route("**/mail/chatter_init", async (route) => {
    const answer = await (await route.fetch()).json();
    answer.result.messages.unshift({ ...answer.result.messages[0], id: 99999, body: hostile, attachment_ids: [] });
    await route.fulfill({ json: answer });
  });
  await openChatter(page, "/my/orders/2");
  const body = page.locator("#message-99999 .o_portal_chatter_message_body");
  await expect(body.locator("b")).toHaveText("now");
  await expect(body.locator("form, input, button, style, link, meta, base, [style], [srcset], [data-call-url]")).toHaveCount(0);
  await expect(body.locator("img")).toHaveAttribute("referrerpolicy", "no-referrer");
  await expect(body.locator("a")).toHaveAttribute("rel", "noopener noreferrer");
  // A marker class in a message brings no island to life.
  await expect(body.locator(".o_portal_signature_form")).toHaveText("not an island");
  await expect(body.locator(".o_portal_sign_submit, canvas")).toHaveCount(0);
  expect(console.errors.filter((e) => !e.includes("Failed to load resource"))).toEqual([]);
});
