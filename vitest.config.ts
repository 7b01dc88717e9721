import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    environmentOptions: { happyDOM: { url: "http://localhost:8069/runtime/public" } },
    setupFiles: ["tests/unit/setup.ts"],
    restoreMocks: true,
    pool: "threads",
  },
});
