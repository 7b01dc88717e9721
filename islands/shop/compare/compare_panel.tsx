// Product comparison panel (spec 3 §2, §4, §5, §7, §9): the page's add buttons
// (`.o_add_compare[data-product-product-id]`, or `.o_add_compare_dyn` reading its form's variant,
// created first when the choice has none) add a product while fewer than COMPARE_LIMIT are listed,
// else the limit warning shows; the list lives in its cookie, its rows come from
// /shop/get_product_data. A failed or malformed answer is said in the panel, the cookie kept.
// It binds the platform's `.js_sale` and puts the panel in it, as the platform's widget does (a
// panel the page does render, `.o_product_feature_panel`, is used).
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { SanitizedHtmlOnDemand } from "../../../src/components/sanitized_html_on_demand";
import { child, defineIsland, defineMarkup, errorText, Portal, useBind, useService, useTranslate, type IslandProps } from "../../../src/kit";
import {
  ADD_COMPARE, COMPARE_ADD_FAILED, COMPARE_LIMIT, COMPARE_LIMIT_WARNING, COMPARE_LOAD_FAILED, PRODUCT_DATA_ROUTE, addToList, compareUrl, createChosenVariant,
  opensByItself, productIdOf, readCompareCookie, readProductData, removeFromList, showsCompareButton, writeCompareCookie, type ComparedProduct,
} from "./compare_list";

const PANEL_LABEL = "Product comparison";
const markup = defineMarkup({ children: { panel: child.optional(".o_product_feature_panel") } });

const PANEL_LIST_ID = "o_comparelist_products";

type PanelViewProps = {
  ids: number[]; products: Map<number, ComparedProduct>; open: boolean; limitReached: boolean; error: string | null; onToggle(): void; onRemove(id: number): void;
};

/**
 * The panel at the bottom of shop pages (odoo-markup.md §4): the header button with its count badge
 * `.o_product_circle` opening the list `.o_comparelist_products` (rows with a remove button, the
 * limit warning, a failure message), and the compare link `.o_comparelist_button a`.
 */
function ComparePanelView({ ids, products, open, limitReached, error, onToggle, onRemove }: PanelViewProps) {
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
          {error && <div className="o_comparelist_error alert alert-danger mb-0 py-2" role="alert">{error}</div>}
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

function ComparePanel({ parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const [ids, setIds] = useState(() => readCompareCookie(document.cookie));
  const [products, setProducts] = useState(() => new Map<number, ComparedProduct>());
  const [open, setOpen] = useState(false);
  const [limitReached, setLimitReached] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const idsRef = useRef(ids);
  const pending = useRef(new Set<number>());

  const commit = useCallback((next: number[]) => {
    idsRef.current = next;
    writeCompareCookie(next);
    setIds(next);
  }, []);

  const load = useCallback(
    (productIds: number[]) =>
      rpc(PRODUCT_DATA_ROUTE, { product_ids: productIds, cookies: idsRef.current }, { silent: true }).then((answer) => {
        const data = readProductData(answer);
        setProducts((known) => new Map([...known, ...data.products]));
        return data;
      }),
    [rpc],
  );

  /** A failed call is said in the opened panel; the list stays as it was. */
  const failed = useCallback(
    (text: string) => (failure: unknown) => {
      setError(`${_t(text)} ${errorText(failure, _t)}`);
      setOpen(true);
    },
    [_t],
  );

  useEffect(() => {
    const listed = idsRef.current;
    if (!listed.length) return;
    load(listed).then(
      // Products gone from the shop leave the list (the platform's cookie update).
      (data) => {
        const gone = listed.filter((id) => !data.existing.includes(id));
        if (gone.length) commit(idsRef.current.filter((id) => !gone.includes(id)));
      },
      failed(COMPARE_LOAD_FAILED),
    );
  }, [load, commit, failed]);

  const add = useCallback(
    (id: number) => {
      if (idsRef.current.includes(id) || pending.current.has(id)) return setOpen(true);
      if (idsRef.current.length + pending.current.size >= COMPARE_LIMIT) {
        setLimitReached(true);
        return setOpen(true);
      }
      pending.current.add(id);
      const sent = idsRef.current;
      load([id])
        .then((data) => {
          const kept = idsRef.current.filter((other) => data.existing.includes(other) || !sent.includes(other));
          const result = data.products.has(id) ? addToList(kept, id) : { kind: "present" as const };
          if (result.kind === "limit") setLimitReached(true);
          if (result.kind === "added") {
            commit(result.ids);
            setError(null);
            if (opensByItself(result.ids)) setOpen(true);
          }
        })
        .catch(failed(COMPARE_ADD_FAILED))
        .finally(() => pending.current.delete(id));
    },
    [load, commit, failed],
  );

  const addFrom = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(ADD_COMPARE);
    if (!button) return;
    event.preventDefault();
    const id = productIdOf(button);
    if (id) return add(id);
    createChosenVariant(rpc, button).then((created) => created && add(created), failed(COMPARE_ADD_FAILED));
  };

  const remove = (id: number) => {
    commit(removeFromList(idsRef.current, id));
    setLimitReached(false);
    setOpen(true);
  };

  // The page's own panel is used; else the island adds one at the end of its host while it runs.
  const [pagePanel] = useState(() => parts.panel.first() !== null);
  const hidden = ids.length === 0 && !error;
  useBind(parts, {
    document: { on: { click: addFrom } },
    panel: { class: { "d-none": pagePanel ? hidden : undefined } },
  });
  const view = <ComparePanelView ids={ids} products={products} open={open} limitReached={limitReached} error={error} onToggle={() => setOpen((value) => !value)} onRemove={remove} />;
  if (pagePanel) return <Portal into={parts.panel}>{view}</Portal>;
  return (
    <Portal>
      <div className={`o_product_feature_panel${hidden ? " d-none" : ""}`} role="region" aria-label={_t(PANEL_LABEL)}>
        {view}
      </div>
    </Portal>
  );
}

export default defineIsland({
  name: "shop_extras.compare_panel",
  selector: ".js_sale",
  moment: "load",
  mode: "enhance",
  markup,
  Component: ComparePanel,
});
