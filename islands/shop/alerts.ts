// The shop's dismissible red alert (spec 2 §8 "Cart"): server warnings and failed calls, text only.
export const DISMISS_LABEL = "Close";

export function showDismissibleAlert(region: HTMLElement, text: string, closeLabel = DISMISS_LABEL): HTMLElement {
  const alert = document.createElement("div");
  alert.className = "alert alert-danger alert-dismissible fade show";
  alert.setAttribute("role", "alert");
  const message = document.createElement("span");
  message.textContent = text;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "btn-close";
  close.setAttribute("aria-label", closeLabel);
  close.addEventListener("click", () => alert.remove());
  alert.append(message, close);
  region.replaceChildren(alert);
  return alert;
}
