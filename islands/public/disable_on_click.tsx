// Elements with class js_disable_on_click become disabled when clicked (spec 1 §2). The disabled
// attribute is set after the click's own default action (a form submit) has started.
import { defineIsland } from "../../src/runtime/island";
import { useHostEvent } from "../../src/hooks/use_host_event";

function DisableOnClick() {
  useHostEvent("click", (_event, el) => {
    el.classList.add("disabled");
    el.setAttribute("aria-disabled", "true");
    if ("disabled" in el) setTimeout(() => el.setAttribute("disabled", "disabled"));
  });
  return null;
}

export default defineIsland({
  name: "public.disable_on_click",
  selector: ".js_disable_on_click",
  moment: "load",
  mode: "enhance",
  Component: DisableOnClick,
});
