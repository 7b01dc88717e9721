// The comparison panel at the bottom of shop pages (odoo-markup.md §4): the header button with its
// count badge `.o_product_circle` opening the list `.o_comparelist_products` (rows with a remove
// button, the limit warning, a failure message), and the compare link `.o_comparelist_button a`.
import { useTranslate } from "../../../src/kit";
import { type KeyboardEvent, useRef } from "react";
import { SanitizedHtmlOnDemand } from "../../../src/components/sanitized_html_on_demand";
import { COMPARE_LIMIT_WARNING, compareUrl, showsCompareButton } from "./compare_list";
import type { ComparedProduct } from "./compare_data";

export const PANEL_LIST_ID = "o_comparelist_products";

export interface PanelViewProps {
  ids: number[];
  products: Map<number, ComparedProduct>;
  open: boolean;
  limitReached: boolean;
  error: string | null;
  onToggle(): void;
  onRemove(id: number): void;
}

export function ComparePanelView({ ids, products, open, limitReached, error, onToggle, onRemove }: PanelViewProps) {
  const _t = useTranslate();
  const header = useRef<HTMLButtonElement>(null);
  // Escape closes the open list and gives the focus back to the button that opens it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    onToggle();
    header.current?.focus();
  };
  return (
    <div className="o_product_feature_panel_inner" onKeyDown={onKeyDown}>
      <div className="o_comparelist_products card shadow mb-2" id={PANEL_LIST_ID} hidden={!open}>
        <div className="card-body p-2 d-flex flex-column gap-2">
          {limitReached && (
            <div className="o_comparelist_limit_warning alert alert-warning mb-0 py-2" role="alert">
              <strong>{_t(COMPARE_LIMIT_WARNING)}</strong>
            </div>
          )}
          {error && (
            <div className="o_comparelist_error alert alert-danger mb-0 py-2" role="alert">
              {error}
            </div>
          )}
          {ids.map((id) => {
            const product = products.get(id);
            if (!product) return null;
            return (
              <div className="o_comparelist_product d-flex align-items-center gap-1" key={id} data-product-id={id}>
                <SanitizedHtmlOnDemand html={product.render} className="flex-grow-1" />
                <button type="button" className="btn btn-link text-danger o_remove" aria-label={`${_t("Remove")} ${product.display_name}`} title={_t("Remove")} onClick={() => onRemove(id)}>
                  <span className="fa fa-trash" aria-hidden="true" />
                </button>
              </div>
            );
          })}
        </div>
      </div>
      <ul className="nav justify-content-center gap-2">
        <li className="nav-item">
          <button type="button" ref={header} className="btn btn-secondary o_product_panel_header" aria-expanded={open} aria-controls={PANEL_LIST_ID} onClick={onToggle}>
            <span className="o_product_circle badge rounded-pill text-bg-primary me-1">{ids.length}</span>
            <span className="o_product_text">{_t("Compare")}</span>
            <span className={`fa ms-1 ${open ? "fa-chevron-circle-down" : "fa-chevron-circle-up"}`} aria-hidden="true" />
          </button>
        </li>
        {showsCompareButton(ids) && (
          <li className="nav-item o_comparelist_button">
            <a role="button" className="btn btn-primary" href={compareUrl(ids)}>
              {_t("Compare")} ({ids.length})
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
