// Search bar block (spec 3 §4 Blocks, §7, §9): suggests results while typing (400 ms debounce)
// through /website/snippet/autocomplete, in a dropdown under the bar; arrow keys move through the
// results, Escape, focus leaving or an empty input close it; Enter submits the form normally.
import { defineIsland, useHost, useService, useTranslate } from "../../../src/kit";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { HostPortal } from "../../../src/components/HostPortal";
import {
  ALL_RESULTS, AUTOCOMPLETE_ROUTE, FOCUS_OUT_DELAY_MS, FUZZY_NOTICE, MIN_MENU_WIDTH_PX, NO_RESULTS, SEARCH_DEBOUNCE_MS,
  TALL_MENU_MAX_HEIGHT, contextOptions, maxCharsFor, type SearchAnswer, type SearchResult,
} from "./searchbar_search";

const INPUT = ".search-query";

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

interface SearchBarProps {
  searchType: string;
  limit: number;
  show: Record<string, boolean>;
  noFuzzy: boolean;
}

function SearchBar({ searchType, limit, show, noFuzzy }: SearchBarProps) {
  const form = useHost<HTMLFormElement>();
  const _t = useTranslate();
  const rpc = useService("rpc");
  const input = form.querySelector<HTMLInputElement>(INPUT);
  const [answer, setAnswer] = useState<{ term: string; data: SearchAnswer } | null>(null);
  const menu = useRef<HTMLDivElement>(null);
  const autocompleteOff = useRef(false);

  useEffect(() => {
    if (!input) return;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let focusOut: ReturnType<typeof setTimeout> | undefined;
    let request = 0;
    const close = () => {
      request++;
      setAnswer(null);
    };
    const fetchResults = async () => {
      const term = input.value;
      if (!term.trim() || autocompleteOff.current) return close();
      const id = ++request;
      const hidden = [...form.querySelectorAll<HTMLInputElement>("input[type='hidden']")].map((h): [string, string] => [h.name, h.value]);
      const order = form.querySelector<HTMLInputElement>(".o_search_order_by")?.value ?? input.dataset.orderBy ?? "name asc";
      const options = {
        displayImage: show.image, displayDescription: show.description, displayExtraLink: show.extraLink, displayDetail: show.detail,
        allowFuzzy: !noFuzzy, ...contextOptions(form.getAttribute("action") || window.location.pathname + window.location.search, hidden),
      };
      try {
        const data = await rpc<SearchAnswer>(AUTOCOMPLETE_ROUTE, {
          search_type: searchType, term, order, limit, max_nb_chars: maxCharsFor(form.getBoundingClientRect().width), options,
        }, { silent: true });
        if (id === request && input.value === term) setAnswer({ term, data });
      } catch {
        if (id === request) close();
      }
    };
    let current = input.value;
    let beforeLastInput = current;
    const onInput = () => {
      beforeLastInput = current;
      current = input.value;
      clearTimeout(debounce);
      if (!input.value) {
        close();
        return;
      }
      autocompleteOff.current = false;
      debounce = setTimeout(fetchResults, SEARCH_DEBOUNCE_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      else if (event.key === "Enter") {
        autocompleteOff.current = true;
        clearTimeout(debounce);
      } else if (event.key === "ArrowDown") {
        const first = menu.current?.querySelector<HTMLElement>(".dropdown-item");
        if (first) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    const onSearch = (event: Event) => {
      clearTimeout(debounce);
      if (input.value) {
        autocompleteOff.current = true;
        return;
      }
      event.preventDefault();
      close();
      if (beforeLastInput !== "") {
        autocompleteOff.current = true;
        form.requestSubmit();
      }
    };
    const onFocusOut = () => {
      clearTimeout(focusOut);
      focusOut = setTimeout(() => {
        if (!form.contains(document.activeElement)) close();
      }, FOCUS_OUT_DELAY_MS);
    };
    const onSubmit = () => {
      autocompleteOff.current = true;
      clearTimeout(debounce);
    };
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKey);
    input.addEventListener("search", onSearch);
    form.addEventListener("focusout", onFocusOut);
    form.addEventListener("submit", onSubmit);
    return () => {
      clearTimeout(debounce);
      clearTimeout(focusOut);
      request++;
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKey);
      input.removeEventListener("search", onSearch);
      form.removeEventListener("focusout", onFocusOut);
      form.removeEventListener("submit", onSubmit);
    };
  }, [form, input, rpc, searchType, limit, show, noFuzzy]);

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
    const items = [...(menu.current?.querySelectorAll<HTMLElement>(".dropdown-item") ?? [])];
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
    const extra = (event.target as Element).closest<HTMLElement>("button.extra_link");
    if (extra?.dataset.target) {
      event.preventDefault();
      window.location.assign(extra.dataset.target);
    }
    const fuzzy = (event.target as Element).closest(".s_searchbar_fuzzy_submit");
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
    <HostPortal selector={form.querySelector(".input-group") ? ".input-group" : undefined}>
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
    </HostPortal>
  );
}

export default defineIsland({
  name: "snippets.searchbar",
  selector: ".o_searchbar_form",
  moment: "idle",
  mode: "enhance",
  props: (form): SearchBarProps => {
    const input = form.querySelector<HTMLElement>(INPUT);
    const flag = (name: string) => input?.getAttribute(name) === "true" || input?.getAttribute(name) === "1";
    const limit = parseInt(input?.getAttribute("data-limit") ?? "", 10);
    return {
      searchType: input?.getAttribute("data-search-type") || "all",
      limit: Number.isInteger(limit) && limit > 0 ? limit : 5,
      show: {
        image: flag("data-display-image"), description: flag("data-display-description"),
        extraLink: flag("data-display-extra-link"), detail: flag("data-display-detail"),
      },
      noFuzzy: flag("data-no-fuzzy"),
    };
  },
  Component: SearchBar,
});
