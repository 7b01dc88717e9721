// Runs the second pass over the files the cache did not have, on every core: one worker thread per
// core (ISLANDS_BUILD_WORKERS to change it), the biggest files first so no core is left with a
// big one at the end. One file, or one core, stays on the main thread: a worker would only add
// its start-up.
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { minifyOne } from "./terser_options.mjs";

const WORKER = join(dirname(fileURLToPath(import.meta.url)), "minify_worker.mjs");

export async function minifyInPool(jobs) {
  const threads = Math.min(Number(process.env.ISLANDS_BUILD_WORKERS) || availableParallelism(), jobs.length);
  const results = new Array(jobs.length);
  const order = jobs.map((job, index) => index).sort((a, b) => jobs[b].code.length - jobs[a].code.length);
  if (threads <= 1) {
    for (const index of order) results[index] = await minifyOne(jobs[index]);
    return results;
  }
  let next = 0;
  const runWorker = () =>
    new Promise((resolve, reject) => {
      const worker = new Worker(WORKER);
      const give = () => {
        if (next >= order.length) return void worker.terminate().then(() => resolve());
        const index = order[next++];
        const { code, map, filename } = jobs[index];
        worker.once("message", (result) => {
          results[index] = result;
          give();
        });
        worker.postMessage({ code, map, filename });
      };
      worker.once("error", reject);
      give();
    });
  await Promise.all(Array.from({ length: threads }, runWorker));
  return results;
}
