// Website forms (spec 1 §2): on submit, every submit button is disabled and shows a spinner.
import { defineIsland } from "../../src/runtime/island";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { addButtonLoadingEffect } from "../../src/components/button_loading";

export const SUBMIT_BUTTONS = "button[type='submit'], button:not([type]), input[type='submit'], a.a-submit";

function WebsiteForm() {
  useHostEvent("submit", (event, form) => {
    if (event.defaultPrevented) return;
    form.querySelectorAll<HTMLElement>(SUBMIT_BUTTONS).forEach((button) => addButtonLoadingEffect(button));
  });
  return null;
}

export default defineIsland({
  name: "public.website_form",
  selector: ".js_website_submit_form",
  moment: "load",
  mode: "enhance",
  Component: WebsiteForm,
});
