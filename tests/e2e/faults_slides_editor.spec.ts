// E-learning editors' write paths under faults: a tag added under a 502, a section added under a
// 502 and under an answer lost after the server acted, a lesson archived under a 502 and under an
// answer lost after the server acted, a section deleted under a server error and under an answer
// lost after the server acted, a lesson shared by e-mail whose connection fails and whose answer
// is lost after the server sent it (the link may have been sent: that is said). After a failure
// the dialog or field keeps what was chosen or typed, says so, and the next try works; after a
// lost answer nothing is sent again: the course page shows what the server has and says what was
// done (after its reload, for a section). The e-learning records are put back as seeded before each flow.
// Islands: islands/slides/course_tag_add.tsx, section_add.tsx, slide_archive.tsx,
// category_delete.tsx (confirmed_action.ts; the notices after a reload, course_notices.ts), lesson_share_email.tsx.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { ARCHIVE_FAILED, ARCHIVE_LOST_DONE, ARCHIVE_ROUTE } from "../../islands/slides/slide_archive";
import { DELETE_CATEGORY_FAILED, DELETE_CATEGORY_LOST_DONE } from "../../islands/slides/category_delete";
import { SECTION_ADD_FAILED, SECTION_ADD_LOST_DONE, SECTION_ADD_ROUTE } from "../../islands/slides/section_add";
import { SHARE_MAYBE_SENT, SHARE_SENT } from "../../islands/slides/messages";
import { TAG_ADD_FAILED, TAG_ADD_ROUTE } from "../../islands/slides/course_tag_add";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeEach(async ({ request }) => void (await request.post("/__test/slides/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page, path = "/slides/1") {
  await login(page, "admin");
  await page.goto(path);
  await islandsReady(page);
}
const sectionTitles = (page: Page) => page.locator(".o_wslides_slide_list_category_header h3");

test("a tag added under a 502 keeps the dialog and the chosen tag, says so; the next click adds it", async ({ page, request }) => {
  await open(page);
  await expect(page.locator(".o_wslides_course_tags")).not.toContainText("Advanced");
  await page.locator(".o_wslides_js_channel_tag_add").click();
  const dialog = page.locator(".o_wslides_tag_dialog");
  await dialog.getByLabel("Tag", { exact: true }).selectOption({ label: "Advanced" });
  await addFault(request, TAG_ADD_ROUTE, "502");
  await dialog.locator("button", { hasText: "Add" }).click();
  await expect(dialog.locator(".o_wslides_tag_warning")).toHaveText(TAG_ADD_FAILED);
  await expect(dialog.getByLabel("Tag", { exact: true })).toHaveValue("2");
  await expect(dialog.locator("button", { hasText: "Add" })).toBeEnabled();
  await Promise.all([page.waitForEvent("load"), dialog.locator("button", { hasText: "Add" }).click()]);
  await expect(page.locator(".o_wslides_course_tags")).toContainText("Advanced");
});

test("a section added under a 502 keeps the dialog and the name, says so; the next Save adds it once", async ({ page, request }) => {
  await open(page);
  await page.getByRole("button", { name: "Add Section" }).click();
  const dialog = page.locator(".o_wslides_section_dialog");
  await dialog.getByLabel("Section name").fill("Watering");
  await addFault(request, SECTION_ADD_ROUTE, "502");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(SECTION_ADD_FAILED);
  await expect(dialog.getByLabel("Section name")).toHaveValue("Watering");
  await expect(sectionTitles(page)).not.toContainText(["Watering"]);
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Save" }).click()]);
  await islandsReady(page);
  await expect(sectionTitles(page).filter({ hasText: "Watering" })).toHaveCount(1);
});

test("a section whose answer is lost after the server added it is not sent again; the reloaded course page shows it once and says so", async ({ page }) => {
  await open(page);
  let posts = 0;
  await page.route(`**${SECTION_ADD_ROUTE}`, async (route) => {
    posts++;
    await route.fetch({ maxRedirects: 0 });
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Add Section" }).click();
  const dialog = page.locator(".o_wslides_section_dialog");
  await dialog.getByLabel("Section name").fill("Repotting");
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Save" }).click()]);
  await islandsReady(page);
  expect(posts).toBe(1);
  await expect(sectionTitles(page).filter({ hasText: "Repotting" })).toHaveCount(1);
  await expect(page.locator(".o_notification")).toContainText(SECTION_ADD_LOST_DONE);
});

test("a lesson archived under a 502 stays in the list and says so; the next try archives it", async ({ page, request }) => {
  await open(page);
  const lesson = page.locator('.o_wslides_slides_list_slide[data-id="2"]');
  const name = (await lesson.locator(".o_wslides_js_slides_list_slide_link").textContent())!.trim();
  await addFault(request, "/slides/slide/archive", "502");
  await page.getByRole("button", { name: `Archive ${name}` }).click();
  await page.locator(".modal").getByRole("button", { name: "Archive" }).click();
  await expect(page.locator(".o_notification")).toContainText(ARCHIVE_FAILED);
  await expect(lesson).toHaveCount(1);
  await page.getByRole("button", { name: `Archive ${name}` }).click();
  await page.locator(".modal").getByRole("button", { name: "Archive" }).click();
  await expect(lesson).toHaveCount(0);
  await page.reload();
  await islandsReady(page);
  await expect(page.locator('.o_wslides_slides_list_slide[data-id="2"]')).toHaveCount(0);
});

test("a lesson whose archive answer is lost after the server archived it leaves the list and the page says so, without a second call", async ({ page }) => {
  await open(page);
  const lesson = page.locator('.o_wslides_slides_list_slide[data-id="2"]');
  const name = (await lesson.locator(".o_wslides_js_slides_list_slide_link").textContent())!.trim();
  let calls = 0;
  await page.route(`**${ARCHIVE_ROUTE}`, async (route) => {
    calls++;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: `Archive ${name}` }).click();
  await page.locator(".modal").getByRole("button", { name: "Archive" }).click();
  await expect(page.locator(".o_notification")).toContainText(ARCHIVE_LOST_DONE);
  await expect(lesson).toHaveCount(0);
  expect(calls).toBe(1);
  await page.reload();
  await islandsReady(page);
  await expect(page.locator('.o_wslides_slides_list_slide[data-id="2"]')).toHaveCount(0);
});

test("a section deletion answered by a server error keeps the section and says so; the next try deletes it", async ({ page, request }) => {
  await open(page);
  await addFault(request, "/web/dataset/call_kw/slide.slide/unlink", "500-html");
  await page.getByRole("button", { name: "Delete Going further" }).click();
  await page.locator(".modal").getByRole("button", { name: "Delete" }).click();
  await expect(page.locator(".o_notification")).toContainText(DELETE_CATEGORY_FAILED);
  await expect(sectionTitles(page).filter({ hasText: "Going further" })).toHaveCount(1);
  await page.getByRole("button", { name: "Delete Going further" }).click();
  await Promise.all([page.waitForEvent("load"), page.locator(".modal").getByRole("button", { name: "Delete" }).click()]);
  await islandsReady(page);
  await expect(sectionTitles(page).filter({ hasText: "Going further" })).toHaveCount(0);
});

test("a section deletion whose answer is lost after the server deleted it is not sent again; the reloaded course page says so", async ({ page }) => {
  await open(page);
  let calls = 0;
  await page.route("**/web/dataset/call_kw/slide.slide/unlink", async (route) => {
    calls++;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Delete Going further" }).click();
  await Promise.all([page.waitForEvent("load"), page.locator(".modal").getByRole("button", { name: "Delete" }).click()]);
  await islandsReady(page);
  expect(calls).toBe(1);
  await expect(sectionTitles(page).filter({ hasText: "Going further" })).toHaveCount(0);
  await expect(page.locator(".o_notification")).toContainText(DELETE_CATEGORY_LOST_DONE);
  await expect(page.locator(".o_notification")).not.toContainText(DELETE_CATEGORY_FAILED);
  await page.reload();
  await islandsReady(page);
  await expect(page.locator(".o_notification")).toHaveCount(0);
});

async function newLessonPage(page: Page, name: string) {
  await login(page, "admin");
  const datas = readFileSync("fixtures/static/slides/upload_three_pages.pdf").toString("base64");
  const added = await page.request.post("/slides/add_slide", {
    data: { jsonrpc: "2.0", method: "call", id: 1, params: { channel_id: 1, slide_type: "presentation", name, datas, mime_type: "application/pdf", is_published: true } },
  });
  await page.goto((await added.json()).result.url);
  await islandsReady(page);
}

// The browser cannot tell a connection that failed before the request left from one cut after
// it: either way the link may have been sent, and that is what is said.
test("a lesson shared by e-mail whose connection fails keeps the address and says the link may have been sent; the next click sends it", async ({ page }) => {
  await newLessonPage(page, "Share me again");
  const block = page.locator(".oe_slide_js_share_email");
  const email = block.getByLabel("Share by email");
  await email.fill("friend@example.com");
  await page.route("**/slides/slide/send_share_email", (route) => route.abort("connectionfailed"), { times: 1 });
  await block.getByRole("button", { name: "Send Email" }).click();
  await expect(block.getByRole("status")).toHaveText(SHARE_MAYBE_SENT);
  await expect(email).toHaveValue("friend@example.com");
  const sent = page.waitForResponse("**/slides/slide/send_share_email");
  await block.getByRole("button", { name: "Send Email" }).click();
  expect((await (await sent).json()).result).toBeTruthy();
  await expect(block.getByRole("status")).toHaveText(SHARE_SENT);
});

test("a lesson shared by e-mail whose answer is lost after the server sent it says the link may have been sent, keeps the address, and sends again on request", async ({ page }) => {
  await newLessonPage(page, "Share me once");
  const block = page.locator(".oe_slide_js_share_email");
  const email = block.getByLabel("Share by email");
  await email.fill("friend@example.com");
  const served: unknown[] = [];
  await page.route(
    "**/slides/slide/send_share_email",
    async (route) => {
      served.push((await (await route.fetch()).json()).result);
      await route.abort("connectionreset");
    },
    { times: 1 },
  );
  await block.getByRole("button", { name: "Send Email" }).click();
  await expect(block.getByRole("status")).toHaveText(SHARE_MAYBE_SENT);
  expect(served).toHaveLength(1);
  expect(served[0]).toBeTruthy();
  await expect(email).toHaveValue("friend@example.com");
  await expect(block.getByRole("button", { name: "Send Email" })).toBeEnabled();
  const sent = page.waitForResponse("**/slides/slide/send_share_email");
  await block.getByRole("button", { name: "Send Email" }).click();
  expect((await (await sent).json()).result).toBeTruthy();
  await expect(block.getByRole("status")).toHaveText(SHARE_SENT);
});
