// The public website in Chromium against the reference server: navigation, header, editor mode,
// page effects, follow, ratings and profile, with their failure paths.
// Islands it drives (islands/website/): lang_switch.tsx, site_switch.tsx, header_menus.tsx,
// post_link.tsx, show_password.tsx, fullscreen.tsx, publish.tsx, main_navbar.tsx,
// header_standard.tsx and header_disappearing.tsx (header_scroll.ts,
// src/kit/use_scroll_frame.ts), video_embed.tsx, social_share.tsx, follow.tsx
// (captcha.ts), rating_publisher_comment.tsx,
// rating_composer.tsx, rating_stats.tsx (contract/website/ratings.ts), profile_validation.tsx,
// map.tsx, carousel.tsx, animate.tsx, image_zoom.tsx, scroll_button.tsx, parallax.tsx (reduced_motion.ts)
// (timing.ts), full_screen_height.tsx, profile_editor.tsx (bio_text.ts), suggested_links.tsx.
import { expect, test } from "./fixtures";
import { addFault, clearFaults, islandsReady, login, watchConsole } from "./helpers";
import { seriousViolations } from "./axe_scan";

test.afterEach(async ({ request }) => clearFaults(request));

test.describe("navigation", () => {
  test("switching the language keeps the page and its hash", async ({ page, context }) => {
    await page.goto("/website/home#team");
    await islandsReady(page);
    await page.getByRole("button", { name: "Language" }).click();
    const switched = page.waitForRequest((r) => r.url().includes("/website/lang/fr"));
    await page.getByRole("menuitem", { name: "Français" }).or(page.locator(".js_change_lang[data-url_code=fr]")).first().click();
    const request = await switched;
    expect(new URL(request.url()).search).toBe("?r=%2Fwebsite%2Fhome%23team");
    await page.waitForURL("**/website/home#team");
    expect((await context.cookies()).find((c) => c.name === "frontend_lang")?.value).toBe("fr_FR");
  });

  test("switching the website keeps the path", async ({ page }) => {
    await page.goto("/website/home");
    await islandsReady(page);
    await page.getByRole("button", { name: "Website" }).click();
    const forced = page.waitForRequest((r) => r.url().includes("/website/force/2"));
    await page.locator(".js_multi_website_switch[website-id='2']").click();
    expect(new URL((await forced).url()).search).toBe("?path=%2Fwebsite%2Fhome");
    await page.waitForURL("**/website/home");
  });

  test("a post link posts its data-post_* values with the csrf token", async ({ page }) => {
    await page.goto("/website/home");
    await islandsReady(page);
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/website/newsletter/subscribe"));
    await page.getByText("Subscribe to our newsletter").click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect(body.get("list_id")).toBe("3");
    expect(body.get("source")).toBe("home");
    expect(body.get("csrf_token")).toMatch(/^[0-9a-f]{40}$/);
    await page.waitForURL("**/website/home?subscribed=1");
  });

  test("the show-password button shows while held, by mouse and by keyboard", async ({ page }) => {
    await page.goto("/website/login");
    await islandsReady(page);
    const password = page.locator("#password");
    await password.fill("secret");
    const button = page.locator("#showPass");
    await button.hover();
    await page.mouse.down();
    await expect(password).toHaveAttribute("type", "text");
    await page.mouse.up();
    await expect(password).toHaveAttribute("type", "password");
    await button.focus();
    await page.keyboard.down(" ");
    await expect(password).toHaveAttribute("type", "text");
    await page.keyboard.up(" ");
    await expect(password).toHaveAttribute("type", "password");
  });

  test("Escape toggles fullscreen for a logged-in user only", async ({ page }) => {
    await page.goto("/website/home");
    await islandsReady(page);
    await page.keyboard.press("Escape");
    await expect(page.locator("body")).not.toHaveClass(/o_fullscreen/);

    await login(page, "portal");
    await page.goto("/website/home");
    await islandsReady(page);
    await page.keyboard.press("Escape");
    await expect(page.locator("body")).toHaveClass(/(^| )o_fullscreen( |$)/);
    await expect(page.locator(".o_fullscreen_indication")).toHaveText("Press esc to exit full screen");
    await expect(page.locator(".o_fullscreen_indication")).toHaveClass(/o_visible/);
    await expect(page.locator("header#top")).toBeHidden();
    await expect(page.locator(".o_fullscreen_indication")).not.toHaveClass(/o_visible/, { timeout: 4000 });
    await expect(page.locator("body")).not.toHaveClass(/o_fullscreen_transition/);
    await page.keyboard.press("Escape");
    await expect(page.locator("body")).not.toHaveClass(/o_fullscreen/);
  });
});

test.describe("publish", () => {
  test("a publisher unpublishes and publishes again", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/website/blog");
    await islandsReady(page);
    const toggle = page.locator(".js_publish_management");
    await expect(toggle).toHaveClass(/css_published/);
    await toggle.locator(".js_publish_btn").click();
    await expect(toggle).toHaveClass(/css_unpublished/);
    await expect(toggle.locator(".css_publish")).toBeVisible();
    await expect(toggle.locator(".css_unpublish")).toBeHidden();
    await page.reload();
    await expect(page.locator(".js_publish_management")).toHaveClass(/css_unpublished/);
    await islandsReady(page);
    await page.locator(".js_publish_btn").click();
    await expect(page.locator(".js_publish_management")).toHaveClass(/css_published/);
  });

  test("a failing publish leaves the state unchanged and says so", async ({ page, request }) => {
    await login(page, "admin");
    await page.goto("/website/blog");
    await islandsReady(page);
    const before = await page.locator(".js_publish_management").getAttribute("class");
    await addFault(request, "/website/publish", "502");
    await page.locator(".js_publish_btn").click();
    await expect(page.locator(".o_notification")).toContainText("The publication state could not be changed. Please try again.");
    await expect(page.locator(".js_publish_management")).toHaveAttribute("class", before!);
  });
});

test.describe("header", () => {
  test("the standard header is fixed past its height and shown past 300 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/website/home");
    await islandsReady(page);
    const header = page.locator("header#top");
    const height = await header.evaluate((h) => (h as HTMLElement).offsetHeight);
    await page.evaluate((y) => window.scrollTo(0, y), height + 40);
    await expect(header).toHaveClass(/o_header_affixed/);
    await expect.poll(() => header.evaluate((h) => h.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => header.evaluate((h) => h.getBoundingClientRect().top)).toBe(0);
    await expect(header).toHaveClass(/o_header_is_scrolled/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/o_header_affixed/);
    await expect.poll(() => header.evaluate((h) => h.getBoundingClientRect().top)).toBe(0);
  });

  test("the disappearing header hides after 200 px down and comes back after 100 px up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/website/blog");
    await islandsReady(page);
    const header = page.locator("header#top");
    const top = () => header.evaluate((h) => h.getBoundingClientRect().top);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(top).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 320));
    await expect.poll(top).toBeLessThan(-10);
    await page.evaluate(() => window.scrollTo(0, 260));
    await expect.poll(top).toBeLessThan(-10);
    await page.evaluate(() => window.scrollTo(0, 190));
    await expect.poll(top).toBe(0);
  });
});

test.describe("editor mode", () => {
  test("Edit hides the top navbar and stops the header effect until the editor is left", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page, "admin");
    await page.goto("/website/home");
    await islandsReady(page);
    const navbar = page.getByRole("navigation", { name: "Website editor" });
    const header = page.locator("header#top");
    await expect(navbar).toBeVisible();
    expect(await seriousViolations(page, "#oe_main_menu_navbar")).toEqual([]);
    await navbar.getByRole("button", { name: "Edit" }).click();
    await expect(page.locator("body")).toHaveClass(/editor_enable/);
    await expect(navbar).toBeHidden();
    await islandsReady(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await expect(header).not.toHaveClass(/o_header_affixed/);
    await page.keyboard.press("Escape");
    await expect(page.locator("body")).not.toHaveClass(/o_fullscreen/);
    await page.getByRole("button", { name: "Leave the editor" }).click();
    await expect(navbar).toBeVisible();
    await islandsReady(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(header).toHaveClass(/o_header_affixed/);
  });

  test("a visitor has no editor navbar", async ({ page }) => {
    await page.goto("/website/home");
    await islandsReady(page);
    await expect(page.locator("#oe_main_menu_navbar")).toHaveCount(0);
  });
});

test.describe("page effects", () => {
  test("a video of a supported domain is embedded, another domain is refused", async ({ page }) => {
    const console = watchConsole(page);
    await page.goto("/website/home");
    await page.locator("#video_refused").scrollIntoViewIfNeeded();
    await islandsReady(page);
    await expect(page.locator("#video_ok iframe")).toHaveAttribute("src", "//www.youtube-nocookie.com/embed/aqz-KE-bpKQ");
    await expect(page.locator("#video_refused")).toHaveClass(/o_video_refused/);
    await expect(page.locator("#video_refused iframe")).toHaveCount(0);
    expect(console.errors.filter((e) => !e.includes("youtube"))).toEqual([]);
  });

  test("sharing opens the network's page in a 500×500 popup with the address encoded", async ({ page }) => {
    await page.goto("/website/home");
    await islandsReady(page);
    await page.evaluate(() => {
      (window as any).__opened = [];
      window.open = ((url: string, name: string, features: string) => ((window as any).__opened.push({ url, name, features }), null)) as typeof window.open;
    });
    await page.getByRole("link", { name: "Share on Twitter" }).click();
    const [opened] = await page.evaluate(() => (window as any).__opened);
    expect(opened.url).toContain("https://twitter.com/intent/tweet?text=Our%20website%20%7C%20My%20Website&url=http%3A%2F%2Flocalhost");
    expect(opened.features).toContain("width=500,height=500");
  });
});

test.describe("follow", () => {
  test("an anonymous visitor is asked a valid e-mail, follows, then unfollows", async ({ page }) => {
    await page.goto("/website/blog");
    await islandsReady(page);
    const widget = page.locator(".js_follow");
    const email = widget.locator("input.js_follow_email");
    let calls = 0;
    page.on("request", (r) => r.url().endsWith("/website_mail/follow") && calls++);
    await email.fill("not-an-email");
    await widget.getByRole("button", { name: "Subscribe" }).click();
    await expect(email).toHaveClass(/is-invalid/);
    expect(calls).toBe(0);
    await email.fill("ann@example.com");
    await expect(email).not.toHaveClass(/is-invalid/);
    await widget.getByRole("button", { name: "Subscribe" }).click();
    await expect(widget).toHaveAttribute("data-follow", "on");
    await expect(widget.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    await expect(widget.getByRole("button", { name: "Subscribe", exact: true })).toBeHidden();
    await widget.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(widget).toHaveAttribute("data-follow", "off");
    expect(calls).toBe(2);
  });

  test("a logged-in user is not asked an e-mail (the platform renders the field for the public only); the state survives a reload", async ({ page }) => {
    await login(page, "portal");
    await page.goto("/website/blog");
    await islandsReady(page);
    const widget = page.locator(".js_follow");
    await expect(widget.locator("input.js_follow_email")).toHaveCount(0);
    const follow = page.waitForRequest((r) => r.url().endsWith("/website_mail/follow"));
    await widget.getByRole("button", { name: "Subscribe" }).click();
    expect((await follow).postDataJSON().params).toMatchObject({ email: "", message_is_follower: "off" });
    await expect(widget).toHaveAttribute("data-follow", "on");
    await page.reload();
    await expect(page.locator(".js_follow")).toHaveAttribute("data-follow", "on");
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  });

  test("a failing captcha is a sticky danger notification titled Error", async ({ page, request }) => {
    await addFault(request, "/website/recaptcha/api.js", "502");
    await page.goto("/website/blog");
    await islandsReady(page);
    const widget = page.locator(".js_follow");
    await widget.locator("input.js_follow_email").fill("ann@example.com");
    await widget.getByRole("button", { name: "Subscribe" }).click();
    const notification = page.locator(".o_notification");
    await expect(notification).toContainText("Error");
    await expect(notification).toContainText("The recaptcha site key is invalid.");
    await expect(widget).toHaveAttribute("data-follow", "off");
  });
});

test.describe("ratings", () => {
  test("a publisher comments, edits and deletes a comment", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/website/blog");
    await islandsReady(page);
    const first = page.locator(".o_wrating_publisher_container[data-rating-id='1']");
    await first.getByRole("button", { name: "Comment" }).click();
    await first.getByLabel("Publisher comment").fill("Glad you liked it");
    await first.getByRole("button", { name: "Post comment" }).click();
    await expect(first.locator(".o_wrating_publisher_comment_text")).toHaveText("Glad you liked it");
    await expect(first).toContainText("Mitchell Admin");
    await first.getByRole("button", { name: "Edit" }).click();
    await first.getByLabel("Publisher comment").fill("Glad you liked it!");
    await first.getByRole("button", { name: "Update comment" }).click();
    await expect(first.locator(".o_wrating_publisher_comment_text")).toHaveText("Glad you liked it!");
    await page.reload();
    await islandsReady(page);
    const reloaded = page.locator(".o_wrating_publisher_container[data-rating-id='1']");
    await expect(reloaded.locator(".o_wrating_publisher_comment_text")).toHaveText("Glad you liked it!");
    await reloaded.getByRole("button", { name: "Delete" }).click();
    await expect(reloaded.getByRole("button", { name: "Comment" })).toBeVisible();
    await expect(reloaded.locator(".o_wrating_publisher_comment_text")).toHaveCount(0);
  });

  test("a malformed answer keeps the text and says the comment was not saved", async ({ page, request }) => {
    await login(page, "admin");
    await page.goto("/website/blog");
    await islandsReady(page);
    const third = page.locator(".o_wrating_publisher_container[data-rating-id='3']");
    await third.getByRole("button", { name: "Comment" }).click();
    await third.getByLabel("Publisher comment").fill("We will write more");
    await addFault(request, "/website/rating/comment", "malformed-json");
    await third.getByRole("button", { name: "Post comment" }).click();
    await expect(third.getByRole("alert")).toHaveText("The comment could not be saved. Please try again.");
    await expect(third.getByLabel("Publisher comment")).toHaveValue("We will write more");
  });

  test("a visitor sees comments but no buttons", async ({ page }) => {
    await page.goto("/website/blog");
    await islandsReady(page);
    await expect(page.locator(".o_wrating_publisher_container[data-rating-id='2']")).toContainText("Thank you for reading!");
    await expect(page.getByRole("button", { name: "Comment" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(0);
  });
});

test.describe("profile and map", () => {
  test("sends the validation e-mail, then closes the banner for the session", async ({ page }) => {
    await login(page, "portal");
    await page.goto("/website/profile");
    await islandsReady(page);
    const sent = page.waitForRequest((r) => r.url().endsWith("/profile/send_validation_email"));
    await page.getByRole("button", { name: "Send the validation e-mail" }).click();
    expect((await sent).postDataJSON().params).toEqual({ redirect_url: "/website/profile" });
    await expect(page.locator(".o_wprofile_validation_status")).toHaveText("An email has been sent to your address. Click the link in it to validate your e-mail.");
    const closed = page.waitForResponse((r) => r.url().endsWith("/profile/validate_email/close"));
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.locator(".o_wprofile_email_validation_container")).toBeHidden();
    await closed;
    await page.reload();
    await expect(page.locator(".o_wprofile_email_validation_container")).toHaveCount(0);
  });

  test("the map is an iframe of the address; only an administrator is warned of the missing key", async ({ page }) => {
    await page.route(/maps\.google\.com/, (route) => route.fulfill({ body: "<html><title>map</title></html>", contentType: "text/html" }));
    await page.goto("/website/map");
    await islandsReady(page);
    await expect(page.locator(".s_map iframe")).toHaveAttribute("src", /maps\.google\.com\/maps\?q=250%20Executive%20Park%20Blvd%2C%20San%20Francisco&t=m&z=12/);
    await expect(page.locator(".o_notification")).toHaveCount(0);
    await login(page, "admin");
    await page.goto("/website/map");
    await islandsReady(page);
    const warning = page.locator(".o_notification");
    await expect(warning).toContainText("Cannot load google map.");
    await expect(warning.getByRole("link", { name: "Check your configuration." })).toBeVisible();
  });
});

test.describe("home page effects", () => {
  test("the carousel moves with its controls and the arrow keys", async ({ page }) => {
    await page.goto("/website/home");
    await islandsReady(page);
    const carousel = page.locator("#home_carousel");
    const active = carousel.locator(".carousel-item.active h2");
    await expect(active).toHaveText("Discover our services");
    await carousel.getByRole("button", { name: "Next" }).click();
    await expect(active).toHaveText("Meet the team");
    await carousel.getByRole("button", { name: "Slide 3" }).click();
    await expect(active).toHaveText("Join us");
    await expect(carousel.getByRole("button", { name: "Slide 3" })).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Slide 3" }).press("ArrowRight");
    await expect(active).toHaveText("Discover our services");
    await carousel.getByRole("button", { name: "Previous" }).click();
    await expect(active).toHaveText("Join us");
  });

  test("animations start in view; a zoomed image opens in a dialog; the scroll button goes to the next section", async ({ page }) => {
    await page.goto("/website/home");
    await islandsReady(page);
    const card = page.locator(".o_animate").first();
    await expect(card).not.toHaveClass(/o_visible/);
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveClass(/o_visible/);
    await page.getByRole("button", { name: "Zoom: The workshop" }).click();
    const dialog = page.getByRole("dialog", { name: "The workshop" });
    await expect(dialog.getByRole("img", { name: "The workshop" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("link", { name: "Scroll to the next section" }).click();
    await expect.poll(() => page.evaluate(() => Math.abs(document.querySelector(".zoomable")!.closest("section")!.getBoundingClientRect().top))).toBeLessThan(120);
  });

  test("the parallax background moves with the scroll", async ({ page }) => {
    await page.goto("/website/home");
    await islandsReady(page);
    const bg = page.locator(".s_parallax_bg");
    await bg.evaluate((el) => el.closest("section")!.scrollIntoView({ block: "start" }));
    await expect.poll(() => bg.evaluate((el) => (el as HTMLElement).style.transform)).toMatch(/^translateY\(-?[\d.]+px\)$/);
    const at = () => bg.evaluate((el) => parseFloat((el as HTMLElement).style.transform.slice("translateY(".length)));
    const top = await at();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect.poll(at).not.toBe(top);
  });

  test("under reduced motion, animations are shown at once and the parallax stays still", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/website/home");
    await islandsReady(page);
    await expect(page.locator(".o_animate").first()).toHaveClass(/o_animated/);
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.locator(".s_parallax_bg").evaluate((bg) => (bg as HTMLElement).style.transform)).toBe("");
    await context.close();
  });
});

test.describe("full-height sections", () => {
  test("fill the viewport below the header, measured again after a resize", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/website/home");
    await islandsReady(page);
    const section = page.locator(".o_full_screen_height");
    const expected = () => page.evaluate(() => window.innerHeight - document.querySelector("#wrapwrap > main > :first-child")!.getBoundingClientRect().top - window.scrollY);
    const minHeight = () => section.evaluate((s) => parseFloat((s as HTMLElement).style.minHeight));
    const tall = await expected();
    expect(tall).toBeGreaterThan(600);
    await expect.poll(minHeight).toBeCloseTo(tall, 0);
    await page.setViewportSize({ width: 390, height: 600 });
    const short = await expected();
    expect(short).toBeLessThan(tall);
    await expect.poll(minHeight).toBeCloseTo(short, 0);
    expect(await section.evaluate((s) => s.getBoundingClientRect().height)).toBeGreaterThanOrEqual(short - 1);
  });
});

test.describe("profile editor", () => {
  test("previews and saves an avatar and a formatted biography, clears the picture", async ({ page }) => {
    await login(page, "demo");
    await page.goto("/website/profile");
    await islandsReady(page);
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    await page.locator("input.o_forum_file_upload").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await expect(page.getByRole("img", { name: "Your picture" })).toHaveAttribute("src", /^blob:/);
    const bio = page.getByRole("textbox", { name: "Biography" });
    await bio.click();
    await page.keyboard.type("Hello ");
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("world");
    await bio.evaluate((el) => el.insertAdjacentHTML("beforeend", '<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>'));
    await page.getByRole("button", { name: "Update" }).click();
    await page.waitForURL("**/website/profile?saved=1");
    await expect(page.getByText("Your profile has been saved.")).toBeVisible();
    await expect(page.locator(".o_wprofile_bio b")).toHaveText("world");
    await expect(page.locator(".o_wprofile_bio img, .o_wprofile_bio script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
    await expect(page.getByRole("img", { name: "Your picture" })).toHaveAttribute("src", /^data:image\/png;base64,/);
    await islandsReady(page);
    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByRole("img", { name: "Your picture" })).toHaveAttribute("src", /^data:image\/svg/);
    await page.getByRole("button", { name: "Update" }).click();
    await page.waitForURL("**/website/profile?saved=1");
    await expect(page.getByRole("img", { name: "Your picture" })).toHaveAttribute("src", /^data:image\/svg/);
  });

  test("refuses a picture that is not an image before sending anything", async ({ page }) => {
    await login(page, "demo");
    await page.goto("/website/profile");
    await islandsReady(page);
    await page.locator("input.o_forum_file_upload").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
    await expect(page.getByRole("alert")).toHaveText("The picture must be a PNG, JPEG, GIF or WebP image.");
    await expect(page.getByRole("img", { name: "Your picture" })).not.toHaveAttribute("src", /^blob:/);
  });

  test("suggests the site's pages for a link, keyboard navigable", async ({ page }) => {
    await login(page, "demo");
    await page.goto("/website/profile");
    await islandsReady(page);
    const field = page.getByRole("combobox", { name: "Your favourite page of this site" }).or(page.locator("#o_link_dialog_url_input")).first();
    await field.click();
    await field.pressSequentially("blog");
    const list = page.getByRole("listbox", { name: "Suggested links" });
    await expect(list.getByRole("option")).toHaveText(["/website/blog (Travel blog)", "/blog (Blogs)"]);
    await expect(list.getByRole("group", { name: "Apps url" })).toBeVisible();
    await field.press("ArrowDown");
    await field.press("ArrowDown");
    await expect(list.getByRole("option", { name: "/blog (Blogs)" })).toHaveAttribute("aria-selected", "true");
    await field.press("Enter");
    await expect(field).toHaveValue("/blog");
    await expect(list).toBeHidden();
  });
});

test.describe("rating composer and stats", () => {
  test("shows the average and shares; a reader rates 3.5 with the keyboard and sees it counted", async ({ page }) => {
    await login(page, "portal");
    await page.goto("/website/blog");
    await islandsReady(page);
    const stats = page.locator(".o_website_rating_stats");
    await stats.scrollIntoViewIfNeeded();
    await expect(stats.locator(".o_rating_average")).toHaveText(/^\d\.\d\d$/);
    const reviews = async () => Number((await stats.getByText(/reviews?$/).textContent())!.split(" ")[0]);
    const before = await reviews();
    await expect(stats.getByRole("table", { name: "Ratings per star" }).getByRole("row")).toHaveCount(5);
    await page.getByRole("button", { name: "Rate this post" }).click();
    const dialog = page.getByRole("dialog", { name: "Rate this post" });
    await expect(dialog.locator(".o_rating_label")).toHaveText("I like it");
    const slider = dialog.getByRole("slider");
    await slider.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.locator(".o_rating_label")).toHaveText("I like it");
    await expect(slider).toHaveAttribute("aria-valuetext", "3.5 out of 5: I like it");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.locator(".o_rating_label")).toHaveText("It's okay");
    await page.keyboard.press("ArrowRight");
    await dialog.getByLabel("Your comment").fill("Nice pictures");
    const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/mail/chatter_post"));
    // A posted rating reloads the page to show it.
    const reloaded = page.waitForEvent("load");
    await dialog.getByRole("button", { name: "Post" }).click();
    expect((await posted).postDataJSON().params).toMatchObject({ res_model: "blog.post", res_id: 1, message: "Nice pictures", rating_value: 3.5, attachment_ids: [] });
    await reloaded;
    await islandsReady(page);
    await expect(page.getByText("Nice pictures")).toBeVisible();
    await expect(page.locator(".o_rating_item").last().getByRole("img")).toHaveAttribute("aria-label", "3.5 out of 5 stars");
    await stats.scrollIntoViewIfNeeded();
    await expect.poll(reviews).toBe(before + 1);
  });

  test("a failing post keeps the dialog and what was typed", async ({ page, request }) => {
    await login(page, "portal");
    await page.goto("/website/blog");
    await islandsReady(page);
    await page.getByRole("button", { name: "Rate this post" }).click();
    const dialog = page.getByRole("dialog", { name: "Rate this post" });
    await dialog.getByLabel("Your comment").fill("Keep me");
    await addFault(request, "/mail/chatter_post", "502");
    await dialog.getByRole("button", { name: "Post" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Your rating could not be saved. Please try again.");
    await expect(dialog.getByLabel("Your comment")).toHaveValue("Keep me");
  });
});
