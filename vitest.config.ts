import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // a site's own islands (examples/site_islands) import the kit by its package name
  resolve: { alias: { "website-islands/kit": fileURLToPath(new URL("./src/kit", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "./tests/unit/environment.ts",
    environmentOptions: {
      happyDOM: {
        url: "http://localhost:8069/runtime/public",
        // Scripts and styles are never fetched: in tests, loading one fails as a missing file would.
        settings: { disableJavaScriptFileLoading: true, disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: false },
      },
    },
    setupFiles: ["tests/unit/setup.ts"],
    restoreMocks: true,
    pool: "threads",
    // Vitest keeps one core for itself by default: one worker on a 2-core machine. The main
    // process is idle while the workers run, so every core gets a worker.
    maxWorkers: availableParallelism(),
    // Files share a worker's module cache and window: half the suite's time went to loading the
    // same modules and a fresh window for each file. tests/unit/file_reset.ts puts back, after each
    // file, what a file may leave behind (islands, timers, globals, listeners, storage, the
    // runtime's modules); the suite passes in its order and shuffled (--sequence.shuffle).
    isolate: false,
  },
});
