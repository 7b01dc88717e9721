// The tracked links creator (spec 3 §2, §4, §5, §7, §8): URL, campaign / medium / source selectors,
// generate (/website_links/new, ids only when chosen) → the short URL in the field and the button a
// green copy button until the URL is edited; the error field's message otherwise; recent links
// (/website_links/recent_links, filter newest / most-clicked / recently-used, limit 20).
import { attr, child, defineIsland, defineMarkup, isAnswerLost, useBind, useHost, useService, useTranslate, useWaitFor, useWriteLock, type IslandProps } from "../../src/kit";
import { useCallback, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import {
  GENERATE_FAILED,
  NO_RECENT_LINKS,
  RECENT_FILTERS,
  RECENT_LINKS_FAILED,
  RECENT_LINKS_LIMIT,
  chosenIds,
  generateErrorText,
  linkOfAnswer,
  type RecentFilter,
  type TrackedLink,
  type UtmEntry,
} from "./link_rules";
import { RecentLink } from "./RecentLink";
import { UtmSelector } from "./UtmSelector";
import { useCopy } from "./use_copy";
import { readUtmFields, type UtmKey } from "./utm_fields";

const utmField = (selector: string) => child.optional(selector, { model: attr.string("data-model"), label: attr.string("data-label") });

const markup = defineMarkup({
  children: {
    url: "#url",
    button: "#btn_shorten_url",
    form: "#o_website_links_link_tracker_form",
    filter: child.optional("#filter-newest-links, #filter-most-clicked-links, #filter-recently-used-links"),
    notification: child.optional("#o_website_links_link_tracker_form .notification"),
    recentList: child.optional("#o_website_links_recent_links"),
    recentNote: child.optional(".o_website_links_recent_links_notification"),
    campaign: utmField("#campaign-select"),
    medium: utmField("#channel-select"),
    source: utmField("#source-select"),
  },
});


type Choice = Partial<Record<UtmKey, UtmEntry | null>>;

function LinkCreator({ parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const orm = useService("orm");
  const _t = useTranslate();
  const waitFor = useWaitFor();
  const lock = useWriteLock();
  const [choice, setChoice] = useState<Choice>({});
  const host = useHost();
  const [fields] = useState(() => readUtmFields(host));
  const [generated, setGenerated] = useState<TrackedLink | null>(null);
  const [error, setError] = useState("");
  const [filter, setFilter] = useState<RecentFilter>("newest");
  const [recent, setRecent] = useState<TrackedLink[] | "failed" | null>(null);
  const [copied, copy] = useCopy();

  const loadRecent = useCallback(
    (which: RecentFilter) =>
      waitFor(rpc<TrackedLink[]>("/website_links/recent_links", { filter: which, limit: RECENT_LINKS_LIMIT })).then(
        (links) => setRecent(Array.isArray(links) ? links : "failed"),
        () => setRecent("failed"),
      ),
    [rpc, waitFor],
  );
  useEffect(() => void loadRecent(filter), [filter, loadRecent]);

  const generate = lock.locked(async () => {
    const urlInput = parts.url.first<HTMLInputElement>();
    if (!urlInput) return;
    setError("");
    try {
      const ids = chosenIds(Object.fromEntries(Object.entries(choice).map(([key, entry]) => [key, entry?.id ?? null])));
      const answer = await waitFor(rpc("/website_links/new", { url: urlInput.value, ...ids }));
      const link = linkOfAnswer(answer);
      if (!link) return setError(_t(generateErrorText((answer as { error?: unknown } | null)?.error)));
      urlInput.value = link.short_url;
      urlInput.select();
      setGenerated(link);
      void loadRecent(filter);
    } catch (failure) {
      setError(_t(GENERATE_FAILED));
      // The server may have made the link (generating it again finds it): the recent links show it.
      if (isAnswerLost(failure)) void loadRecent(filter);
    }
  });

  const filterOf = (tab: HTMLElement) => RECENT_FILTERS[tab.id as keyof typeof RECENT_FILTERS];
  useBind(parts, {
    url: { on: { input: () => (setGenerated(null), setError("")) } },
    form: {
      on: {
        submit: (event) => {
          event.preventDefault();
          if (generated) void copy(generated.short_url);
          else void generate();
        },
      },
    },
    // The server's button: generate, or a green copy button while the field shows the short URL.
    button: {
      text: generated ? _t(copied ? "copied" : "Copy") : _t("Get tracked link"),
      class: { "btn-success": Boolean(generated), "btn-primary": !generated, "btn-copy": Boolean(generated) },
    },
    filter: {
      each: (tab) => ({ class: { active: filterOf(tab) === filter }, attr: { "aria-pressed": String(filterOf(tab) === filter) } }),
      on: {
        click: (event, tab) => {
          event.preventDefault();
          setFilter(filterOf(tab));
        },
      },
    },
  });

  const notification = parts.notification.first();
  const list = parts.recentList.first();
  const recentNote = parts.recentNote.first();
  return (
    <>
      {fields.map(({ key, model, label, container }) =>
        createPortal(
          <UtmSelector
            orm={orm}
            model={model}
            label={label}
            value={choice[key] ?? null}
            onChange={(entry) => (setChoice((current) => ({ ...current, [key]: entry })), setGenerated(null))}
          />,
          container,
          key,
        ),
      )}
      {notification && error ? createPortal(<div className="alert alert-danger py-2 mb-0">{error}</div>, notification) : null}
      {list && Array.isArray(recent)
        ? createPortal(
            <ul className="list-unstyled o_website_links_recent_list">
              {recent.map((link) => (
                <RecentLink key={`${filter}-${link.id}`} link={link} rpc={rpc} />
              ))}
            </ul>,
            list,
          )
        : null}
      {recentNote && (recent === "failed" || (Array.isArray(recent) && !recent.length))
        ? createPortal(<p role="status">{_t(recent === "failed" ? RECENT_LINKS_FAILED : NO_RECENT_LINKS)}</p>, recentNote)
        : null}
    </>
  );
}

export default defineIsland({
  name: "links.creator",
  selector: ".o_website_links_create_tracked_url",
  moment: "load",
  mode: "enhance",
  services: ["orm"],
  markup,
  Component: LinkCreator,
});
