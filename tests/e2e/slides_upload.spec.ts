// Publishers add content to a course (spec 2 §4, §5, §8, §9) in Chromium against the reference
// server. Islands: islands/slides/slide_upload.tsx (UploadDialog.tsx, upload_form.ts,
// upload_checks.ts, upload_api.ts) and islands/slides/certification_toast.tsx.
// Parts its flows go through: islands/slides/ChoiceOrNew.tsx (section and certification choices), ModuleInstall.tsx.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";
import { keepShot, onlyForShots } from "./keep_shot";

test.beforeAll(async ({ request }) => void (await request.post("/__test/slides/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

const pdf = (name: string) => ({ name: `${name}.pdf`, mimeType: "application/pdf", buffer: readFileSync(`fixtures/static/slides/${name}.pdf`) });
const dialog = (page: Page) => page.locator(".o_wslides_upload_dialog");

async function openDialog(page: Page, type: string) {
  await page.goto("/slides/1");
  await islandsReady(page);
  await page.getByRole("button", { name: "Add Content" }).click();
  await expect(dialog(page).locator(".modal-title")).toHaveText("Upload a document");
  await dialog(page).getByRole("button", { name: type, exact: true }).click();
}

test("a publisher uploads a pdf: duration from its pages, progress shown, published in the chosen section", async ({ page, request }) => {
  await login(page, "admin");
  await openDialog(page, "Presentation");
  const d = dialog(page);
  await expect(d.locator(".modal-footer button")).toHaveText(["Save & Publish", "Save", "Back", "Discard"]);
  await d.getByLabel("File (pdf or image)").setInputFiles(pdf("upload_three_pages"));
  await expect(d.getByLabel("Duration (minutes)")).toHaveValue("15");
  await expect(d.getByLabel("Title")).toHaveValue("upload_three_pages");
  await expect(d.locator("img.o_wslides_upload_preview")).toHaveAttribute("src", /^data:image\/png;base64,/);
  await d.getByLabel("Title").fill("Seasons, the slides");
  await d.getByLabel("Section", { exact: true }).selectOption({ label: "Going further" });
  await d.getByLabel("Soil").check();
  await d.getByLabel("New tags (separated by commas)").fill("Calendar");
  await addFault(request, "/slides/add_slide", "slow:1500", 1);
  const sent = page.waitForRequest("**/slides/add_slide");
  await d.getByRole("button", { name: "Save & Publish" }).click();
  await expect(d.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  const params = (await sent).postDataJSON().params;
  expect(params).toMatchObject({ channel_id: 1, slide_type: "presentation", name: "Seasons, the slides", duration: 15, category_id: 5, tag_ids: [1, [0, { name: "Calendar" }]], is_published: true, mime_type: "application/pdf" });
  expect(Buffer.from(params.datas, "base64").equals(readFileSync("fixtures/static/slides/upload_three_pages.pdf"))).toBe(true);
  await page.waitForURL(/\/slides\/slide\/seasons-the-slides-\d+$/);
  await page.goto("/slides/1");
  await expect(page.locator('[data-section-id="5"] .o_wslides_js_slides_list_slide_link').last()).toHaveText("Seasons, the slides");
  await page.locator('[data-section-id="5"] .o_wslides_js_slides_list_slide_link').last().click();
  await islandsReady(page);
  await expect(page.locator(".o_wslides_fs_pdf_page_number")).toHaveText("Page 1 of 3");
});

test("files are checked before any upload: too big, not a pdf or image, password protected", async ({ page }) => {
  await login(page, "admin");
  let sent = 0;
  page.on("request", (r) => r.url().endsWith("/slides/add_slide") && sent++);
  await openDialog(page, "Presentation");
  const d = dialog(page);
  const file = d.getByLabel("File (pdf or image)");
  // a 26 MB file made in the page: sending one through the test driver would take most of the test's time
  await file.evaluate((input: HTMLInputElement) => {
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array(26 * 1024 * 1024)], "big.pdf", { type: "application/pdf" }));
    input.files = files.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await expect(d.locator(".o_wslides_upload_alert")).toHaveText("File is too big. File size cannot exceed 25MB");
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(d.locator(".o_wslides_upload_alert")).toHaveText("Invalid file type. Please select pdf or image file");
  await file.setInputFiles(pdf("upload_password"));
  await expect(d.locator(".o_wslides_upload_alert")).toHaveText("You can not upload password protected file.");
  await d.getByLabel("Title").fill("Locked");
  await d.getByRole("button", { name: "Save & Publish" }).click();
  await expect(file).toBeFocused();
  expect(await file.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(sent).toBe(0);
});

test("an uploader who cannot publish only has 'Save'; the server's refusal and a dropped upload keep the form", async ({ page, request }) => {
  await login(page, "demo");
  await openDialog(page, "Quiz");
  const d = dialog(page);
  await expect(d.locator(".modal-footer button")).toHaveText(["Save", "Back", "Discard"]);
  await d.getByLabel("Title").fill("Check your soil");
  await d.getByLabel("Section", { exact: true }).selectOption({ label: "Create a new section…" });
  await d.getByLabel("New section").fill("Going further");
  await d.getByRole("button", { name: "Save", exact: true }).click();
  await expect(d.locator(".o_wslides_upload_alert")).toHaveText('A section named "Going further" already exists in this course.');
  await expect(d.getByLabel("Title")).toHaveValue("Check your soil");
  await d.getByLabel("Section", { exact: true }).selectOption({ label: "Going further" });
  await addFault(request, "/slides/add_slide", "network", 1);
  await d.getByRole("button", { name: "Save", exact: true }).click();
  await expect(d.locator(".o_wslides_upload_alert")).toHaveText("The upload did not reach the server. Your file is kept: try again.");
  await expect(d.getByLabel("Title")).toHaveValue("Check your soil");
  await Promise.all([page.waitForURL(/\/slides\/slide\/check-your-soil-\d+$/), d.getByRole("button", { name: "Save", exact: true }).click()]);
});

test("a webpage from a URL is previewed by the server; an unknown address and a failed preview say so", async ({ page, request }) => {
  await login(page, "admin");
  await openDialog(page, "Web Page");
  const d = dialog(page);
  await addFault(request, "/slides/prepare_preview/", "502", 1);
  await d.getByLabel("URL").fill("https://gardening.example/compost");
  await d.getByLabel("Title").focus();
  await expect(d.locator(".o_wslides_upload_alert")).toHaveText("The preview of this address could not be loaded.");
  await d.getByLabel("URL").fill("https://gardening.example/unknown");
  await d.getByLabel("Title").focus();
  await expect(d.locator(".o_wslides_upload_alert")).toHaveText("Please enter valid Youtube or Google Doc URL");
  await d.getByLabel("URL").fill("https://gardening.example/compost");
  await d.getByLabel("Title").focus();
  await expect(d.getByLabel("Title")).toHaveValue("Making compost");
  await expect(d.getByLabel("Duration (minutes)")).toHaveValue("6");
  await expect(d.locator(".o_wslides_upload_alert")).toHaveCount(0);
  await Promise.all([page.waitForURL(/\/slides\/slide\/making-compost-\d+$/), d.getByRole("button", { name: "Save", exact: true }).click()]);
});

test("a new certification: chosen in the upload dialog, then a toast links to its questions", async ({ page }) => {
  await login(page, "admin");
  await openDialog(page, "Certification");
  const d = dialog(page);
  await expect(d.getByLabel("Certification", { exact: true }).locator("option")).toHaveText(["Choose a certification", "Gardener certification", "Create a new certification…"]);
  await d.getByLabel("Certification", { exact: true }).selectOption({ label: "Create a new certification…" });
  await d.getByLabel("New certification").fill("Pruning expert");
  await d.getByLabel("Title").fill("Final exam");
  const sent = page.waitForRequest("**/slides/add_slide");
  await d.getByRole("button", { name: "Save & Publish" }).click();
  expect((await sent).postDataJSON().params.survey).toEqual({ id: false, title: "Pruning expert" });
  await page.waitForURL(/\/slides\/slide\/final-exam-\d+$/);
  await islandsReady(page);
  const toast = page.locator(".o_notification");
  await expect(toast).toContainText("Certification created");
  await expect(toast).toContainText("Follow this link to add questions to your certification");
  await expect(toast.getByRole("link", { name: "Edit certification" })).toHaveAttribute("href", /^\/survey\/edit\/\d+$/);
  await page.reload();
  await islandsReady(page);
  await expect(page.locator(".o_notification")).toHaveCount(0);
});

test("a pdf dropped on the dialog is checked like a picked one; an image becomes an infographic lesson", async ({ page }) => {
  await login(page, "admin");
  await openDialog(page, "Presentation");
  const d = dialog(page);
  const bytes = readFileSync("fixtures/static/slides/upload_three_pages.pdf").toString("base64");
  const dropped = await page.evaluateHandle((base64) => {
    const files = new DataTransfer();
    files.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "dropped_pages.pdf", { type: "application/pdf" }));
    return files;
  }, bytes);
  await d.locator(".o_wslides_upload_dropzone").dispatchEvent("drop", { dataTransfer: dropped });
  await expect(d.getByLabel("Duration (minutes)")).toHaveValue("15");
  await expect(d.getByLabel("Title")).toHaveValue("dropped_pages");
  await expect(d.locator(".o_wslides_upload_file_name")).toHaveText("dropped_pages.pdf");
  await expect(d.locator("img.o_wslides_upload_preview")).toHaveAttribute("src", /^data:image\/png;base64,/);
  const image = { name: "garden_map.png", mimeType: "image/png", buffer: readFileSync("fixtures/static/map_tiles/tile-0.png") };
  await d.getByLabel("Title").fill("");
  await d.getByLabel("File (pdf or image)").setInputFiles(image);
  await expect(d.getByLabel("Title")).toHaveValue("garden_map");
  await expect(d.locator("img.o_wslides_upload_preview")).toHaveAttribute("src", /^data:image\/png;base64,/);
  const sent = page.waitForRequest("**/slides/add_slide");
  await d.getByRole("button", { name: "Save & Publish" }).click();
  const params = (await sent).postDataJSON().params;
  expect(params).toMatchObject({ slide_type: "presentation", name: "garden_map", mime_type: "image/png", is_published: true });
  expect(Buffer.from(params.datas, "base64").equals(image.buffer)).toBe(true);
  await page.waitForURL(/\/slides\/slide\/garden_map-\d+$|\/slides\/slide\/garden-map-\d+$/);
  await page.goto(`${page.url()}?fullscreen=1`);
  await islandsReady(page);
  await expect(page.locator("img.o_wslides_fs_image")).toHaveAttribute("src", /^\/slides\/slide\/\d+\/content$/);
  await expect.poll(() => page.locator("img.o_wslides_fs_image").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("an upload that does not reach the server keeps the file and the form, and is sent again", async ({ page, request }) => {
  await login(page, "admin");
  await openDialog(page, "Presentation");
  const d = dialog(page);
  await d.getByLabel("File (pdf or image)").setInputFiles(pdf("upload_three_pages"));
  await expect(d.getByLabel("Duration (minutes)")).toHaveValue("15");
  await d.getByLabel("Title").fill("Seasons, second try");
  await addFault(request, "/slides/add_slide", "network", 1);
  await d.getByRole("button", { name: "Save & Publish" }).click();
  await expect(d.locator(".o_wslides_upload_alert")).toHaveText("The upload did not reach the server. Your file is kept: try again.");
  await expect(d.locator(".o_wslides_upload_file_name")).toHaveText("upload_three_pages.pdf");
  await expect(d.getByLabel("Title")).toHaveValue("Seasons, second try");
  await expect(d.getByLabel("Duration (minutes)")).toHaveValue("15");
  const sent = page.waitForRequest("**/slides/add_slide");
  await d.getByRole("button", { name: "Save & Publish" }).click();
  expect(Buffer.from((await sent).postDataJSON().params.datas, "base64").equals(readFileSync("fixtures/static/slides/upload_three_pages.pdf"))).toBe(true);
  await page.waitForURL(/\/slides\/slide\/seasons-second-try-\d+$/);
});

test("screenshots of each dialog state at 1280 and 390 px", async ({ page, request }) => {
  onlyForShots();
  await login(page, "admin");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const d = dialog(page);
    const shot = (state: string) => keepShot(d.locator(".modal-content"), { path: test.info().outputPath(`upload_${state}_${width}.png`), animations: "disabled" });
    await page.goto("/slides/1");
    await islandsReady(page);
    await page.getByRole("button", { name: "Add Content" }).click();
    await expect(d.locator(".o_wslides_select_type")).toBeVisible();
    await shot("1_select_type");
    await d.getByRole("button", { name: "Presentation", exact: true }).click();
    await d.getByLabel("File (pdf or image)").setInputFiles(pdf("upload_three_pages"));
    await expect(d.locator("img.o_wslides_upload_preview")).toBeVisible();
    await shot("2_form");
    await addFault(request, "/slides/add_slide", "slow:4000", 1);
    await d.getByRole("button", { name: "Save", exact: true }).click();
    await expect(d.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
    await shot("3_uploading");
    await page.waitForURL(/\/slides\/slide\/upload_three_pages-\d+$|\/slides\/slide\/upload-three-pages-\d+$/);
    await openDialog(page, "Forum");
    await expect(d.locator(".o_wslides_install_module [role=status]")).toHaveText('Do you want to install the "Forum" app?');
    await shot("4_install_confirm");
    await addFault(request, "/web/dataset/call_kw", "slow:2000", 1);
    const answered = page.waitForResponse("**/web/dataset/call_kw/**");
    await d.getByRole("button", { name: "Install" }).click();
    await expect(d.locator(".o_wslides_install_module [role=status]")).toHaveText('Installing "Forum".');
    await shot("5_installing");
    await answered;
    // the install went through the server: the module is put back as seeded for what follows
    await request.post("/__test/slides/reset");
    await openDialog(page, "Forum");
    await addFault(request, "/web/dataset/call_kw", "502", 1);
    await d.getByRole("button", { name: "Install" }).click();
    await expect(d.locator(".o_wslides_install_module [role=alert]")).toHaveText('Failed to install "Forum".');
    await shot("6_install_failed");
  }
  await request.post("/__test/slides/reset");
});

test("a type that needs a module: install confirm, already installing, failed, retry, then the dialog opens again", async ({ page, request }) => {
  await login(page, "admin");
  await openDialog(page, "Forum");
  const d = dialog(page);
  await expect(d.locator(".o_wslides_install_module [role=status]")).toHaveText('Do you want to install the "Forum" app?');
  await addFault(request, "/web/dataset/call_kw", "slow:3000", 1);
  const calls: string[] = [];
  page.on("request", (r) => r.url().includes("/web/dataset/call_kw") && calls.push(r.postDataJSON().params.method));
  await d.getByRole("button", { name: "Install" }).click();
  await expect(d.locator(".o_wslides_install_module [role=status]")).toHaveText('Installing "Forum".');
  await d.getByRole("button", { name: "Install" }).click();
  await expect(d.locator(".o_wslides_install_module [role=status]")).toHaveText('Already installing "Forum".');
  await expect(d.locator(".o_wslides_install_module [role=alert]")).toHaveText('Failed to install "Forum".');
  expect(calls).toEqual(["button_immediate_install"]);
  await Promise.all([page.waitForURL("**/slides/1?enable_slide_upload=1"), d.getByRole("button", { name: "Retry" }).click()]);
  await islandsReady(page);
  await expect(dialog(page).locator(".modal-title")).toHaveText("Upload a document");
  await expect(dialog(page).getByRole("button", { name: "Forum" })).toHaveCount(0);
});
