// The loading effect of a submit button: disabled, with a spinner before its label.
// Returns the function that restores the button as it was.
export const BUTTON_LOADING_CLASS = "o_btn_loading";

export function addButtonLoadingEffect(button: HTMLElement): () => void {
  const spinner = document.createElement("span");
  spinner.className = "fa fa-refresh fa-spin me-2 o_loading_spinner";
  spinner.setAttribute("role", "status");
  spinner.setAttribute("aria-hidden", "true");
  const wasDisabled = button.hasAttribute("disabled");
  button.classList.add(BUTTON_LOADING_CLASS, "disabled");
  button.setAttribute("disabled", "disabled");
  button.setAttribute("aria-busy", "true");
  button.prepend(spinner);
  return () => {
    spinner.remove();
    button.classList.remove(BUTTON_LOADING_CLASS, "disabled");
    button.removeAttribute("aria-busy");
    if (!wasDisabled) button.removeAttribute("disabled");
  };
}
