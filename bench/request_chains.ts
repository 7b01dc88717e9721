// The chains of JavaScript requests of five representative pages: for each page, how many
// JavaScript files it downloads and how deep the longest chain is after loader.js (a file is one
// level below the file whose arrival made the browser ask for it: its importer, or the script
// that injected its modulepreload link), as Chromium's network initiators report it.
// `npx tsx bench/request_chains.ts` (PORT to change the server's port, 8310 by default).
import { spawn } from "node:child_process";
import { chromium, type Page } from "@playwright/test";

export const CHAIN_PAGES = [
  { path: "/contactus" },
  { path: "/website/home" },
  { path: "/shop" },
  { path: "/my/invoices/1", login: "portal" },
  { path: "/slides/slide/test-yourself-8" },
];

type Initiator = { type: string; url?: string; stack?: { callFrames: { url: string }[]; parent?: Initiator["stack"] } };

/** The URL whose code asked for a request, per Chromium's initiator. */
function initiatorUrl(initiator: Initiator): string | undefined {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) if (stack.callFrames.length) return stack.callFrames[0].url;
  return undefined;
}

export function chainDepths(requests: Map<string, string | undefined>): Map<string, number> {
  const depths = new Map<string, number>();
  const depthOf = (url: string, seen: Set<string>): number => {
    if (depths.has(url)) return depths.get(url)!;
    const parent = requests.get(url);
    // A file of the build asked for by no known file (a modulepreload link the loader injected) is one level below loader.js.
    const depth = url.endsWith("/loader.js") ? 0 : !parent || !requests.has(parent) || seen.has(parent) ? 1 : depthOf(parent, new Set([...seen, url])) + 1;
    depths.set(url, depth);
    return depth;
  };
  for (const url of requests.keys()) depthOf(url, new Set([url]));
  return depths;
}

async function measure(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const requests = new Map<string, string | undefined>();
  cdp.on("Network.requestWillBeSent", (event: { request: { url: string }; initiator: Initiator }) => {
    const url = event.request.url.split("?")[0];
    if (url.endsWith(".js") && !requests.has(url)) requests.set(url, initiatorUrl(event.initiator)?.split("?")[0]);
  });
  await page.goto(path);
  await page.waitForFunction(() => (window as any).islands !== undefined);
  await page.evaluate(() => (window as any).islands.ready());
  await page.waitForLoadState("networkidle");
  const depths = chainDepths(requests);
  return { count: requests.size, depth: Math.max(0, ...depths.values()), depths };
}

async function main() {
  const port = Number(process.env.PORT ?? 8310);
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { env: { ...process.env, PORT: String(port), STORE: "memory" }, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => server.stdout!.on("data", (chunk) => String(chunk).includes("islands demo") && resolve()));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    console.log("| page | JS requests | chain depth after loader.js |\n|---|---|---|");
    for (const { path, login } of CHAIN_PAGES) {
      const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
      const page = await context.newPage();
      if (login) {
        await page.goto("/web/login");
        await page.fill("#login", login);
        await page.fill("#password", login);
        await page.click('button[type="submit"]');
        await page.waitForURL((url) => !url.pathname.startsWith("/web/login"));
      }
      const { count, depth, depths } = await measure(page, path);
      console.log(`| ${path}${login ? ` (${login})` : ""} | ${count} | ${depth} |`);
      if (process.env.VERBOSE) for (const [url, d] of depths) console.log(`    ${d} ${url.replace(/^.*\/dist\//, "")}`);
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
  }
}

if (process.argv[1]?.endsWith("request_chains.ts")) await main();
