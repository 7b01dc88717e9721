// Gallery, table of contents, share, page embed and embed code blocks in Chromium (spec 3 §2,
// §9). Islands it drives: islands/website/blocks/gallery.tsx, table_of_content.tsx, share.tsx,
// page_embed.tsx, embed_code.tsx (the slideshow steps with islands/website/carousel.tsx); the table of contents scrolls with scroll_over.ts.
import { expect, test } from "./fixtures";
import { islandsReady, pauseClockNow, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

test("the gallery's lightbox moves with the keyboard, buttons and swipes, and closes on Escape", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/blocks/gallery");
  await islandsReady(page);
  await page.locator(".o_grid img").nth(1).focus();
  await page.keyboard.press("Enter");
  const lightbox = page.locator(".s_gallery_lightbox");
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator(".o_gallery_counter")).toHaveText("2 / 4");
  await expect(lightbox.locator("img")).toHaveAttribute("alt", "Showroom picture 2");
  await keepShot(page, { path: test.info().outputPath("gallery-lightbox-1280.png") });
  await page.keyboard.press("ArrowRight");
  await expect(lightbox.locator(".o_gallery_counter")).toHaveText("3 / 4");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(lightbox.locator(".o_gallery_counter")).toHaveText("4 / 4");
  await lightbox.getByRole("button", { name: "Next" }).click();
  await expect(lightbox.locator(".o_gallery_counter")).toHaveText("1 / 4");
  const box = (await lightbox.locator("img").boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(lightbox.locator(".o_gallery_counter")).toHaveText("2 / 4");
  await page.keyboard.press("Escape");
  await expect(lightbox).toHaveCount(0);
  expect(console.errors).toEqual([]);
});

test("the slideshow moves on by itself every interval and by its arrows", async ({ page }) => {
  await page.clock.install();
  await page.goto("/blocks/gallery");
  await islandsReady(page);
  // the interval starts when the slideshow mounts, just before the islands are ready
  await pauseClockNow(page);
  const active = page.locator(".o_slideshow .carousel-item.active img");
  await expect(active).toHaveAttribute("alt", "Workshop picture 1");
  await page.clock.runFor(3000);
  await expect(active).toHaveAttribute("alt", "Workshop picture 2");
  await page.click(".o_slideshow .carousel-control-prev");
  await expect(active).toHaveAttribute("alt", "Workshop picture 1");
  await page.click(".o_slideshow .carousel-indicators button:nth-child(4)");
  await expect(active).toHaveAttribute("alt", "Workshop picture 4");
  await expect(page.locator(".o_slideshow .carousel-indicators button:nth-child(4)")).toHaveAttribute("aria-current", "true");
});

test("the table of contents sticks, follows the reading and scrolls to a heading", async ({ page }) => {
  await page.goto("/blocks/table_of_content");
  await islandsReady(page);
  const link = (n: number) => page.locator(".table_of_content_link").nth(n);
  await expect(link(0)).toHaveClass(/active/);
  await link(2).click();
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("table_of_content_heading_1_3")!.getBoundingClientRect().top))).toBeLessThan(110);
  await expect(link(2)).toHaveClass(/active/);
  await expect(link(0)).not.toHaveClass(/active/);
  expect(new URL(page.url()).hash).toBe("#table_of_content_heading_1_3");
  const navTop = await page.locator(".s_table_of_content_navbar_sticky").evaluate((el) => el.getBoundingClientRect().top);
  expect(navTop).toBeGreaterThanOrEqual(0);
  expect(navTop).toBeLessThan(120);
  await keepShot(page, { path: test.info().outputPath("toc-1280.png") });
  // the spy line is the navbar's position (no fixed header here: 0) + 100 px
  const headingAt = (top: number) =>
    page.evaluate((y) => window.scrollTo(0, document.getElementById("table_of_content_heading_1_2")!.getBoundingClientRect().top + window.scrollY - y), top);
  await headingAt(102);
  await expect(link(0)).toHaveClass(/active/);
  await headingAt(98);
  await expect(link(1)).toHaveClass(/active/);
});

test("share links carry the page's address and title and open a 600×550 popup", async ({ page }) => {
  await page.goto("/blocks/share");
  await islandsReady(page);
  const url = encodeURIComponent(page.url());
  const title = encodeURIComponent(await page.title());
  await expect(page.locator(".s_share_facebook")).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${url}`);
  await expect(page.locator(".s_share_twitter")).toHaveAttribute("href", `https://twitter.com/intent/tweet?text=${title}&url=${url}`);
  await expect(page.locator(".s_share_whatsapp")).toHaveAttribute("href", `https://wa.me/?text=${title}%20${url}`);
  await expect(page.locator(".s_share_pinterest")).toHaveAttribute("href", new RegExp(`media=${encodeURIComponent("http://localhost/static/blocks/gallery-1.svg")}`));
  await expect(page.locator(".s_share_email")).toHaveAttribute("href", `mailto:?body=${url}&subject=${title}`);
  await page.evaluate(() => {
    (window as any).__opened = [];
    window.open = ((href: string, _name: string, features: string) => ((window as any).__opened.push({ href, features }), null)) as typeof window.open;
  });
  await page.click(".s_share_linkedin");
  expect(await page.evaluate(() => (window as any).__opened)).toEqual([
    { href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`, features: "menubar=no,toolbar=no,resizable=yes,scrollbars=yes,height=550,width=600" },
  ]);
  expect(new URL(page.url()).pathname).toBe("/blocks/share");
});

test("page embeds are 180 to 500 px wide; embedded code runs sandboxed, never in the page", async ({ page }) => {
  await page.route("https://www.facebook.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>Page</title><p>Page plugin</p>" }));
  await page.goto("/blocks/page_embed");
  await islandsReady(page);
  const frames = page.locator("iframe.o_page_embed_frame");
  await expect(frames).toHaveCount(2);
  const wide = Number(await frames.first().getAttribute("width"));
  expect(wide).toBeGreaterThanOrEqual(180);
  expect(wide).toBeLessThanOrEqual(500);
  await expect(frames.nth(1)).toHaveAttribute("width", "180");
  expect(new URL((await frames.nth(1).getAttribute("src"))!).searchParams.get("href")).toBe("https://www.facebook.com/Odoo");

  await page.goto("/blocks/embed_code");
  await islandsReady(page);
  const frame = page.frameLocator("iframe.o_embed_code_frame");
  await expect(frame.locator("#hours")).toHaveText("Monday to Friday, 9:00 to 18:00 (open now)");
  await expect(frame.locator("body")).toHaveAttribute("data-blocked", "yes");
  expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
  expect(await page.locator("#hours").count()).toBe(0);
  await keepShot(page, { path: test.info().outputPath("embed_code-1280.png") });
});
