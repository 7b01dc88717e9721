// Live chat: how long an operator's message takes to show in the visitor's chat window, from the
// server storing it (and notifying the session's bus channel) to the message in the page, over
// MESSAGES messages sent one after the other: median and 95th percentile.
import { postMessage, sessionOf } from "../server/livechat/data";
import type { BenchRow } from "./row";
import { launchChromium, startBenchServer } from "./server";

const MESSAGES = 100;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function benchLivechat(): Promise<BenchRow[]> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.addCookies([{ name: "im_livechat_auto_popup", value: "false", url: server.origin }]);
    const page = await context.newPage();
    await page.goto(`${server.origin}/livechat/support`);
    await page.locator("button.o_livechat_button").click();
    await page.locator(".o_thread_window").waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === "im_livechat_session")!;
    const session = sessionOf(server.app.store, JSON.parse(decodeURIComponent(cookie.value)).uuid)!;
    // The page notes when each message appears (its clock is the same machine's).
    await page.evaluate(() => {
      const seen = ((window as any).__shown = new Map<number, number>());
      new MutationObserver(() => {
        for (const el of document.querySelectorAll<HTMLElement>(".o_thread_message[data-message-id]")) {
          const id = Number(el.dataset.messageId);
          if (!seen.has(id) && el.textContent) seen.set(id, performance.timeOrigin + performance.now());
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const latencies: number[] = [];
    for (let n = 1; n <= MESSAGES; n++) {
      const sent = performance.timeOrigin + performance.now();
      const { id } = postMessage(server.app.store, session, session.operator_pid, `Message ${n}`);
      const shown = await page.waitForFunction((wanted) => (window as any).__shown.get(wanted), id, { polling: "raf" });
      latencies.push((await shown.jsonValue()) - sent);
    }
    latencies.sort((a, b) => a - b);
    return [
      { name: `live chat: operator message to the visitor's window, median of ${MESSAGES}`, value: percentile(latencies, 50), unit: "ms" },
      { name: `live chat: operator message to the visitor's window, 95th percentile`, value: percentile(latencies, 95), unit: "ms" },
    ];
  } finally {
    await browser.close();
    await server.close();
  }
}

// Run alone: npx tsx bench/livechat.ts (after node build.mjs)
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchLivechat()) console.log(`${row.name}: ${row.value.toFixed(1)} ${row.unit}`);
}
