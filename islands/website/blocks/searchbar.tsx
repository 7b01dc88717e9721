// Search bar block (spec 3 §4 Blocks, §7, §9): suggests results while typing (400 ms debounce)
// through /website/snippet/autocomplete, in a dropdown under the bar; arrow keys move through the
// results, Escape, focus leaving or an empty input close it; Enter submits the form normally.
import {
  Portal, attr, child, defineIsland, defineMarkup, useBind, useDebounced, useHost, useService, useTimeouts, useTranslate, type IslandProps, type Schema,
} from "../../../src/kit";
import { useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import {
  ALL_RESULTS, AUTOCOMPLETE_ROUTE, FOCUS_OUT_DELAY_MS, FUZZY_NOTICE, MIN_MENU_WIDTH_PX, NO_RESULTS, SEARCH_DEBOUNCE_MS,
  TALL_MENU_MAX_HEIGHT, contextOptions, maxCharsFor, type SearchAnswer, type SearchResult,
} from "./searchbar_search";

const markup = defineMarkup({
  children: {
    input: child.optional(".search-query", {
      searchType: attr.string("data-search-type", "all"),
      limit: attr.int("data-limit", 5),
      orderBy: attr.string("data-order-by", "name asc"),
      image: attr.boolean("data-display-image"),
      description: attr.boolean("data-display-description"),
      extraLink: attr.boolean("data-display-extra-link"),
      detail: attr.boolean("data-display-detail"),
      noFuzzy: attr.boolean("data-no-fuzzy"),
    }),
    hidden: child.optional("input[type='hidden']"),
    order: child.optional(".o_search_order_by"),
    group: child.optional(".input-group"),
    items: child.optional(".o_searchbar_dropdown .dropdown-item"),
    extraLinks: child.optional(".o_searchbar_dropdown button.extra_link", { target: attr.string("data-target") }),
    fuzzy: child.optional(".s_searchbar_fuzzy_submit"),
  },
});

const isSearchAnswer: Schema<SearchAnswer> = (value): value is SearchAnswer =>
  !!value && typeof value === "object" && Array.isArray((value as SearchAnswer).results) && typeof (value as SearchAnswer).results_count === "number";

function ResultItem({ result, show }: { result: SearchResult; show: Record<string, boolean> }) {
  return (
    <a href={result.website_url} className="dropdown-item p-2 text-wrap o_search_result" role="option" aria-selected="false">
      <div className="d-flex align-items-center o_search_result_item">
        {show.image && (result.image_url ? (
          <img src={result.image_url} alt="" width="48" height="48" className="flex-shrink-0 o_image_64_contain" />
        ) : result._fa ? (
          <i className={`fa fa-fw ${result._fa} flex-shrink-0`} aria-hidden="true" />
        ) : null)}
        <div className="o_search_result_item_detail px-3 flex-grow-1">
          <div className="h6 fw-bold mb-0">{result.name}</div>
          {show.description && result.description && <p className="mb-0 small text-muted">{result.description}</p>}
          {show.extraLink && result.extra_link && result.extra_link_url && (
            <button type="button" className="extra_link btn btn-link btn-sm p-0" data-target={result.extra_link_url}>{result.extra_link}</button>
          )}
        </div>
        {show.detail && (result.detail || result.detail_strike) && (
          <div className="flex-shrink-0 text-end o_search_result_detail">
            {result.detail_strike && <del className="text-muted me-1">{result.detail_strike}</del>}
            {result.detail && <span className="fw-bold">{result.detail}</span>}
            {result.detail_extra && <span className="d-block small text-muted">{result.detail_extra}</span>}
          </div>
        )}
      </div>
    </a>
  );
}

function SearchBar({ parts }: IslandProps<typeof markup>) {
  const form = useHost<HTMLFormElement>();
  const _t = useTranslate();
  const rpc = useService("rpc");
  const timeouts = useTimeouts();
  const input = parts.input.first<HTMLInputElement>();
  const [{ searchType, limit, orderBy, noFuzzy, ...show }] = useState(() => (input ? parts.input.attrs(input) : null) ?? {
    searchType: "all", limit: 5, orderBy: "name asc", noFuzzy: false, image: false, description: false, extraLink: false, detail: false,
  });
  const [answer, setAnswer] = useState<{ term: string; data: SearchAnswer } | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  const autocompleteOff = useRef(false);
  const request = useRef(0);
  const typed = useRef({ current: input?.value ?? "", beforeLast: input?.value ?? "" });

  const close = () => {
    request.current++;
    setAnswer(null);
  };
  const fetchResults = useDebounced(async () => {
    if (!input) return;
    const term = input.value;
    if (!term.trim() || autocompleteOff.current) return close();
    const id = ++request.current;
    const hidden = parts.hidden.all<HTMLInputElement>().map((h): [string, string] => [h.name, h.value]);
    const order = parts.order.first<HTMLInputElement>()?.value ?? orderBy;
    const options = {
      displayImage: show.image, displayDescription: show.description, displayExtraLink: show.extraLink, displayDetail: show.detail,
      allowFuzzy: !noFuzzy, ...contextOptions(form.getAttribute("action") || window.location.pathname + window.location.search, hidden),
    };
    try {
      const data = await rpc(AUTOCOMPLETE_ROUTE, {
        search_type: searchType, term, order, limit: limit > 0 ? limit : 5, max_nb_chars: maxCharsFor(form.getBoundingClientRect().width), options,
      }, { silent: true });
      if (id === request.current && input.value === term && isSearchAnswer(data)) setAnswer({ term, data });
      else if (id === request.current && !isSearchAnswer(data)) close();
    } catch {
      if (id === request.current) close();
    }
  }, SEARCH_DEBOUNCE_MS);
  // a stopped bar answers no more
  useLayoutEffect(() => () => void request.current++, []);

  // Enter, a submit or a cleared search sends the form: no suggestions until typing again
  const stopSuggesting = () => {
    autocompleteOff.current = true;
    fetchResults.cancel();
  };
  const onInput = () => {
    if (!input) return;
    typed.current = { beforeLast: typed.current.current, current: input.value };
    fetchResults.cancel();
    if (!input.value) return close();
    autocompleteOff.current = false;
    fetchResults();
  };
  const onKey = (event: KeyboardEvent) => {
    const first = parts.items.first();
    if (event.key === "Escape") close();
    else if (event.key === "Enter") stopSuggesting();
    else if (event.key === "ArrowDown" && first) {
      event.preventDefault();
      first.focus();
    }
  };
  // the search input's clear button: a search for nothing, sent when something was searched before
  const onSearch = (event: Event) => {
    fetchResults.cancel();
    if (input?.value) return void (autocompleteOff.current = true);
    event.preventDefault();
    close();
    if (typed.current.beforeLast === "") return;
    stopSuggesting();
    form.requestSubmit();
  };
  const onFocusOut = () => {
    timeouts.clear();
    timeouts.set(() => !form.contains(document.activeElement) && close(), FOCUS_OUT_DELAY_MS);
  };
  useBind(parts, {
    input: { on: { input: onInput, keydown: onKey, search: onSearch } },
    host: { on: { focusout: onFocusOut, submit: stopSuggesting } },
  });

  useLayoutEffect(() => {
    const element = menu.current;
    if (!element) return;
    element.style.maxHeight = "";
    // the page's height without the menu, which would otherwise count itself in it
    element.style.display = "none";
    const pageHeight = (document.getElementById("wrapwrap") ?? document.documentElement).scrollHeight;
    element.style.display = "";
    if (element.getBoundingClientRect().bottom + window.scrollY > pageHeight) {
      element.style.maxHeight = TALL_MENU_MAX_HEIGHT;
      element.style.overflowY = "auto";
    }
  }, [answer]);

  const onMenuKey = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const items = parts.items.all();
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      setAnswer(null);
      input?.focus();
    } else if (event.key === "ArrowDown" && index >= 0) {
      event.preventDefault();
      items[Math.min(index + 1, items.length - 1)].focus();
    } else if (event.key === "ArrowUp" && index >= 0) {
      event.preventDefault();
      (index === 0 ? input : items[index - 1])?.focus();
    }
  };

  const onMenuClick = (event: React.MouseEvent) => {
    const extra = parts.extraLinks.from(event.target);
    const target = extra && parts.extraLinks.attrs(extra).target;
    if (target) {
      event.preventDefault();
      window.location.assign(target);
    }
    const fuzzy = parts.fuzzy.from(event.target);
    if (fuzzy && input) {
      event.preventDefault();
      input.value = fuzzy.textContent ?? "";
      form.requestSubmit();
    }
  };

  if (!answer) return null;
  const { term, data } = answer;
  // the corrected term is a link inside the translated sentence: split it where the term goes
  const [fuzzyBefore, fuzzyAfter = ""] = _t(FUZZY_NOTICE, term, "\u0000").split("\u0000");
  return (
    <Portal into={parts.group.first() ? parts.group : undefined}>
      <div
        ref={menu}
        className="dropdown-menu show w-100 o_searchbar_dropdown"
        style={{ minWidth: MIN_MENU_WIDTH_PX, top: "100%", left: 0 }}
        role="listbox"
        aria-label={_t("Search results")}
        onKeyDown={onMenuKey}
        onClick={onMenuClick}
      >
        {data.fuzzy_search && data.results.length > 0 && (
          <span className="dropdown-item-text o_search_fuzzy">
            <span className="text-muted">{fuzzyBefore}<a href="#" className="s_searchbar_fuzzy_submit">{data.fuzzy_search}</a>{fuzzyAfter}</span>
          </span>
        )}
        {data.results.length === 0 && (
          <span className="dropdown-item-text"><span className="text-muted">{_t(NO_RESULTS)}</span></span>
        )}
        {data.results.map((result) => <ResultItem key={result.website_url} result={result} show={show} />)}
        {data.results_count > data.results.length && (
          <button type="submit" className="dropdown-item text-center text-primary">{_t(ALL_RESULTS)}</button>
        )}
      </div>
    </Portal>
  );
}

export default defineIsland({
  name: "snippets.searchbar",
  selector: ".o_searchbar_form",
  moment: "idle",
  mode: "enhance",
  markup,
  Component: SearchBar,
});
