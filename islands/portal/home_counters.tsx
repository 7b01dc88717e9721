// Portal home counters (spec 2 §2, §7, §9): every [data-placeholder_count] badge gets its number
// from POST /my/counters; the names are split across at most 3 parallel calls. On the platform's
// 16 markup (odoo-markup.md §2) each document entry starts hidden (d-none) and is shown when its
// count is not 0, the list's spinner (.o_portal_doc_spinner) goes once every call has settled,
// and the no-documents message (.o_portal_no_doc_message) shows when every count is 0. On the 15
// markup the entries are visible and keep their 0. A failed call shows its entries with a clear
// mark on their badges; a counter the server does not answer stays hidden.
import { useHost, useTranslate } from "../../src/hooks/env";
import { useService } from "../../src/hooks/use_service";
import { defineIsland } from "../../src/runtime/island";
import type { Translate } from "../../src/runtime/env";
import type { RPC } from "../../src/services/rpc";
import { useStartOnce } from "../../src/kit/use_start_once";

export const MAX_COUNTER_CALLS = 3;
export const COUNTERS_ROUTE = "/my/counters";
export const PLACEHOLDER_ATTRIBUTE = "data-placeholder_count";
export const DOC_SPINNER = ".o_portal_doc_spinner";
export const NO_DOC_MESSAGE = ".o_portal_no_doc_message";
export const COUNTER_FAILED = "This number could not be loaded.";

/** Splits the names into at most `calls` groups of equal size (the last one may be smaller). */
export function splitCounters(names: string[], calls = MAX_COUNTER_CALLS): string[][] {
  if (!names.length) return [];
  const size = Math.ceil(names.length / calls);
  const groups: string[][] = [];
  for (let start = 0; start < names.length; start += size) groups.push(names.slice(start, start + size));
  return groups;
}

/** The document entry a badge belongs to (the platform shows or hides the badge's parent). */
export function entryOf(badge: HTMLElement): HTMLElement {
  return badge.closest<HTMLElement>(".list-group-item, .o_portal_source_card") ?? badge.parentElement ?? badge;
}

function showCount(badge: HTMLElement, value: number) {
  badge.textContent = String(value);
  if (value !== 0) entryOf(badge).classList.remove("d-none");
}

function hideCounter(badge: HTMLElement) {
  badge.replaceChildren();
  badge.classList.add("d-none");
}

function markFailed(badge: HTMLElement, _t: Translate) {
  const icon = document.createElement("i");
  icon.className = "fa fa-exclamation-triangle";
  icon.setAttribute("role", "img");
  icon.setAttribute("aria-label", _t(COUNTER_FAILED));
  icon.title = _t(COUNTER_FAILED);
  badge.replaceChildren(icon);
  badge.classList.replace("text-bg-secondary", "text-bg-warning");
  badge.classList.replace("badge-secondary", "badge-warning");
  // The entry stays reachable: its document list still opens.
  entryOf(badge).classList.remove("d-none");
}

function HomeCounters() {
  const host = useHost();
  const rpc = useService<RPC>("rpc");
  const _t = useTranslate();

  useStartOnce((isAlive) => {
    const badges = new Map<string, HTMLElement>();
    host.querySelectorAll<HTMLElement>(`[${PLACEHOLDER_ATTRIBUTE}]`).forEach((el) => badges.set(el.getAttribute(PLACEHOLDER_ATTRIBUTE)!, el));
    const calls = splitCounters([...badges.keys()]).map((group) =>
      rpc<Record<string, unknown>>(COUNTERS_ROUTE, { counters: group }).then(
        (answer) => {
          const counts: number[] = [];
          if (!isAlive()) return { counts, failed: false };
          for (const name of group) {
            const value = answer && typeof answer === "object" ? answer[name] : undefined;
            if (typeof value === "number") {
              showCount(badges.get(name)!, value);
              counts.push(value);
            } else hideCounter(badges.get(name)!);
          }
          return { counts, failed: false };
        },
        () => {
          if (isAlive()) for (const name of group) markFailed(badges.get(name)!, _t);
          return { counts: [] as number[], failed: true };
        },
      ),
    );
    void Promise.all(calls).then((results) => {
      if (!isAlive()) return;
      host.querySelector(DOC_SPINNER)?.remove();
      // Only a list known to be empty says so: a failed call may hide documents.
      const known = results.every((result) => !result.failed);
      if (known && results.every((result) => result.counts.every((count) => count === 0))) {
        host.querySelector(NO_DOC_MESSAGE)?.classList.remove("d-none");
      }
    });
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
