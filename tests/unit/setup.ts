// Shared set-up of the unit tests: a clean DOM and storage between tests.
import { afterAll, afterEach, vi } from "vitest";
import { afterFile, beforeFile } from "./file_reset";

// Before the test file is imported: what its imports add to window is its own too.
beforeFile();
afterAll(afterFile);

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("lang");
  localStorage.clear();
});

// happy-dom's tree walking makes DOMPurify keep <script> and drop <b>; the sanitizer runs on
// jsdom's DOM in unit tests (as it runs on the browser's in production), so what the tests see
// is what a browser would render.
vi.mock("dompurify", async () => {
  const { JSDOM } = await import("jsdom");
  const { default: createDOMPurify } = await vi.importActual<typeof import("dompurify")>("dompurify");
  return { default: createDOMPurify(new JSDOM("").window as unknown as Window & typeof globalThis) };
});
