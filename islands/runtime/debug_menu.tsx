// The debug menu in the header (host: <li class="o_debug_manager">), shown in debug mode only.
import { defineIsland, useEnv } from "../../src/kit";
import { DebugMenu } from "../../src/components/DebugMenu";

function DebugMenuIsland() {
  return useEnv().debug ? <DebugMenu /> : null;
}

export default defineIsland({
  name: "runtime.debug_menu",
  selector: ".o_debug_manager",
  moment: "load",
  mode: "render",
  services: ["debug", "profiling", "page"],
  Component: DebugMenuIsland,
});
