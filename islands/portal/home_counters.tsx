// Portal home counters (spec 2 §2, §7, §9): every [data-placeholder_count] badge gets its number
// from POST /my/counters; the names are split across at most 3 parallel calls. A failed call
// leaves a clear mark on its badges; a counter the server does not know is hidden.
import { useHost, useTranslate } from "../../src/hooks/env";
import { useService } from "../../src/hooks/use_service";
import { defineIsland } from "../../src/runtime/island";
import type { RPC } from "../../src/services/rpc";
import { useStartOnce } from "./use_start_once";

export const MAX_COUNTER_CALLS = 3;
export const COUNTERS_ROUTE = "/my/counters";
export const PLACEHOLDER_ATTRIBUTE = "data-placeholder_count";
export const COUNTER_FAILED = "This number could not be loaded.";

/** Splits the names into at most `calls` groups of equal size (the last one may be smaller). */
export function splitCounters(names: string[], calls = MAX_COUNTER_CALLS): string[][] {
  if (!names.length) return [];
  const size = Math.ceil(names.length / calls);
  const groups: string[][] = [];
  for (let start = 0; start < names.length; start += size) groups.push(names.slice(start, start + size));
  return groups;
}

function HomeCounters() {
  const host = useHost();
  const rpc = useService<RPC>("rpc");
  const _t = useTranslate();

  useStartOnce((isAlive) => {
    const badges = new Map<string, HTMLElement>();
    host.querySelectorAll<HTMLElement>(`[${PLACEHOLDER_ATTRIBUTE}]`).forEach((el) => badges.set(el.getAttribute(PLACEHOLDER_ATTRIBUTE)!, el));
    for (const group of splitCounters([...badges.keys()])) {
      rpc<Record<string, unknown>>(COUNTERS_ROUTE, { counters: group }).then(
        (answer) => {
          if (!isAlive()) return;
          for (const name of group) {
            const badge = badges.get(name)!;
            const value = answer && typeof answer === "object" ? answer[name] : undefined;
            if (typeof value === "number") {
              badge.textContent = String(value);
            } else {
              badge.replaceChildren();
              badge.classList.add("d-none");
            }
          }
        },
        () => {
          if (!isAlive()) return;
          for (const name of group) {
            const badge = badges.get(name)!;
            const icon = document.createElement("i");
            icon.className = "fa fa-exclamation-triangle";
            icon.setAttribute("role", "img");
            icon.setAttribute("aria-label", _t(COUNTER_FAILED));
            icon.title = _t(COUNTER_FAILED);
            badge.replaceChildren(icon);
            badge.classList.replace("text-bg-secondary", "text-bg-warning");
          }
        },
      );
    }
  });
  return null;
}

export default defineIsland({
  name: "portal.home_counters",
  selector: ".o_portal_my_home",
  moment: "load",
  mode: "enhance",
  Component: HomeCounters,
});
