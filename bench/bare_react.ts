// The floor the 200-island first visit is judged against, measured in the same browser and run:
// 200 bare React roots (createRoot + render of a trivial component per host, all in one flushSync,
// React's fastest way), from the start of the page's module script to the last root committed,
// React's code fetched from the same server as ours (/bench/bare.js) and run as part of it, as the
// runtime's chunk is in our time. A ratio to this floor says something about our code on any machine,
// busy or not; bench/runtime.ts alternates its runs with ours, so both see the same load.
import type { Browser } from "@playwright/test";
import { build } from "esbuild";
import type { Hono } from "hono";

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
  return result.outputFiles[0].text;
}

const BARE_PAGE = `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>bare</title>
<script type="module">performance.mark("bare:start"); import("/bench/bare.js");</script></head>
<body><main>${Array.from({ length: BARE_HOSTS }, (_, i) => `<div class="bare-host">${i}</div>`).join("")}</main></body></html>`;

/** A first visit (a new browser context) of a page of 200 bare React roots, in ms. */
export async function bareReactFirstVisit(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.goto(`${origin}/bench/bare`);
    return await tab.waitForFunction(() => (window as any).bareTime).then((handle) => handle.jsonValue() as Promise<number>);
  } finally {
    await context.close();
  }
}

/**
 * Serves the bare roots' page and script (React and the mounting) from the bench's server. Served,
 * not routed by Playwright: a routed page turns the browser's HTTP cache off.
 */
export async function serveBareReact(app: Hono<any>): Promise<void> {
  const code = await bareBundle();
  app.get("/bench/bare", (c) => c.html(BARE_PAGE));
  app.get("/bench/bare.js", (c) => c.body(code, 200, { "Content-Type": "application/javascript; charset=utf-8" }));
}
