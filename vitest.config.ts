import { defineConfig } from "vitest/config";

export default defineConfig({
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
  },
});
