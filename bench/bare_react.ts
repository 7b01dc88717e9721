// The floor the 200-island first visit is judged against, measured in the same browser and run:
// 200 bare React roots (createRoot + render of a trivial component per host, all in one flushSync,
// React's fastest way), from the start of the page's module script (React's code included, inline)
// to the last root committed. A ratio to this floor says something about our code on any machine,
// busy or not.
import type { Browser } from "@playwright/test";
import { build } from "esbuild";

export const BARE_HOSTS = 200;

const BARE_MODULE = `
import { createElement } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
const Trivial = ({ index }) => createElement("span", null, index);
flushSync(() => document.querySelectorAll(".bare-host").forEach((host, index) => createRoot(host).render(createElement(Trivial, { index }))));
window.bareTime = performance.now() - performance.getEntriesByName("bare:start")[0].startTime;
`;

async function bareBundle(): Promise<string> {
  const result = await build({
    stdin: { contents: BARE_MODULE, resolveDir: process.cwd(), loader: "js" },
    bundle: true,
    format: "esm",
    minify: true,
    write: false,
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  return result.outputFiles[0].text.replaceAll("</script", "<\\/script");
}

const barePage = (code: string) => `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>bare</title>
<script type="module">performance.mark("bare:start")</script><script type="module">${code}</script></head>
<body><main>${Array.from({ length: BARE_HOSTS }, (_, i) => `<div class="bare-host">${i}</div>`).join("")}</main></body></html>`;

/** Median of `runs` first visits (a new context each, after one unmeasured warm-up), in ms. */
export async function bareReactFirstVisit(browser: Browser, origin: string, runs = 5): Promise<number> {
  const page = barePage(await bareBundle());
  const times: number[] = [];
  for (let run = 0; run <= runs; run++) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.route(`${origin}/bench/bare`, (route) => route.fulfill({ contentType: "text/html", body: page }));
    await tab.goto(`${origin}/bench/bare`);
    const time = await tab.waitForFunction(() => (window as any).bareTime).then((handle) => handle.jsonValue() as Promise<number>);
    if (run > 0) times.push(time);
    await context.close();
  }
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
}
