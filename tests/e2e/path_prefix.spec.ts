// Issue #31, item "path prefix" (spec 1: the session's path prefix; http.get/post, rpc,
// translations and templates honour it): a site served under /site. Playwright stands for the
// reverse proxy in front of the platform: every /site/… request goes to the reference server
// without the prefix, and the same requests without it are refused, so an island that forgets
// the prefix fails here.
// Islands it drives: islands/shop/cart_link.tsx (cart_popover_view.tsx), islands/shop/wishlist/wishlist_add.tsx
// (wishlist_state.ts), islands/portal/home_counters.tsx
import { expect, test, type Page } from "./fixtures";
import { islandsReady, login, watchConsole } from "./helpers";

const PREFIX = "/site";
/** The routes these flows call, refused when asked without the prefix. */
const PREFIXED_ONLY = ["/shop/cart", "/shop/wishlist", "/shop/cart/update_json", "/shop/wishlist/add", "/my/counters"];

async function serveUnderPrefix(page: Page): Promise<string[]> {
  const prefixed: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`${PREFIX}/`)) prefixed.push(url.pathname.slice(PREFIX.length) + url.search);
  });
  await page.route(
    (url) => url.pathname.startsWith(`${PREFIX}/`),
    (route) => {
      const url = new URL(route.request().url());
      url.pathname = url.pathname.slice(PREFIX.length);
      return route.continue({ url: url.href });
    },
  );
  await page.route(
    (url) => PREFIXED_ONLY.includes(url.pathname) && (url.pathname !== "/shop/cart" || url.searchParams.get("type") === "popover") && (url.pathname !== "/shop/wishlist" || url.searchParams.has("count")),
    (route) => route.abort("blockedbyclient"),
  );
  // The platform's layout would render the prefix in the session info.
  await page.addInitScript((prefix) => {
    let globals: any;
    Object.defineProperty(window, "odoo", {
      configurable: true,
      get: () => globals,
      set: (value) => {
        if (value?.__session_info__) value.__session_info__.prefix = prefix;
        globals = value;
      },
    });
  }, PREFIX);
  return prefixed;
}

test("under a path prefix: the cart popover, the wishlist count and the portal home's counters", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "portal");
  const prefixed = await serveUnderPrefix(page);

  await page.goto(`${PREFIX}/shop`);
  await islandsReady(page);
  await page.getByRole("button", { name: "Add Conference Table to cart" }).click();
  await expect(page.locator("#top_menu .my_cart_quantity")).toHaveText("1");
  await page.getByRole("button", { name: "Add Conference Table to the wishlist" }).click();
  await expect(page.locator("#top_menu .my_wish_quantity")).toHaveText("1");
  await page.hover("#top_menu a[href$='/shop/cart']");
  await expect(page.locator(".o_wsale_cart_popover")).toContainText("Conference Table");

  await page.goto(`${PREFIX}/my`);
  await islandsReady(page);
  await expect(page.locator("[data-placeholder_count='invoice_count']")).toHaveText("2");

  expect(prefixed).toEqual(expect.arrayContaining(["/shop/cart/update_json", "/shop/wishlist/add", "/shop/wishlist?count=1", "/shop/cart?type=popover", "/my/counters"]));
  expect(console.errors).toEqual([]);
});
