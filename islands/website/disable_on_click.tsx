// Elements with class js_disable_on_click become disabled when clicked (spec 1 §2). The disabled
// attribute is set after the click's own default action (a form submit) has started.
import { useState } from "react";
import { defineIsland, useBind, useHost, useTimeouts } from "../../src/kit";

function DisableOnClick() {
  const host = useHost();
  const timeouts = useTimeouts();
  const [clicked, setClicked] = useState(false);
  const [disabled, setDisabled] = useState(false);
  const click = () => {
    setClicked(true);
    if ("disabled" in host) timeouts.set(() => setDisabled(true), 0);
  };
  useBind({}, {
    host: {
      class: { disabled: clicked || undefined },
      attr: { "aria-disabled": clicked ? "true" : undefined, disabled: disabled ? "disabled" : undefined },
      on: { click },
    },
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
