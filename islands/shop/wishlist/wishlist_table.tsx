// The wishlist page's table (spec 3 §2, §4, §7): remove a wish, move it to the cart (the wish is
// removed unless `#b2b_wish` keeps it; a move that empties the list goes on to /shop/cart), and the
// back-in-stock switch (showing the flag the server answers). One action per row at a time; a
// failure leaves the row as it was, with a message. A removal or move whose answer was lost is not
// sent again: the wished list or the cart is read again, and what the server did is told.
import { useEffect, useRef, useState } from "react";
import { attr, browserNavigation, checked, child, defineIsland, defineMarkup, errorText, is, isAnswerLost, Portal, useBind, useService, useTranslate, type IslandProps } from "../../../src/kit";
import { NoticeAlert, type Notice } from "../alerts";
import { addedMeanwhile, addOneToCart, cartBefore } from "../cart_store";
import {
  forgetWished, refreshWished, WISHLIST_MOVE_FAILED, WISHLIST_MOVED_AFTER_LOST, WISHLIST_NOTIFY_FAILED, WISHLIST_REMOVE_FAILED, WISHLIST_REMOVED_AFTER_LOST,
  WISHLIST_ROUTES, wishedProducts,
} from "./wishlist_state";

const ROW = "tr[data-wish-id]";
const markup = defineMarkup({
  children: {
    rows: child.optional("tr[data-wish-id]", { wishId: attr.int("data-wish-id", 0), productId: attr.int("data-product-id", 0) }),
    rowControls: child.optional("tr[data-wish-id] button, tr[data-wish-id] input"),
    removeButtons: child.optional(".o_wish_rm"),
    moveButtons: child.optional(".o_wish_add"),
    notifySwitches: child.optional("input.o_wish_notify", { wishId: attr.int("data-wish-id", 0) }),
    keep: child.optional("#b2b_wish"),
    table: child.optional("table"),
    empty: child.optional(".o_wish_empty"),
    alerts: child.optional(".o_wish_alerts"),
  },
});

function WishlistTable({ parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const http = useService("http");
  const _t = useTranslate();
  const busyRows = useRef(new Set<Element>());
  /** rows that ran an action: true while it runs */
  const [rowBusy, setRowBusy] = useState<ReadonlyMap<Element, boolean>>(new Map());
  const markBusy = (row: Element, busy: boolean) => setRowBusy((now) => new Map(now).set(row, busy));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [emptied, setEmptied] = useState(false);
  const wish = (row: HTMLElement) => parts.rows.attrs(row);

  useEffect(() => {
    wishedProducts.set(new Set(parts.rows.all().map((row) => wish(row).productId)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [parts]);

  const say = (text: string, kind: Notice["kind"] = "danger") => setNotice(text ? { text, kind } : null);

  /** Runs one action of a row, its buttons disabled meanwhile. */
  const withRow = async (row: HTMLElement, action: () => Promise<void>) => {
    if (busyRows.current.has(row)) return;
    busyRows.current.add(row);
    markBusy(row, true);
    try {
      await action();
    } finally {
      busyRows.current.delete(row);
      markBusy(row, false);
    }
  };
  const rowAction = (action: (row: HTMLElement, control: HTMLElement) => Promise<void>) => (event: Event, control: HTMLElement) => {
    if (event.type === "click") event.preventDefault();
    const row = parts.rows.from(control);
    if (row) void withRow(row, () => action(row, control));
  };

  /** After a lost answer: whether the server's list no longer holds the row's product. */
  const goneMeanwhile = (row: HTMLElement) => refreshWished(http).then((ids) => !ids.has(wish(row).productId), () => false);

  /** Removes the wish of a row; true when the list is empty afterwards. */
  const removeWish = async (row: HTMLElement): Promise<boolean> => {
    try {
      await rpc(WISHLIST_ROUTES.remove(wish(row).wishId), {}, { silent: true });
    } catch (error) {
      if (!isAnswerLost(error) || !(await goneMeanwhile(row))) throw error;
      say(_t(WISHLIST_REMOVED_AFTER_LOST), "warning");
    }
    const { productId } = wish(row);
    row.remove();
    forgetWished(productId);
    const empty = parts.rows.all().length === 0;
    if (empty) {
      parts.table.first()?.remove();
      setEmptied(true);
    }
    return empty;
  };

  /** Removes a row's wish, saying why when it fails; true when the list is empty afterwards. */
  const tryRemove = async (row: HTMLElement): Promise<boolean> => {
    try {
      return await removeWish(row);
    } catch (error) {
      say(`${_t(WISHLIST_REMOVE_FAILED)} ${errorText(error, _t)}`);
      return false;
    }
  };

  const removeRow = async (row: HTMLElement) => {
    say("");
    await tryRemove(row);
  };

  const moveToCart = async (row: HTMLElement) => {
    const keep = parts.keep.first<HTMLInputElement>()?.checked ?? false;
    const before = cartBefore();
    let warning: string;
    try {
      warning = (await addOneToCart(rpc, wish(row).productId)).warning;
    } catch (error) {
      if (!isAnswerLost(error) || (await addedMeanwhile(http, before)) === null) return say(`${_t(WISHLIST_MOVE_FAILED)} ${errorText(error, _t)}`);
      warning = _t(WISHLIST_MOVED_AFTER_LOST);
    }
    say(warning, "warning");
    if (!keep && (await tryRemove(row))) browserNavigation.assign(WISHLIST_ROUTES.cart);
  };

  const setNotify = async (_row: HTMLElement, control: HTMLElement) => {
    const toggle = control as HTMLInputElement;
    const wanted = toggle.checked;
    try {
      toggle.checked = await rpc(WISHLIST_ROUTES.notify(parts.notifySwitches.attrs(toggle).wishId), { notify: wanted }, { silent: true }).then(checked(is.boolean));
      say("");
    } catch (error) {
      toggle.checked = !wanted;
      say(`${_t(WISHLIST_NOTIFY_FAILED)} ${errorText(error, _t)}`);
    }
  };

  const busyOf = (row: Element | null) => (row ? rowBusy.get(row) : undefined);
  useBind(parts, {
    rows: { each: (row) => ({ attr: { "aria-busy": busyOf(row) === undefined ? undefined : String(busyOf(row)) } }) },
    rowControls: { each: (control) => ({ prop: { disabled: busyOf(control.closest(ROW)) } }) },
    removeButtons: { on: { click: rowAction(removeRow) } },
    moveButtons: { on: { click: rowAction(moveToCart) } },
    notifySwitches: { on: { change: rowAction(setNotify) } },
    empty: { class: { "d-none": emptied ? false : undefined } },
  });
  return notice ? (
    <Portal into={parts.alerts}>
      <NoticeAlert notice={notice} compact />
    </Portal>
  ) : null;
}

export default defineIsland({
  name: "shop_extras.wishlist_table",
  selector: ".wishlist-section",
  moment: "load",
  mode: "enhance",
  services: ["http"],
  markup,
  Component: WishlistTable,
});
