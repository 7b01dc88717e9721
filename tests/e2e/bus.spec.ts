// The cross-tab bus in Chromium: several tabs of one browser context share one long poll of the
// reference server (polls in flight counted at the server), elect a new master when the master
// goes, hand every notification to every tab once, and recover from a failing server.
// Island it drives: islands/runtime/bus_demo.tsx (the bus demo page, /runtime/bus).
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, pauseClockNow } from "./helpers";
import { keepShot } from "./keep_shot";

interface Stats {
  inFlight: number;
  maxInFlight: number;
  polls: number;
  lastParams: { channels: string[]; last: number; options: { bus_inactivity?: number } } | null;
}

const stats = async (request: APIRequestContext): Promise<Stats> => (await request.get("/__test/bus/stats")).json();
const resetStats = (request: APIRequestContext) => request.post("/__test/bus/stats/reset");
const send = async (request: APIRequestContext, type: string, payload: unknown, channel = "lobby", count = 1): Promise<number[]> =>
  (await (await request.post("/__test/bus/send", { data: { channel, type, payload, count } })).json()).ids;

/** Console errors and uncaught errors of the page, except the browser's own favicon request (the server has none). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

const role = (page: Page) => page.locator(".o_bus_demo_role").getAttribute("data-role");

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto("/runtime/bus");
  await expect(page.locator(".o_bus_demo_role")).toHaveAttribute("data-role", /master|follower/);
  return page;
}

/** The ids of the notifications of this type the tab's list shows, in order. */
const receivedIds = (page: Page, type: string) =>
  page.locator("[data-notification-id]").evaluateAll(
    (items, wanted) => items.filter((item) => item.textContent!.includes(wanted)).map((item) => Number((item as HTMLElement).dataset.notificationId)),
    type,
  );

async function masterOf(pages: Page[]): Promise<Page[]> {
  const roles = await Promise.all(pages.map(role));
  return pages.filter((_, i) => roles[i] === "master");
}

test.afterEach(async ({ request }) => {
  await clearFaults(request);
});

test("one tab: becomes master, polls with channels, last and bus_inactivity, sends and receives through the server", async ({ page, request }) => {
  const errors = pageErrors(page);
  await page.goto("/runtime/bus");
  await expect(page.locator(".o_bus_demo_role")).toHaveAttribute("data-role", "master");
  await expect(page.locator(".o_bus_demo_role")).toHaveText("Master");
  await expect(page.getByText("This tab polls the server for every tab.")).toBeVisible();
  await expect.poll(async () => (await stats(request)).lastParams?.channels).toEqual(["lobby"]);
  const { lastParams } = await stats(request);
  expect(typeof lastParams!.last).toBe("number");
  expect(typeof lastParams!.options.bus_inactivity).toBe("number");

  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello from the first tab");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.locator(".o_bus_demo_feedback")).toHaveText("Sent to lobby.");
  await expect(page.locator("[data-notification-id]").last()).toContainText("Public user (lobby): Hello from the first tab");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");

  await page.getByPlaceholder("Channel name").fill("news");
  await page.getByRole("button", { name: "Listen", exact: true }).click();
  await expect.poll(async () => (await stats(request)).lastParams?.channels).toEqual(["lobby", "news"]);
  await send(request, "e2e/one-tab", { hello: "news" }, "news");
  await expect(page.locator("[data-notification-id]").last()).toContainText('e2e/one-tab {"hello":"news"}');
  await keepShot(page, { path: test.info().outputPath("bus-one-tab.png"), fullPage: true });
  expect(errors).toEqual([]);
});

test("a page without bus users never polls and leaves localStorage alone", async ({ page }) => {
  const polls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/longpolling/poll") polls.push(request.url());
  });
  await page.clock.install();
  await page.goto("/runtime/public");
  await islandsReady(page);
  // The bus service starts on first use: no island here uses it, so it has not even loaded.
  expect(await page.evaluate(() => Object.keys((window as any).islands.env.services))).not.toContain("bus");
  // Started without anyone subscribing, it still stays quiet.
  await page.evaluate(() => (window as any).islands.loadServices(["bus"]));
  expect(await page.evaluate(() => Object.keys((window as any).islands.env.services))).toContain("bus");
  // A minute of the page's timers (tab election, heartbeats, any poll scheduled) at once.
  await page.clock.runFor(60_000);
  // Any request those timers made was announced before this round trip's answer.
  await page.evaluate(() => fetch("/favicon.ico"));
  expect(polls).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("bus.")))).toEqual([]);
});

test("bad input: an empty message and a bad channel name are refused clearly, nothing lost", async ({ page }) => {
  await page.goto("/runtime/bus");
  await expect(page.locator(".o_bus_demo_role")).toHaveAttribute("data-role", "master");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Write a message to send.");
  await page.getByPlaceholder("Channel name").fill("not a channel!");
  await page.getByRole("button", { name: "Listen", exact: true }).click();
  await expect(page.locator(".invalid-feedback")).toHaveText("A channel name has 1 to 64 letters, digits, dots, colons, dashes or underscores.");
  await expect(page.getByPlaceholder("Channel name")).toHaveValue("not a channel!");
  await keepShot(page, { path: test.info().outputPath("bus-bad-input.png"), fullPage: true });
});

test("sending while the server fails keeps the message; it can be sent again", async ({ page, request }) => {
  await page.goto("/runtime/bus");
  await expect(page.locator(".o_bus_demo_role")).toHaveAttribute("data-role", "master");
  await addFault(request, "/bus/demo/send", "502");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Second try");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.locator(".o_bus_demo_feedback")).toHaveText("The message could not be sent: the server could not be reached");
  await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Second try");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.locator(".o_bus_demo_feedback")).toHaveText("Sent to lobby.");
  await expect(page.locator("[data-notification-id]").last()).toContainText("Second try");
});

test("5 tabs: exactly one poll in flight at any moment, one master, every tab receives", async ({ context, request }) => {
  await resetStats(request);
  const pages: Page[] = [];
  const samples: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      samples.push((await stats(request)).inFlight);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  for (let i = 0; i < 5; i++) pages.push(await openTab(context));
  // every tab adds a channel of its own: each reaches the master's poll
  for (const [i, page] of pages.entries()) {
    await page.getByPlaceholder("Channel name").fill(`tab${i}`);
    await page.getByRole("button", { name: "Listen", exact: true }).click();
  }
  await expect.poll(async () => (await stats(request)).lastParams?.channels).toEqual(["lobby", "tab0", "tab1", "tab2", "tab3", "tab4"]);
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) ids.push(...(await send(request, "e2e/five-tabs", { i }, `tab${i}`)));
  for (const page of pages) await expect.poll(() => receivedIds(page, "e2e/five-tabs")).toEqual(ids);
  // A second round: the master's poll ends and starts again once more while sampling.
  const again = await send(request, "e2e/five-tabs-again", {}, "tab4");
  for (const page of pages) await expect.poll(() => receivedIds(page, "e2e/five-tabs-again")).toEqual(again);
  await expect.poll(async () => (await stats(request)).inFlight).toBe(1);
  sampling = false;
  await sampler;
  expect(await masterOf(pages)).toHaveLength(1);
  const final = await stats(request);
  expect(final.maxInFlight).toBe(1);
  expect(final.inFlight).toBe(1);
  expect(Math.max(...samples)).toBe(1);
  await keepShot(pages[0], { path: test.info().outputPath("bus-five-tabs-0.png"), fullPage: true });
  await keepShot(pages[4], { path: test.info().outputPath("bus-five-tabs-4.png"), fullPage: true });
});

test("closing the master tab makes another tab master within 6.5 s", async ({ context }) => {
  const pages: Page[] = [];
  for (let i = 0; i < 3; i++) pages.push(await openTab(context));
  const [master] = await masterOf(pages);
  const others = pages.filter((page) => page !== master);
  const closed = Date.now();
  await master.close();
  await expect.poll(async () => (await masterOf(others)).length, { timeout: 6500, intervals: [50] }).toBe(1);
  expect(Date.now() - closed).toBeLessThanOrEqual(6500);
});

test("a master that vanishes without its pagehide (as a crashed tab) is replaced within 6.5 s", async ({ context }) => {
  const master = await context.newPage();
  // This tab's bus never hears the page going away: it cannot hand over, the heartbeat must age.
  await master.addInitScript(() => window.addEventListener("pagehide", (event) => event.stopImmediatePropagation()));
  await master.goto("/runtime/bus");
  await expect(master.locator(".o_bus_demo_role")).toHaveAttribute("data-role", "master");
  const others = [await openTab(context), await openTab(context)];
  expect(await masterOf(others)).toHaveLength(0);
  const closed = Date.now();
  await master.close();
  await expect.poll(async () => (await masterOf(others)).length, { timeout: 6500, intervals: [100] }).toBe(1);
  const took = Date.now() - closed;
  expect(took).toBeLessThanOrEqual(6500);
  expect(took).toBeGreaterThan(5000 - 1500); // the heartbeat had to go out of date
});

test("100 notifications sent while the master closes and a tab reopens: each received exactly once by every open tab", async ({ context, request }) => {
  const TYPE = `e2e/hundred-${Date.now()}`;
  const pages: Page[] = [];
  for (let i = 0; i < 5; i++) pages.push(await openTab(context));
  const [master] = await masterOf(pages);
  const survivors = pages.filter((page) => page !== master);
  const sent: number[] = [];
  let reopened: Page | null = null;
  let sentBeforeReopenReady = 0;
  for (let n = 0; n < 100; n++) {
    sent.push(...(await send(request, TYPE, { n })));
    if (n === 30) await master.close();
    if (n === 60) {
      reopened = await openTab(context);
      sentBeforeReopenReady = sent.length;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const page of survivors) await expect.poll(() => receivedIds(page, TYPE), { timeout: 15000 }).toEqual(sent);
  const late = await receivedIds(reopened!, TYPE);
  expect(new Set(late).size).toBe(late.length);
  expect(late).toEqual(sent.filter((id) => late.includes(id))); // in order, nothing foreign
  expect(late).toEqual(expect.arrayContaining(sent.slice(sentBeforeReopenReady)));
  expect(await masterOf([...survivors, reopened!])).toHaveLength(1);
});

test("a server answering 502 for a while: retries at 10 s + random 1–20 s, then recovers without a reload", async ({ page, request }) => {
  await page.addInitScript(() => {
    // Math.random() = 0 → the random part is 1 s: each retry comes 11 s after the failure.
    Math.random = () => 0;
    // The page's own clock for each poll: when it started, when its answer came, with what status.
    const log: { start: number; end?: number; status?: number }[] = ((window as any).__polls = []);
    const fetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (!String(input instanceof Request ? input.url : input).endsWith("/longpolling/poll")) return fetch(input, init);
      const entry: (typeof log)[number] = { start: performance.now() };
      log.push(entry);
      const response = await fetch(input, init);
      Object.assign(entry, { end: performance.now(), status: response.status });
      return response;
    };
  });
  // The page's clock is ours: each 11 s wait is jumped over, not waited for, and measured on it.
  await page.clock.install();
  await page.goto("/runtime/bus");
  await expect(page.locator(".o_bus_demo_role")).toHaveAttribute("data-role", "master");
  await pauseClockNow(page);
  await addFault(request, "/longpolling/poll", "502", 2);
  await send(request, "e2e/before-502", {}); // ends the held poll: the next two fail
  await expect(page.locator(".o_bus_demo_retry")).toContainText(/^The server did not answer; polling again in 1[01] s\.$/);
  await keepShot(page, { path: test.info().outputPath("bus-retrying.png"), fullPage: true });
  const failed = () => page.evaluate(() => ((window as any).__polls as { status?: number }[]).filter((poll) => poll.status === 502).length);
  for (let failure = 1; failure <= 2; failure++) {
    await expect.poll(failed).toBe(failure);
    const sent = () => page.evaluate(() => (window as any).__polls.length as number);
    const before = await sent();
    // Not a moment early: 10 999 ms after the failure, the retry has not started.
    await page.clock.runFor(10_999);
    expect(await sent()).toBe(before);
    await page.clock.runFor(1);
    await expect.poll(sent).toBe(before + 1);
  }
  await expect(page.locator(".o_bus_demo_retry")).toHaveCount(0);
  const polls: { start: number; end?: number; status?: number }[] = await page.evaluate(() => (window as any).__polls);
  const failures = polls.map((poll, i) => ({ ...poll, i })).filter((poll) => poll.status === 502);
  expect(failures).toHaveLength(2);
  for (const failure of failures) {
    const retry = polls[failure.i + 1];
    const wait = retry.start - failure.end!;
    expect(wait).toBeGreaterThanOrEqual(11000);
    expect(wait).toBeLessThan(11000 + 250);
  }
  expect(await role(page)).toBe("master");
  const [id] = await send(request, "e2e/after-502", { ok: true });
  await expect(page.locator(`[data-notification-id="${id}"]`)).toContainText("e2e/after-502");
});
