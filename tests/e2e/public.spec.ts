// Public page behaviours (spec 1 §2) in Chromium against the reference server.
// Islands it drives: islands/website/login_form.tsx, submit_form.tsx, disable_on_click.tsx, anchor_scroll.tsx.
import { expect, test } from "./fixtures";
import { addFault, islandsReady, recordOnSubmit, watchConsole } from "./helpers";

test.describe("login form", () => {
  test("shows a loading effect on submit and logs in", async ({ page }) => {
    const console = watchConsole(page);
    await page.goto("/web/login");
    await islandsReady(page);
    await page.fill("#login", "portal");
    await page.fill("#password", "portal");
    const states = await recordOnSubmit(page, ".oe_login_form button[type=submit]");
    // A slow answer keeps the page on screen while the button shows its loading state.
    await addFault(page.request, "/web/login", "slow:1000");
    await page.click("button[type=submit]", { noWaitAfter: true });
    await expect.poll(() => states.length).toBe(1);
    expect(states[0]).toEqual([{ disabled: true, spinner: true }]);
    await page.waitForURL("**/");
    expect(console.errors).toEqual([]);
  });

  test("a wrong password comes back with the error and the login kept", async ({ page }) => {
    await page.goto("/web/login");
    await islandsReady(page);
    await page.fill("#login", "portal");
    await page.fill("#password", "wrong");
    await page.click("button[type=submit]");
    await expect(page.getByRole("alert")).toHaveText("Wrong login/password");
    await expect(page.locator("#login")).toHaveValue("portal");
    await expect(page.locator(".oe_login_form button[type=submit]")).toBeEnabled();
  });

  test("invalid input: a submit blocked by validation leaves the button usable", async ({ page }) => {
    await page.goto("/web/login");
    await islandsReady(page);
    await page.fill("#login", "portal");
    await page.click("button[type=submit]");
    await expect(page).toHaveURL(/\/web\/login$/);
    await expect(page.locator(".oe_login_form button[type=submit]")).toBeEnabled();
    await expect(page.locator(".oe_login_form .fa-spin")).toHaveCount(0);
  });
});

test.describe("website form", () => {
  test("disables its submit buttons with a spinner and posts", async ({ page }) => {
    await page.goto("/runtime/public");
    await islandsReady(page);
    await page.fill("#behaviour-form [name=contact_name]", "Ada Lovelace");
    await page.fill("#behaviour-form [name=email_from]", "ada@example.com");
    const states = await recordOnSubmit(page, "#behaviour-form button[type=submit]");
    await addFault(page.request, "/website/contactus", "slow:1000");
    await page.click("#behaviour-form button[type=submit] >> nth=0", { noWaitAfter: true });
    await expect.poll(() => states.length).toBe(1);
    expect(states[0]).toEqual([{ disabled: true, spinner: true }, { disabled: true, spinner: true }]);
    await page.waitForURL("**/contactus-thank-you");
    await expect(page.locator("#thanks")).toHaveText("Your message has been sent successfully. We will get back to you shortly.");
  });

  test("invalid input keeps the values and the buttons", async ({ page }) => {
    await page.goto("/contactus");
    await islandsReady(page);
    await page.fill("#contact_name", "Ada");
    await page.fill("#email_from", "not-an-email");
    await page.click("form.js_website_submit_form button[type=submit]");
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page.locator("#contact_name")).toHaveValue("Ada");
    await expect(page.locator("#email_from")).toHaveValue("not-an-email");
    await expect(page.locator("form.js_website_submit_form button[type=submit]")).toBeEnabled();
  });
});

test("js_disable_on_click disables a clicked element", async ({ page }) => {
  await page.goto("/runtime/public");
  await islandsReady(page);
  await page.click("#disable-me");
  await expect(page.locator("#disable-me")).toBeDisabled();
  await expect(page.locator("#disable-me")).toHaveClass(/disabled/);
});

test.describe("scrolling", () => {
  test("in-page anchors scroll to their section; a lone # is ignored", async ({ page }) => {
    await page.goto("/runtime/public");
    await islandsReady(page);
    await page.hover("#link-buttons");
    await page.click("#link-buttons");
    await expect
      .poll(() => page.evaluate(() => Math.abs(Math.round(document.getElementById("section-buttons")!.getBoundingClientRect().top))))
      .toBeLessThan(3);
    expect(new URL(page.url()).hash).toBe("#section-buttons");
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" as ScrollBehavior }));
    // A lone "#" is not an in-page anchor: no island takes it, the browser's own behaviour applies.
    const defaultPrevented = page.evaluate(
      () => new Promise<boolean>((resolve) => document.addEventListener("click", (e) => setTimeout(() => resolve(e.defaultPrevented)), { once: true })),
    );
    await page.click("#link-lone");
    expect(await defaultPrevented).toBe(false);
    expect(page.url().endsWith("#")).toBe(true);
  });

  test("#scrollTop={n} scrolls the page to that offset", async ({ page }) => {
    await page.goto("/runtime/public#scrollTop=600");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  });
});

test("the page's main object, view id and language are read from the html element", async ({ page }) => {
  await page.goto("/runtime/public");
  await islandsReady(page);
  const facts = await page.evaluate(async () => {
    // The page service starts on first use: ask for it as an island would.
    await (window as any).islands.loadServices(["page"]);
    const { mainObject, viewId, lang } = (window as any).islands.env.services.page;
    return { mainObject, viewId, lang };
  });
  expect(facts).toEqual({ mainObject: { model: "blog.post", id: 42 }, viewId: 17, lang: "en_US" });
});
