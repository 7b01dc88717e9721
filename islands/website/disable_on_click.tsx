// Elements with class js_disable_on_click become disabled when clicked (spec 1 §2). The disabled
// attribute is set after the click's own default action (a form submit) has started.
// A page may carry hundreds of these (every button of a listing): the island stays at one
// listener, the lightest a kit island can be, rather than a markup contract and bindings.
import { defineIsland, useHostEvent, useTimeouts } from "../../src/kit";

function DisableOnClick() {
  const timeouts = useTimeouts();
  useHostEvent("click", (_event, el) => {
    el.classList.add("disabled");
    el.setAttribute("aria-disabled", "true");
    if ("disabled" in el) timeouts.set(() => el.setAttribute("disabled", "disabled"), 0);
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
