// Suggested links on link inputs (spec 2 §7): the server's pages matching what is typed
// (POST /website/get_suggested_links, needle, limit 15), matching pages first, then the other
// groups under their titles; a combobox: arrows move, Enter picks, Escape closes.
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { defineIsland, useBind, useDebounced, useHost, useService, useTimeouts, useTranslate, useWaitFor } from "../../src/kit";

export const SUGGESTED_LINKS_ROUTE = "/website/get_suggested_links";
export const SUGGESTED_LINKS_LIMIT = 15;
export const SUGGEST_DEBOUNCE_MS = 150;
export const MATCHING_PAGES_TITLE = "Pages";

type Link = { value: string; label: string };
type Group = { title: string; values: Link[] };

export function suggestionGroups(answer: unknown): Group[] {
  const value = answer as { matching_pages?: unknown; others?: unknown } | null;
  const links = (list: unknown): Link[] => (Array.isArray(list) ? list.filter((l) => l && typeof l.value === "string").map((l) => ({ value: l.value, label: String(l.label ?? l.value) })) : []);
  const groups: Group[] = [{ title: MATCHING_PAGES_TITLE, values: links(value?.matching_pages) }];
  for (const other of Array.isArray(value?.others) ? value!.others : []) groups.push({ title: String(other?.title ?? ""), values: links(other?.values) });
  return groups.filter((g) => g.values.length);
}

function SuggestedLinks() {
  const input = useHost() as HTMLInputElement;
  const rpc = useService("rpc");
  const _t = useTranslate();
  const waitFor = useWaitFor();
  const timeouts = useTimeouts();
  // the server names its other groups itself; the matching pages' group is named here
  const groupTitle = (title: string) => (title === MATCHING_PAGES_TITLE ? _t(title) : title);
  const [groups, setGroups] = useState<Group[]>([]);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const latest = useRef(0);
  const options = groups.flatMap((g) => g.values);
  const open = options.length > 0;

  const ask = useDebounced(async () => {
    const call = ++latest.current;
    const needle = input.value.trim();
    if (!needle) return setGroups([]);
    try {
      const answer = await waitFor(rpc(SUGGESTED_LINKS_ROUTE, { needle, limit: SUGGESTED_LINKS_LIMIT }, { silent: true }));
      if (call === latest.current) (setGroups(suggestionGroups(answer)), setActive(-1));
    } catch {
      if (call === latest.current) setGroups([]);
    }
  }, SUGGEST_DEBOUNCE_MS);
  // Hydrated on first interaction: what was typed before the listener existed still gets its answer.
  useEffect(() => void (document.activeElement === input && input.value.trim() && ask()), [input, ask]);

  const pick = (link: Link) => {
    input.value = link.value;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    setGroups([]);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setGroups([]);
    }
  };

  useBind({}, {
    host: {
      attr: {
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-controls": listId,
        "aria-expanded": String(open),
        "aria-activedescendant": open && active >= 0 ? `${listId}-${active}` : null,
      },
      on: { input: () => ask(), blur: () => void timeouts.set(() => setGroups([]), 150), keydown: onKey },
    },
  });

  const list = (
    <ul id={listId} role="listbox" aria-label={_t("Suggested links")} className={`o_website_suggested_links_list list-unstyled border rounded bg-white shadow-sm mt-1 mb-0 py-1 ${open ? "" : "d-none"}`}>
      {groups.map((group) => (
        <li key={group.title} role="presentation">
          <div className="dropdown-header small text-muted px-2" role="presentation">{groupTitle(group.title)}</div>
          <ul role="group" aria-label={groupTitle(group.title)} className="list-unstyled mb-0">
            {group.values.map((link) => {
              const i = options.indexOf(link);
              return (
                <li key={link.value} id={`${listId}-${i}`} role="option" aria-selected={i === active} className={`dropdown-item px-3 ${i === active ? "active" : ""}`} onMouseDown={(e) => (e.preventDefault(), pick(link))}>
                  {link.label}
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
  return input.parentElement ? createPortal(list, input.parentElement) : null;
}

export default defineIsland({
  name: "website.suggested_links",
  selector: "input.o_website_suggested_links, #o_link_dialog_url_input",
  moment: "interaction",
  mode: "enhance",
  Component: SuggestedLinks,
});
