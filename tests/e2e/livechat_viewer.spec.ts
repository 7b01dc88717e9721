// The document thread and its attachment viewer against the reference server: open an image,
// zoom with the buttons and the wheel, rotate, drag, previous/next wrapping around through every
// file type, download, Escape; posting in the thread (signed in, and refused when signed out).
// Parts its flows go through: islands/livechat/viewer/ (AttachmentViewer.tsx, viewer_state.ts, attachment_types.ts), ThreadWindow.tsx, MessageList.tsx.
import { expect, test, type Page } from "./fixtures";
import { login } from "./helpers";

const viewer = (page: Page) => page.locator(".o_attachment_viewer");
const openThread = async (page: Page) => {
  await page.goto("/livechat/document");
  await expect(page.locator(".o_document_thread .o_thread_window")).toBeVisible();
};

test("the viewer zooms, rotates, drags, wraps around every attachment type and closes with Escape", async ({ page }) => {
  await openThread(page);
  await page.getByRole("button", { name: "View Desk.svg" }).click();
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page).locator(".o_viewer_name")).toHaveText("Desk.svg");
  await expect(viewer(page).locator(".o_viewer_close")).toBeFocused();
  const image = viewer(page).locator("img.o_viewer_img");
  await expect(image).toHaveAttribute("src", "/web/content/ir.attachment/9001/datas");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Zoom in" }).click();
  await expect(viewer(page)).toHaveAttribute("data-scale", "1.5");
  await page.getByRole("button", { name: "Zoom out" }).click();
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(viewer(page)).toHaveAttribute("data-scale", "0.5");
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(viewer(page)).toHaveAttribute("data-scale", "0.5");
  await image.hover();
  await page.mouse.wheel(0, -100);
  await expect(viewer(page)).toHaveAttribute("data-scale", "0.6");
  await page.mouse.wheel(0, 100);
  await expect(viewer(page)).toHaveAttribute("data-scale", "0.5");
  await page.getByRole("button", { name: "Reset zoom" }).click();
  await expect(viewer(page)).toHaveAttribute("data-scale", "1");

  await page.getByRole("button", { name: "Rotate" }).click();
  await expect(viewer(page)).toHaveAttribute("data-angle", "90");
  // Turned a quarter, once its 0.1 s transition is over (a box read mid-turn would not be the one
  // the drag starts from).
  await expect(image).toHaveCSS("transform", /^matrix\([^,]+, 1, -1, [^,]+, 0, 0\)$/);

  const box = (await image.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await image.boundingBox())!.x).toBeGreaterThan(box.x + 40);

  await expect(viewer(page).locator(".o_viewer_download")).toHaveAttribute("href", "/web/content/ir.attachment/9001/datas?download=true");
  const download = await page.request.get("/web/content/ir.attachment/9001/datas?download=true");
  expect(download.headers()["content-disposition"]).toContain("attachment");

  // The message's attachments: Desk, Chair, Quotation (pdf); previous from the first wraps to the last.
  await page.keyboard.press("ArrowLeft");
  await expect(viewer(page).locator(".o_viewer_name")).toHaveText("Quotation.pdf");
  await expect(viewer(page).locator("iframe.o_viewer_pdf")).toHaveAttribute("src", "/web/content/ir.attachment/9004/datas");
  await expect(viewer(page)).toHaveAttribute("data-angle", "0");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(viewer(page).locator(".o_viewer_name")).toHaveText("Desk.svg");
  await page.keyboard.press("ArrowRight");
  await expect(viewer(page).locator(".o_viewer_name")).toHaveText("Chair.svg");

  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest(".o_attachment_viewer"))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(viewer(page)).toHaveCount(0);
  await expect(page.getByRole("button", { name: "View Desk.svg" })).toBeFocused();
});

test("the viewer shows a video, a text and a YouTube link", async ({ page }) => {
  await page.route("https://www.youtube.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>video</title><p>YouTube player</p>" }));
  await openThread(page);
  await page.getByRole("button", { name: "View Desk assembly.webm" }).click();
  await expect(viewer(page).locator("video.o_viewer_video")).toHaveAttribute("src", "/web/content/ir.attachment/9003/datas");
  await expect.poll(() => viewer(page).locator("video").evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
  await expect(viewer(page).locator(".o_viewer_toolbar")).toHaveCount(0);
  await page.keyboard.press("ArrowRight");
  await expect(viewer(page).locator("iframe.o_viewer_text")).toHaveAttribute("src", "/web/content/ir.attachment/9005/datas");
  await expect(page.frameLocator("iframe.o_viewer_text").locator("body")).toContainText("Delivery on Tuesday morning.");
  await page.keyboard.press("ArrowRight");
  await expect(viewer(page).locator("iframe.o_viewer_youtube")).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ");
  await viewer(page).getByRole("button", { name: "Close", exact: true }).click();
  await expect(viewer(page)).toHaveCount(0);
});

test("the thread window folds on its title and posts with empty attachment and partner lists; a visitor is told to sign in", async ({ page }) => {
  await openThread(page);
  const window_ = page.locator(".o_document_thread .o_thread_window");
  await page.locator(".o_document_thread .o_thread_window_title").click();
  await expect(window_).toHaveCSS("height", "34px");
  await page.locator(".o_document_thread .o_thread_window_title").click();
  await expect(window_).toHaveCSS("height", "400px");
  await window_.locator(".o_composer_text_field").fill("Can it come on Monday?");
  await window_.locator(".o_composer_text_field").press("Enter");
  await expect(window_.locator(".o_thread_composer_error")).toHaveText("Sign in to write in this discussion.");
  await expect(window_.locator(".o_composer_text_field")).toHaveValue("Can it come on Monday?");

  await login(page, "portal");
  await openThread(page);
  const posted = page.waitForRequest("**/mail/message/post");
  await window_.locator(".o_composer_text_field").fill("Can it come on Monday?");
  await window_.locator(".o_composer_text_field").press("Enter");
  expect((await posted).postDataJSON().params).toEqual({ thread_model: "sale.order", thread_id: 42, post_data: { body: "Can it come on Monday?", attachment_ids: [], partner_ids: [] } });
  await expect(window_.locator(".o_thread_message").last()).toHaveText("Can it come on Monday?");
  await expect(window_.locator(".o_composer_text_field")).toHaveValue("");
});

test("the seller's answer arrives over the bus: unread while folded, read once unfolded at the bottom", async ({ page, request }) => {
  await openThread(page);
  const window_ = page.locator(".o_document_thread .o_thread_window");
  await expect.poll(async () => (await (await request.get("/__test/bus/stats")).json()).lastParams?.channels).toContain("mail.thread:sale.order:42");
  await window_.locator(".o_thread_window_title").click();
  await expect(window_).toHaveCSS("height", "34px");
  const { body } = await (await request.post("/__test/livechat/thread_post", { data: { body: "Monday works for us." } })).json();
  expect(body).toBe("Monday works for us.");
  await expect(window_.locator(".o_unread_counter")).toHaveText("1");
  await window_.locator(".o_thread_window_title").click();
  await expect(window_.locator(".o_unread_counter")).toHaveCount(0);
  await expect(window_.locator(".o_thread_message").last()).toHaveText("Monday works for us.");
});

test("Print prints the image alone from a hidden frame once it has loaded, then removes the frame", async ({ page }) => {
  await openThread(page);
  await page.getByRole("button", { name: "View Desk.svg" }).click();
  await expect(viewer(page)).toBeVisible();
  // the print dialog is the browser's: each print frame's own print() is replaced as it is added
  await page.evaluate(() => {
    const printed: string[] = ((window as any).__printed = []);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLIFrameElement && node.classList.contains("o_viewer_print_frame")) {
            const image = () => node.contentDocument?.querySelector("img")?.getAttribute("src") ?? "";
            node.contentWindow!.print = () => void printed.push(`${node.title} ${image()} ${getComputedStyle(node).visibility}`);
          }
        }
      }
    }).observe(document.body, { childList: true });
  });
  await page.getByRole("button", { name: "Print" }).click();
  await expect.poll(() => page.evaluate(() => (window as any).__printed)).toEqual([
    `Desk.svg ${new URL("/web/content/ir.attachment/9001/datas", page.url()).href} hidden`,
  ]);
  await expect(page.locator("iframe.o_viewer_print_frame")).toHaveCount(0);
  await expect(viewer(page)).toBeVisible();
});
