// The chatter's page links (previous, up to 5 pages, next), shown when there is more than a page.
import type { ReactNode } from "react";
import { useTranslate } from "../../../src/kit";
import type { PagerState } from "./pager_state";

export function Pager({ pager, onPage, disabled }: { pager: PagerState; onPage: (page: number) => void; disabled: boolean }) {
  const _t = useTranslate();
  if (pager.pages.length <= 1) return null;
  const item = (page: number, label: ReactNode, ariaLabel: string, extra = "") => (
    <li key={`${ariaLabel}-${page}`} className={`page-item o_portal_chatter_pager_btn ${extra}`} data-page={page}>
      <button type="button" className="page-link" aria-label={ariaLabel} aria-current={extra === "active" ? "page" : undefined} disabled={disabled} onClick={() => onPage(page)}>
        {label}
      </button>
    </li>
  );
  return (
    <nav className="o_portal_chatter_pager" aria-label={_t("Pages of the conversation")}>
      <ul className="pagination mb-0">
        {pager.page !== pager.previous ? item(pager.previous, <i className="fa fa-chevron-left" aria-hidden="true" />, _t("Previous")) : null}
        {pager.pages.map((page) => item(page, page, _t("Page %s", page), page === pager.page ? "active" : ""))}
        {pager.page !== pager.next ? item(pager.next, <i className="fa fa-chevron-right" aria-hidden="true" />, _t("Next")) : null}
      </ul>
    </nav>
  );
}
