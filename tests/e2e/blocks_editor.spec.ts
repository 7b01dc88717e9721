// Blocks dropped into a page by the editor come alive without a reload, and stop cleanly when
// removed: after each insert / remove cycle the page holds as many timers, animation frames,
// event listeners and observers as before it. Listeners count while their target is alive in
// the page (window, document, connected nodes, other targets): those of removed nodes go with them. The page's own functions are counted from its
// first script on (addInitScript). Islands: every one of islands/website/blocks/.
import { expect, test, type Page } from "./fixtures";
import { islandsReady, watchConsole } from "./helpers";

function countLiveResources() {
  const live = { timeouts: new Set<number>(), intervals: new Set<number>(), frames: new Set<number>(), listeners: new Map<string, WeakRef<EventTarget>>(), observers: new Set<object>() };
  const ids = new WeakMap<object, number>();
  let next = 0;
  const idOf = (value: object) => (ids.has(value) ? ids.get(value)! : (ids.set(value, ++next), next));
  const key = (target: EventTarget, type: string, listener: unknown, options: unknown) =>
    `${idOf(target)}|${type}|${listener && typeof listener === "object" || typeof listener === "function" ? idOf(listener as object) : "-"}|${typeof options === "boolean" ? options : !!(options as AddEventListenerOptions | undefined)?.capture}`;
  const w = window as any;
  const { setTimeout: st, clearTimeout: ct, setInterval: si, clearInterval: ci, requestAnimationFrame: raf, cancelAnimationFrame: caf } = window;
  w.setTimeout = (fn: any, ms?: number, ...args: any[]) => {
    const id: number = st((...a: any[]) => {
      live.timeouts.delete(id);
      return typeof fn === "function" ? fn(...a) : undefined;
    }, ms, ...args);
    live.timeouts.add(id);
    return id;
  };
  w.clearTimeout = (id: number) => (live.timeouts.delete(id), ct(id));
  w.setInterval = (fn: any, ms?: number, ...args: any[]) => {
    const id: number = si(fn, ms, ...args);
    live.intervals.add(id);
    return id;
  };
  w.clearInterval = (id: number) => (live.intervals.delete(id), ci(id));
  w.requestAnimationFrame = (fn: FrameRequestCallback) => {
    const id: number = raf((t) => (live.frames.delete(id), fn(t)));
    live.frames.add(id);
    return id;
  };
  w.cancelAnimationFrame = (id: number) => (live.frames.delete(id), caf(id));
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type: string, listener: any, options?: any) {
    if (listener && !(typeof options === "object" && options?.once)) live.listeners.set(key(this, type, listener, options), new WeakRef(this));
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type: string, listener: any, options?: any) {
    live.listeners.delete(key(this, type, listener, options));
    return remove.call(this, type, listener, options);
  };
  for (const Observer of [MutationObserver, ResizeObserver, IntersectionObserver] as any[]) {
    const observe = Observer.prototype.observe;
    const disconnect = Observer.prototype.disconnect;
    Observer.prototype.observe = function (...args: any[]) {
      live.observers.add(this);
      return observe.apply(this, args);
    };
    Observer.prototype.disconnect = function () {
      live.observers.delete(this);
      return disconnect.call(this);
    };
  }
  w.__live = () => ({ timeouts: live.timeouts.size, intervals: live.intervals.size, frames: live.frames.size, listeners: [...live.listeners.values()].filter((ref) => { const target = ref.deref(); return !!target && (!(target instanceof Node) || target.isConnected); }).length, observers: live.observers.size });
}

const live = (page: Page) => page.evaluate(() => (window as any).__live());

/** What shows that each block's island is running. */
const ALIVE: Record<string, string> = {
  countdown: "#editor_drop_zone .o_countdown_box",
  popup: "#editor_drop_zone .s_popup.d-none",
  cookies_bar: "#editor_drop_zone #website_cookies_bar.d-none",
  gallery: "#editor_drop_zone .o_grid img[tabindex='0']",
  slideshow: "#editor_drop_zone .o_slideshow",
  share: "#editor_drop_zone .s_share_facebook[href*='http%3A']",
  table_of_content: "#editor_drop_zone .s_table_of_content_navbar_sticky[style*='sticky']",
  form: "#editor_drop_zone form#form_status",
  searchbar: "#editor_drop_zone .o_searchbar_form",
  page_embed: "#editor_drop_zone iframe.o_page_embed_frame",
  embed_code: "#editor_drop_zone iframe.o_embed_code_frame",
};

async function cycle(page: Page, block: string) {
  await page.evaluate((name) => {
    const template = document.getElementById(`block_${name}`) as HTMLTemplateElement;
    document.getElementById("editor_drop_zone")!.append(template.content.cloneNode(true));
  }, block);
  await islandsReady(page);
  await expect(page.locator(ALIVE[block]).first()).toBeAttached();
  await page.evaluate(() => document.getElementById("editor_drop_zone")!.replaceChildren());
  await islandsReady(page);
  // a frame and a task for the unmounts' clean-ups to run
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

test("each block dropped in comes alive and, once removed, leaves no timer, listener or observer", async ({ page }) => {
  const console = watchConsole(page);
  await page.route("https://www.facebook.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<!DOCTYPE html><title>Page</title>" }));
  await page.addInitScript(countLiveResources);
  await page.goto("/blocks/editor");
  await islandsReady(page);
  const leaks: Record<string, unknown> = {};
  for (const block of Object.keys(ALIVE)) {
    await cycle(page, block); // the first time also starts the services the island uses
    const before = await live(page);
    await cycle(page, block);
    await cycle(page, block);
    const after = await live(page);
    if (JSON.stringify(before) !== JSON.stringify(after)) leaks[block] = { before, after };
  }
  expect(leaks).toEqual({});
  expect(console.errors).toEqual([]);
});

test("a countdown dropped in ticks, and a removed one stops ticking", async ({ page }) => {
  await page.addInitScript(countLiveResources);
  await page.goto("/blocks/editor");
  await islandsReady(page);
  const idle = await live(page);
  await page.evaluate(() => {
    const template = document.getElementById("block_countdown") as HTMLTemplateElement;
    document.getElementById("editor_drop_zone")!.append(template.content.cloneNode(true));
  });
  const seconds = page.locator("#editor_drop_zone .o_countdown_box").last();
  await expect(seconds).toHaveText(/^\d+$/);
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first!);
  expect((await live(page)).timeouts).toBeGreaterThan(idle.timeouts);
  await page.evaluate(() => document.getElementById("editor_drop_zone")!.replaceChildren());
  await expect.poll(async () => (await live(page)).timeouts).toBe(idle.timeouts);
});
