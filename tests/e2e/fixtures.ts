// Every e2e test imports `test` and `expect` from here: each Playwright worker starts its own
// reference server (server/main.ts, in-memory store) on its own port, E2E_PORT + the worker's
// parallel index, and its tests' baseURL points there. No state is shared between workers, and a
// worker started again after a failure starts a fresh server.
//
// Within a worker, each run of a spec file (each --repeat-each copy too) starts from a store as
// fresh as a new server's (POST /__test/reset, server/test_reset.ts), before its first test: a
// file never depends on what another file, or its own previous run, left behind. The reset runs
// with the first test's fixtures, after the file's beforeAll hooks: store state a file needs is
// set up in its tests or beforeEach hooks, not in beforeAll.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { test as base } from "@playwright/test";
import { E2E_BASE_PORT } from "../../playwright.config";

export * from "@playwright/test";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const READY = /website islands demo: (http:\/\/\S+)/;
const START_TIMEOUT_MS = 60_000;

let currentServer: WorkerServer | undefined;

/** This worker's server address (for code outside a fixture's reach, e.g. a cookie's URL). */
export function workerBaseURL(): string {
  if (!currentServer) throw new Error("no e2e server in this worker yet");
  return currentServer.url;
}

export interface WorkerServer {
  url: string;
  port: number;
}

/** Starts the server; a port still held by a worker that is stopping is tried again for a while. */
async function startServer(port: number): Promise<{ child: ChildProcess; url: string }> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/e2e/worker_server.ts"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), STORE: "memory" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stderr = "";
    const outcome = await new Promise<{ url: string } | { exit: number | null }>((resolve) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        const ready = READY.exec(String(chunk));
        if (ready) resolve({ url: ready[1].replace(/\/$/, "") });
      });
      child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
      child.once("exit", (code) => resolve({ exit: code }));
    });
    if ("url" in outcome) return { child, url: outcome.url };
    if (!stderr.includes("EADDRINUSE") || Date.now() > deadline) throw new Error(`the e2e server on port ${port} did not start (exit ${outcome.exit}):\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The spec file run (file and repeat copy) the worker's store was last reset for. */
let storeResetFor: string | undefined;

export const test = base.extend<{ freshStorePerFile: void }, { workerServer: WorkerServer }>({
  workerServer: [
    async ({}, use, workerInfo) => {
      const port = E2E_BASE_PORT + workerInfo.parallelIndex;
      const { child, url } = await startServer(port);
      const stop = () => child.kill();
      process.once("exit", stop);
      currentServer = { url, port };
      await use(currentServer);
      currentServer = undefined;
      process.off("exit", stop);
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    },
    { scope: "worker", auto: true, timeout: START_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
  freshStorePerFile: [
    async ({ workerServer }, use, testInfo) => {
      const run = `${testInfo.file}#${testInfo.repeatEachIndex}`;
      if (run !== storeResetFor) {
        const answer = await fetch(`${workerServer.url}/__test/reset`, { method: "POST" });
        if (!answer.ok) throw new Error(`POST /__test/reset answered ${answer.status}`);
        storeResetFor = run;
      }
      await use();
    },
    { auto: true },
  ],
});
