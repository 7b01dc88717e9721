// The wishlist page's table (spec 3 §2, §4, §7): remove a wish (/shop/wishlist/remove/{wish}),
// move it to the cart (update_json {product_id, add_qty, display: false}; the wish is removed
// unless `#b2b_wish` keeps it, and a move that empties the list goes on to /shop/cart), and the
// back-in-stock switch (/shop/wishlist/notify/{wishId} {notify}, showing the flag the server
// answers). One action per row at a time; a failure leaves the row as it was, with a message.
// A removal or move whose answer was lost is not sent again: the wished list or the cart is read
// again, and what the server did is shown and told.
import { browserNavigation, defineIsland, isAnswerLost, useHost, useHostEvent, useService, useTranslate } from "../../../src/kit";
import { useEffect, useRef } from "react";
import { errorText, MalformedAnswerError } from "../../../src/kit";
import { readCartAnswer } from "../cart_answer";
import { badgeQuantity, cartQuantityNow } from "../cart_after_lost";
import { cartQuantity } from "../cart_store";
import {
  forgetWished, KEEP_CHECKBOX, refreshWished, WISHLIST_MOVE_FAILED, WISHLIST_MOVED_AFTER_LOST, WISHLIST_NOTIFY_FAILED, WISHLIST_REMOVE_FAILED, WISHLIST_REMOVED_AFTER_LOST,
  WISHLIST_ROUTES, wishedProducts,
} from "./wishlist_state";

const ROW = "tr[data-wish-id]";
const ALERTS = ".o_wish_alerts";
const EMPTY = ".o_wish_empty";

type RowRunner = (row: HTMLTableRowElement, action: () => Promise<void>) => Promise<void>;

/** An event on a control of a wish's row runs `action` for that row, one at a time. */
function useRowAction(type: "click" | "change", selector: string, run: RowRunner, action: (row: HTMLTableRowElement, control: HTMLElement) => Promise<void>) {
  useHostEvent(
    type,
    (event, control) => {
      if (type === "click") event.preventDefault();
      const row = control.closest<HTMLTableRowElement>(ROW);
      if (row) void run(row, () => action(row, control));
    },
    { selector },
  );
}

function WishlistTable() {
  const host = useHost();
  const rpc = useService("rpc");
  const http = useService("http");
  const _t = useTranslate();
  const busyRows = useRef(new Set<Element>());
  const rows = () => [...host.querySelectorAll<HTMLTableRowElement>(ROW)];

  useEffect(() => {
    wishedProducts.set(new Set(rows().map((row) => Number(row.dataset.productId))));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  const say = (text: string, tone: "danger" | "warning" = "danger") => {
    const region = host.querySelector<HTMLElement>(ALERTS);
    if (!region) return;
    region.replaceChildren();
    if (!text) return;
    const alert = document.createElement("div");
    alert.className = `alert alert-${tone} py-2`;
    alert.setAttribute("role", "alert");
    alert.textContent = text;
    region.append(alert);
  };

  /** Runs one action of a row, its buttons disabled meanwhile. */
  const withRow = async (row: HTMLTableRowElement, action: () => Promise<void>) => {
    if (busyRows.current.has(row)) return;
    busyRows.current.add(row);
    row.setAttribute("aria-busy", "true");
    row.querySelectorAll<HTMLButtonElement | HTMLInputElement>("button, input").forEach((control) => (control.disabled = true));
    try {
      await action();
    } finally {
      busyRows.current.delete(row);
      row.setAttribute("aria-busy", "false");
      row.querySelectorAll<HTMLButtonElement | HTMLInputElement>("button, input").forEach((control) => (control.disabled = false));
    }
  };

  /** After a lost answer: whether the server's list no longer holds the row's product. */
  const goneMeanwhile = (row: HTMLTableRowElement) =>
    refreshWished(http).then((ids) => !ids.has(Number(row.dataset.productId)), () => false);

  /** Removes the wish of a row; true when the list is empty afterwards. */
  const removeWish = async (row: HTMLTableRowElement): Promise<boolean> => {
    try {
      await rpc(WISHLIST_ROUTES.remove(Number(row.dataset.wishId)), {}, { silent: true });
    } catch (error) {
      if (!isAnswerLost(error) || !(await goneMeanwhile(row))) throw error;
      say(_t(WISHLIST_REMOVED_AFTER_LOST), "warning");
    }
    row.remove();
    forgetWished(Number(row.dataset.productId));
    const empty = rows().length === 0;
    if (empty) {
      host.querySelector("table")?.remove();
      host.querySelector(EMPTY)?.classList.remove("d-none");
    }
    return empty;
  };

  /** Removes a row's wish, saying why when it fails; true when the list is empty afterwards. */
  const tryRemove = async (row: HTMLTableRowElement): Promise<boolean> => {
    try {
      return await removeWish(row);
    } catch (error) {
      say(`${_t(WISHLIST_REMOVE_FAILED)} ${errorText(error, _t)}`);
      return false;
    }
  };

  useRowAction("click", ".o_wish_rm", withRow, async (row) => {
    say("");
    await tryRemove(row);
  });

  useRowAction("click", ".o_wish_add", withRow, async (row) => {
    const keep = host.querySelector<HTMLInputElement>(KEEP_CHECKBOX)?.checked ?? false;
    const before = cartQuantity.get() ?? badgeQuantity(document);
    let warning: string;
    try {
      const answer = readCartAnswer(await rpc(WISHLIST_ROUTES.cartUpdateJson, { product_id: Number(row.dataset.productId), add_qty: 1, display: false }, { silent: true }));
      cartQuantity.set(answer.cart_quantity);
      warning = answer.warning;
    } catch (error) {
      const now = isAnswerLost(error) && before !== null ? await cartQuantityNow(http) : null;
      if (now === null || before === null || now <= before) return say(`${_t(WISHLIST_MOVE_FAILED)} ${errorText(error, _t)}`);
      cartQuantity.set(now);
      warning = _t(WISHLIST_MOVED_AFTER_LOST);
    }
    say(warning, "warning");
    if (!keep && (await tryRemove(row))) browserNavigation.assign(WISHLIST_ROUTES.cart);
  });

  useRowAction("change", "input.o_wish_notify", withRow, async (_row, input) => {
    const toggle = input as HTMLInputElement;
    const wanted = toggle.checked;
    try {
      const flag = await rpc(WISHLIST_ROUTES.notify(Number(toggle.dataset.wishId)), { notify: wanted }, { silent: true });
      if (typeof flag !== "boolean") throw new MalformedAnswerError();
      toggle.checked = flag;
      say("");
    } catch (error) {
      toggle.checked = !wanted;
      say(`${_t(WISHLIST_NOTIFY_FAILED)} ${errorText(error, _t)}`);
    }
  });
  return null;
}

export default defineIsland({
  name: "shop_extras.wishlist_table",
  selector: ".wishlist-section",
  moment: "load",
  mode: "enhance",
  services: ["http"],
  Component: WishlistTable,
});
