// A worker thread of the second pass (build/minify_pool.mjs): minifies each file it is given.
import { parentPort } from "node:worker_threads";
import { minifyOne } from "./terser_options.mjs";

parentPort.on("message", async (job) => parentPort.postMessage(await minifyOne(job)));
