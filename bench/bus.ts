// Cross-tab bus: the most polls the server holds at one moment with 1, 5 and 10 tabs of one
// browser on the bus demo page (docs/architecture.md budget: 1, whatever the number of tabs). Tabs open all
// at once (their elections race), add a channel each (the master restarts its poll), and receive
// notifications; the server counts the polls in flight throughout.
import type { BrowserContext, Page } from "@playwright/test";
import { busOf } from "../server/bus";
import { launchChromium, startBenchServer } from "./server";

type BenchRow = { name: string; value: number; unit: string; budget?: string; ok?: boolean };

const TAB_COUNTS = [1, 5, 10];
const NOTIFICATIONS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openTab(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector(".o_bus_demo_role[data-role=master], .o_bus_demo_role[data-role=follower]");
  return page;
}

const roles = (pages: Page[]) => Promise.all(pages.map((page) => page.locator(".o_bus_demo_role").getAttribute("data-role")));
const received = (page: Page, type: string) =>
  page.locator("[data-notification-id]").evaluateAll((items, wanted) => items.filter((item) => item.textContent!.includes(wanted)).length, type);

export async function benchBus(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const server = await startBenchServer();
  const browser = await launchChromium();
  const bus = busOf(server.app.store);
  try {
    for (const count of TAB_COUNTS) {
      const context = await browser.newContext();
      bus.resetStats();
      const pages = await Promise.all(Array.from({ length: count }, () => openTab(context, `${server.origin}/runtime/bus`)));
      await sleep(1000); // let racing claims settle
      for (const [i, page] of pages.entries()) {
        await page.getByPlaceholder("Channel name").fill(`bench${i}`);
        await page.getByRole("button", { name: "Listen", exact: true }).click();
      }
      const type = `bench/${count}-tabs`;
      for (let n = 0; n < NOTIFICATIONS; n++) {
        bus.send(`bench${n % count}`, { type, payload: { n } });
        await sleep(50);
      }
      const deadline = Date.now() + 10000;
      while (Date.now() < deadline && (await Promise.all(pages.map((page) => received(page, type)))).some((n) => n < NOTIFICATIONS)) await sleep(100);
      const counts = await Promise.all(pages.map((page) => received(page, type)));
      const masters = (await roles(pages)).filter((role) => role === "master").length;
      const stats = bus.getStats();
      rows.push({ name: `bus: most polls in flight, ${count} tab(s)`, value: stats.maxInFlight, unit: "poll(s)", budget: "1", ok: stats.maxInFlight === 1 });
      rows.push({
        name: `bus: ${count} tab(s), notifications received per tab (of ${NOTIFICATIONS}), master tabs`,
        value: Math.min(...counts),
        unit: `min; max ${Math.max(...counts)}; ${masters} master(s)`,
        ok: counts.every((n) => n === NOTIFICATIONS) && masters === 1,
      });
      if (count > 1) {
        const master = pages[(await roles(pages)).indexOf("master")];
        const others = pages.filter((page) => page !== master);
        const closed = Date.now();
        await master.close();
        while (!(await roles(others)).includes("master") && Date.now() - closed < 15000) await sleep(20);
        rows.push({ name: `bus: ${count} tabs, a new master after the master closes`, value: Date.now() - closed, unit: "ms", budget: "≤ 6500", ok: Date.now() - closed <= 6500 });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}

// Run alone: npx tsx bench/bus.ts (after node build.mjs)
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchBus()) console.log(`${row.name}: ${row.value} ${row.unit}${row.budget ? ` (budget ${row.budget})` : ""}${row.ok === undefined ? "" : row.ok ? " ok" : " OVER"}`);
}
