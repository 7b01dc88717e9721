// Shared set-up of the unit tests: a clean DOM and storage between tests.
import { afterEach } from "vitest";

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("lang");
  localStorage.clear();
});
