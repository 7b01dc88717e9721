// Bind mode (src/kit/bind_mount.ts) in Chromium: /contactus, whose one island
// (islands/website/submit_form.tsx) is a bind island, loads no runtime chunk and no React, and
// starts none of the runtime's requests, yet its submit button shows its loading state.
import { expect, test } from "./fixtures";
import { addFault, distFile, islandFile, islandsReady, recordOnSubmit, watchConsole } from "./helpers";

/** React's and react-dom's own markers, which survive minification. */
const REACT_MARKERS = ["react.transitional.element", "__reactContainer"];

test("/contactus requests no runtime chunk and no React, and its submit button shows its loading state", async ({ page }) => {
  const console = watchConsole(page);
  const scripts: string[] = [];
  const others: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith(".js")) scripts.push(path);
    else if (path.startsWith("/web/webclient/")) others.push(path);
  });
  await page.goto("/contactus");
  await islandsReady(page);
  expect(scripts).toContain(islandFile("public.website_form"));
  expect(scripts).not.toContain(distFile("runtime/boot.js"));
  for (const script of scripts) {
    const body = await (await page.request.get(script)).text();
    for (const marker of REACT_MARKERS) expect(body.includes(marker), `${script} holds ${marker}`).toBe(false);
  }
  // neither the runtime's preloads nor its start-up requests (translations, templates)
  expect(await page.locator("link[rel=modulepreload]").count()).toBe(0);
  expect(others).toEqual([]);
  expect(await page.evaluate(() => (window as any).islands.env)).toBeUndefined();

  await page.fill("#contact_name", "Ada Lovelace");
  await page.fill("#email_from", "ada@example.com");
  await page.fill("#description", "A question about engines.");
  const states = await recordOnSubmit(page, "form.js_website_submit_form button[type=submit]");
  await addFault(page.request, "/website/contactus", "slow:1000");
  await page.click("form.js_website_submit_form button[type=submit]", { noWaitAfter: true });
  await expect.poll(() => states.length).toBe(1);
  expect(states[0]).toEqual([{ disabled: true, spinner: true }]);
  await page.waitForURL("**/contactus-thank-you");
  expect(console.errors).toEqual([]);
});

test("a page with a React island loads the runtime, and React's markers are found in its files", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith(".js")) scripts.push(path);
  });
  await page.goto("/web/login");
  await islandsReady(page);
  expect(scripts).toContain(distFile("runtime/boot.js"));
  const bodies = await Promise.all(scripts.map(async (script) => (await page.request.get(script)).text()));
  for (const marker of REACT_MARKERS) expect(bodies.some((body) => body.includes(marker)), marker).toBe(true);
});
