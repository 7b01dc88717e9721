// Services that start on first use (src/runtime/lazy_services.ts, error_catcher.ts): a page loads
// only the runtime's core; the error layer and its dialogs load when the first error comes, in a
// cold browser, and an error is still told when their code cannot be fetched.
// Islands it drives: islands/website/login_form.tsx (the page's island), the runtime itself.
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, distFile, islandsReady, watchConsole } from "./helpers";

test.beforeEach(async ({ request }) => clearFaults(request));

const RAISE = "/web/dataset/call_kw/islands.fault/raise";
/** A page whose one island is a React island, so it loads the runtime (/contactus's is a bind island and loads none). */
const RUNTIME_PAGE = "/web/login";

/** A server call nobody catches, as an island's failed write would leave it. */
async function uncaughtServerError(page: Page, exception: string, message: string) {
  await page.evaluate(
    ([route, exception, message]) => {
      void (window as any).islands.env.services.rpc(route, { model: "islands.fault", method: "raise", args: [], kwargs: { exception, message } });
    },
    [RAISE, exception, message],
  );
}

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith(".js")) scripts.push(path);
  });
  return scripts;
}

test("a page loads no dialog or error code until an error comes, then shows the right dialog (cold cache)", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = scriptsOf(page);
  const console = watchConsole(page);
  await page.goto(RUNTIME_PAGE);
  await islandsReady(page);
  expect(scripts.filter((path) => path.startsWith(distFile("services/")))).toEqual([]);
  await uncaughtServerError(page, "odoo.exceptions.AccessError", "You may not read this order.");
  const dialog = page.locator(".modal[role=dialog]");
  await expect(dialog.locator(".modal-title")).toHaveText("Access Error");
  await expect(dialog.locator(".o_warning_message")).toHaveText("You may not read this order.");
  expect(scripts).toContain(distFile("services/error.js"));
  expect(scripts).toContain(distFile("services/dialog.js"));
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  // The page keeps working, and the next error is shown by the error service, now loaded.
  await uncaughtServerError(page, "odoo.exceptions.UserError", "The order is locked.");
  await expect(dialog.locator(".modal-title")).toHaveText("User Error");
  expect(console.errors.filter((e) => e.includes("Uncaught"))).toEqual([]);
  await context.close();
});

test("when the error layer's code cannot be fetched, the error is still shown as a notification", async ({ page, request }) => {
  await page.goto(RUNTIME_PAGE);
  await islandsReady(page);
  await addFault(request, distFile("services/error.js"), "500-html");
  await uncaughtServerError(page, "odoo.exceptions.AccessError", "You may not read this order.");
  const notification = page.locator(".o_notification_danger");
  await expect(notification.locator(".o_notification_content")).toHaveText("You may not read this order.");
  await expect(page.locator(".modal[role=dialog]")).toHaveCount(0);
});

test("when neither the error layer nor notifications can be fetched, the error is shown in an alert", async ({ page, request }) => {
  await page.goto(RUNTIME_PAGE);
  await islandsReady(page);
  await addFault(request, distFile("services/error.js"), "500-html");
  await addFault(request, distFile("services/notification.js"), "500-html");
  const alerted = new Promise<string>((resolve) => page.once("dialog", (dialog) => (resolve(dialog.message()), void dialog.dismiss())));
  await uncaughtServerError(page, "odoo.exceptions.AccessError", "You may not read this order.");
  expect(await alerted).toBe("You may not read this order.");
});
