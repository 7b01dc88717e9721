// Portal home counters (spec 2 §2, §7, §9): every [data-placeholder_count] badge gets its number
// from POST /my/counters; the names are split across at most 3 parallel calls. On the platform's
// 16 markup (odoo-markup.md §2) each document entry starts hidden (d-none) and is shown when its
// count is not 0, the list's spinner (.o_portal_doc_spinner) goes once every call has settled,
// and the no-documents message (.o_portal_no_doc_message) shows when every count is 0. On the 15
// markup the entries are visible and keep their 0. A failed call shows its entries with a clear
// mark on their badges; a counter the server does not answer stays hidden.
import { useEffect, useState } from "react";
import { attr, child, defineIsland, defineMarkup, useBind, useService, useStartOnce, useTranslate, type IslandProps, type Translate } from "../../src/kit";

export const MAX_COUNTER_CALLS = 3;
export const COUNTERS_ROUTE = "/my/counters";
export const COUNTER_FAILED = "This number could not be loaded.";

const markup = defineMarkup({
  children: {
    badge: child.optional("[data-placeholder_count]", {
      name: attr.string("data-placeholder_count"),
      secondary: attr.hasClass("text-bg-secondary"),
      secondary15: attr.hasClass("badge-secondary"),
    }),
    entry: child.optional(".list-group-item, .o_portal_source_card"),
    spinner: child.optional(".o_portal_doc_spinner"),
    noDocMessage: child.optional(".o_portal_no_doc_message"),
  },
});

/** A counter's answer: its number, none (the server did not answer it) or failed (the call failed). */
type Answer = number | "none" | "failed";

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

function failedMark(_t: Translate): HTMLElement {
  const icon = document.createElement("i");
  icon.className = "fa fa-exclamation-triangle";
  icon.setAttribute("role", "img");
  icon.setAttribute("aria-label", _t(COUNTER_FAILED));
  icon.title = _t(COUNTER_FAILED);
  return icon;
}

function HomeCounters({ parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [settled, setSettled] = useState<null | { empty: boolean }>(null);
  const nameOf = (badge: HTMLElement) => parts.badge.attrs(badge).name;

  useStartOnce((isAlive) => {
    const badges = new Map(parts.badge.all().map((badge) => [nameOf(badge), badge]));
    const answered = (group: Record<string, Answer>) => {
      if (!isAlive()) return;
      for (const [name, answer] of Object.entries(group)) {
        const badge = badges.get(name)!;
        // The 15 markup's spinner goes; a failed call's badge says why.
        if (typeof answer === "number") badge.textContent = String(answer);
        else badge.replaceChildren(...(answer === "failed" ? [failedMark(_t)] : []));
      }
      setAnswers((answers) => ({ ...answers, ...group }));
    };
    const calls = splitCounters([...badges.keys()]).map((group) =>
      rpc<Record<string, unknown>>(COUNTERS_ROUTE, { counters: group }).then(
        (answer) => {
          const values = group.map((name) => (answer && typeof answer === "object" ? answer[name] : undefined));
          answered(Object.fromEntries(group.map((name, i) => [name, typeof values[i] === "number" ? (values[i] as number) : "none"])));
          return values.every((value) => typeof value !== "number" || value === 0);
        },
        () => {
          answered(Object.fromEntries(group.map((name) => [name, "failed"])));
          return false;
        },
      ),
    );
    // Only a list known to be empty says so: a failed call may hide documents.
    void Promise.all(calls).then((empties) => isAlive() && setSettled({ empty: empties.every(Boolean) }));
  });

  useEffect(() => {
    if (settled) parts.spinner.first()?.remove();
  }, [settled, parts]);

  const shows = (answer: Answer | undefined) => answer === "failed" || (typeof answer === "number" && answer !== 0);
  useBind(parts, {
    badge: {
      each: (badge) => {
        const answer = answers[nameOf(badge)];
        if (answer === "none") return { class: { "d-none": true } };
        if (answer !== "failed") return {};
        const { secondary, secondary15 } = parts.badge.attrs(badge);
        return { class: { "text-bg-secondary": false, "badge-secondary": false, "text-bg-warning": secondary || undefined, "badge-warning": secondary15 || undefined } };
      },
    },
    // The entry stays reachable when its count failed: its document list still opens.
    entry: { each: (entry) => ({ class: { "d-none": parts.badge.all().some((badge) => entryOf(badge) === entry && shows(answers[nameOf(badge)])) ? false : undefined } }) },
    noDocMessage: { class: { "d-none": settled?.empty ? false : undefined } },
  });
  return null;
}

export default defineIsland({
  name: "portal.home_counters",
  selector: ".o_portal_my_home",
  moment: "load",
  mode: "enhance",
  markup,
  Component: HomeCounters,
});
