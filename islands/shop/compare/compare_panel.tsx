// Product comparison panel (spec 3 §2, §4, §5, §7, §9): the add buttons of the page
// (`.o_add_compare[data-product-product-id]`, or `.o_add_compare_dyn` reading its form's variant,
// created first when the choice has none) add a product while fewer than COMPARE_LIMIT are listed, else the limit warning shows; the list
// lives in the comparelist_product_ids cookie and its products' rows come from
// /shop/get_product_data. The list opens by itself past one product; the compare link shows from
// two. A failed or malformed answer is said in the panel and the cookie stays as it was.
// It binds the platform's `.js_sale` and puts the panel in it, as the platform's widget does: a
// page renders no panel of its own (one it does render, `.o_product_feature_panel`, is used).
import { useCallback, useEffect, useRef, useState } from "react";
import { child, defineIsland, defineMarkup, errorText, Portal, useBind, useService, useTranslate, type IslandProps } from "../../../src/kit";
import { type ComparedProduct, readProductData } from "./compare_data";
import {
  ADD_COMPARE, COMPARE_ADD_FAILED, COMPARE_LIMIT, COMPARE_LOAD_FAILED, PRODUCT_DATA_ROUTE, addToList, opensByItself, productIdOf, readCompareCookie,
  removeFromList, writeCompareCookie,
} from "./compare_list";
import { ComparePanelView } from "./compare_panel_view";
import { createChosenVariant } from "./compare_variant";

const PANEL_LABEL = "Product comparison";
const markup = defineMarkup({ children: { panel: child.optional(".o_product_feature_panel") } });

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

  useEffect(() => {
    const listed = idsRef.current;
    if (!listed.length) return;
    load(listed).then(
      // Products gone from the shop leave the list (the platform's cookie update).
      (data) => {
        const gone = listed.filter((id) => !data.existing.includes(id));
        if (gone.length) commit(idsRef.current.filter((id) => !gone.includes(id)));
      },
      (failure) => {
        setError(`${_t(COMPARE_LOAD_FAILED)} ${errorText(failure, _t)}`);
        setOpen(true);
      },
    );
  }, [load, commit, _t]);

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
        .catch((failure) => {
          setError(`${_t(COMPARE_ADD_FAILED)} ${errorText(failure, _t)}`);
          setOpen(true);
        })
        .finally(() => pending.current.delete(id));
    },
    [load, commit, _t],
  );

  const addFrom = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.(ADD_COMPARE);
    if (!button) return;
    event.preventDefault();
    const id = productIdOf(button);
    if (id) return add(id);
    createChosenVariant(rpc, button).then(
      (created) => created && add(created),
      (failure) => {
        setError(`${_t(COMPARE_ADD_FAILED)} ${errorText(failure, _t)}`);
        setOpen(true);
      },
    );
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
