// Issue #31, item "live chat" (spec 3 §2 thread window header with title, status and unread count;
// §3 session status and message_unread_counter): the header shows the session's status, and the
// unread counter of a folded chat survives a page change.
// Islands it drives: islands/livechat/livechat_button.tsx (use_chat_session.ts, cookies.ts, ThreadWindow.tsx)
import { expect, test, workerBaseURL, type APIRequestContext } from "./fixtures";
import { islandsReady } from "./helpers";

const operator = (request: APIRequestContext, data: Record<string, unknown>) => request.post("/__test/livechat/operator", { data });

test("the header shows the session's status; a folded chat's unread count follows the visitor to another page", async ({ page, request }) => {
  await page.context().addCookies([{ name: "im_livechat_auto_popup", value: "false", url: new URL("/livechat/support", workerBaseURL()).href }]);
  await page.goto("/livechat/support");
  await islandsReady(page);
  await page.locator("button.o_livechat_button").click();
  const window = page.locator(".o_thread_window");
  await expect(window).toBeVisible();
  await expect(window.locator(".o_thread_window_title .o_thread_window_status")).toHaveText("open");
  const cookie = (await page.context().cookies()).find((c) => c.name === "im_livechat_session");
  const uuid = JSON.parse(decodeURIComponent(cookie!.value)).uuid;

  // A first answer, read at once, shows that the session's channel is heard.
  await operator(request, { uuid, action: "post", body: "Welcome!" });
  await expect(window.locator(".o_thread_message")).toHaveCount(1);
  await expect(window.locator(".o_unread_counter")).toHaveCount(0);
  await window.locator(".o_thread_window_title").click();
  await operator(request, { uuid, action: "post", body: "Still there?" });
  await operator(request, { uuid, action: "post", body: "Hello?" });
  await expect(window.locator(".o_unread_counter")).toHaveText("2");

  await page.goto("/livechat/pricing");
  await islandsReady(page);
  await expect(page.locator(".o_thread_window .o_unread_counter")).toHaveText("2");
  await expect(page.locator(".o_thread_window .o_thread_window_status")).toHaveText("open");
  // Unfolded at the bottom: read, and the next page knows it.
  await page.locator(".o_thread_window .o_thread_window_title").click();
  await expect(page.locator(".o_thread_window .o_unread_counter")).toHaveCount(0);
  await page.goto("/livechat/support");
  await islandsReady(page);
  await expect(page.locator(".o_thread_window .o_thread_message")).toHaveCount(3);
  await expect(page.locator(".o_thread_window .o_unread_counter")).toHaveCount(0);
});
