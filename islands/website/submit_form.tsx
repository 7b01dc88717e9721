// Website forms (spec 1 §2): on submit, every submit button is disabled and shows a spinner.
// A bind island: /contactus, whose only island it is, loads no React.
import { addButtonLoadingEffect, child, defineIsland, defineMarkup } from "../../src/kit";

const markup = defineMarkup({ children: { submitButtons: child.optional("button[type='submit'], button:not([type]), input[type='submit'], a.a-submit") } });

export default defineIsland({
  name: "public.website_form",
  selector: ".js_website_submit_form",
  moment: "load",
  mode: "bind",
  markup,
  setup({ parts, bind }) {
    bind({
      host: { on: { submit: (event) => event.defaultPrevented || parts.submitButtons.all().forEach((button) => addButtonLoadingEffect(button)) } },
    });
  },
});
