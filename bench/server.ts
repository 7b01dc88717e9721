// The reference server on a free loopback port, and Debian's Chromium, for the browser benches.
import { serve } from "@hono/node-server";
import { chromium, type Browser } from "@playwright/test";
import type { AddressInfo } from "node:net";
import { createApp } from "../server/app";
import { CHROMIUM_ARGS } from "../playwright.config";

export async function startBenchServer(): Promise<{ origin: string; close: () => Promise<void>; app: ReturnType<typeof createApp> }> {
  const app = createApp();
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        app,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}
