// Counts, at every change of the page, the visible status messages (alerts) of the order status
// block. The count is read in a MutationObserver's callback, which runs right after the change's
// task: a message hidden only later (e.g. in an effect after the browser painted) is counted.
import type { Page } from "@playwright/test";

export async function recordStatusMessages(page: Page, block = ".oe_website_sale_tx_status") {
  await page.addInitScript((selector) => {
    const w = window as unknown as { __mostStatusMessages: number };
    w.__mostStatusMessages = 0;
    const count = () => {
      for (const host of document.querySelectorAll(selector)) {
        const visible = [...host.querySelectorAll(".alert")].filter((alert) => alert.checkVisibility()).length;
        w.__mostStatusMessages = Math.max(w.__mostStatusMessages, visible);
      }
    };
    new MutationObserver(count).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  }, block);
  return () => page.evaluate(() => (window as unknown as { __mostStatusMessages: number }).__mostStatusMessages);
}
