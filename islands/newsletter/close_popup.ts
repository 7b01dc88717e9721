// Closes the popup block holding an element the way its visitor would (its close button, else
// Escape), so the popup island sets its consent cookie as on any close.
import { child, findIn } from "../../src/kit";

const CLOSE_BUTTON = child.optional(".js_close_popup");

export function closePopupOf(element: Element): void {
  const modal = element.closest(".modal.show");
  if (!modal) return;
  const [close] = findIn(CLOSE_BUTTON, modal);
  if (close) close.click();
  else document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
}
