// The tracked links creator (spec 3 §2, §4, §5, §7, §8): URL, campaign / medium / source selectors,
// generate (/website_links/new, ids only when chosen) → the short URL in the field and the button a
// green copy button until the URL is edited; the error field's message otherwise; recent links
// (/website_links/recent_links, filter newest / most-clicked / recently-used, limit 20).
import { defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { isAnswerLost } from "../../src/kit";
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

type Choice = Partial<Record<UtmKey, UtmEntry | null>>;

function LinkCreator() {
  const host = useHost();
  const rpc = useService("rpc");
  const orm = useService("orm");
  const _t = useTranslate();
  const [choice, setChoice] = useState<Choice>({});
  const [fields] = useState(() => readUtmFields(host));
  const [generated, setGenerated] = useState<TrackedLink | null>(null);
  const [error, setError] = useState("");
  const [filter, setFilter] = useState<RecentFilter>("newest");
  const [recent, setRecent] = useState<TrackedLink[] | "failed" | null>(null);
  const [copied, copy] = useCopy();
  const busy = useRef(false);
  const urlInput = host.querySelector<HTMLInputElement>("#url");
  const button = host.querySelector<HTMLButtonElement>("#btn_shorten_url");

  const loadRecent = useCallback(
    (which: RecentFilter) =>
      rpc<TrackedLink[]>("/website_links/recent_links", { filter: which, limit: RECENT_LINKS_LIMIT }).then(
        (links) => setRecent(Array.isArray(links) ? links : "failed"),
        () => setRecent("failed"),
      ),
    [rpc],
  );
  useEffect(() => void loadRecent(filter), [filter, loadRecent]);

  // The server's button: generate, or a green copy button while the field shows the short URL.
  useEffect(() => {
    if (!button) return;
    button.textContent = generated ? _t(copied ? "copied" : "Copy") : _t("Get tracked link");
    button.classList.toggle("btn-success", Boolean(generated));
    button.classList.toggle("btn-primary", !generated);
    button.classList.toggle("btn-copy", Boolean(generated));
  }, [button, generated, copied, _t]);

  useHostEvent("input", () => (setGenerated(null), setError("")), { selector: "#url" });

  useHostEvent(
    "submit",
    async (event) => {
    event.preventDefault();
    if (generated) return void copy(generated.short_url);
    if (busy.current || !urlInput) return;
    busy.current = true;
    setError("");
    try {
      const ids = chosenIds(Object.fromEntries(Object.entries(choice).map(([key, entry]) => [key, entry?.id ?? null])));
      const answer = await rpc("/website_links/new", { url: urlInput.value, ...ids });
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
    } finally {
      busy.current = false;
    }
    },
    { selector: "#o_website_links_link_tracker_form" },
  );

  useHostEvent(
    "click",
    (event, link) => {
      event.preventDefault();
      const next = RECENT_FILTERS[link.id as keyof typeof RECENT_FILTERS];
      host.querySelectorAll("[id^=filter-]").forEach((tab) => {
        tab.classList.toggle("active", tab === link);
        tab.setAttribute("aria-pressed", String(tab === link));
      });
      setFilter(next);
    },
    { selector: "#filter-newest-links, #filter-most-clicked-links, #filter-recently-used-links" },
  );

  const notification = host.querySelector("#o_website_links_link_tracker_form .notification");
  const list = host.querySelector("#o_website_links_recent_links");
  const recentNote = host.querySelector(".o_website_links_recent_links_notification");
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
  Component: LinkCreator,
});
