// The wishlist islands on the pages the reference server renders (in-process): add buttons of
// the listing and the product page, the header count, and the wishlist page's table.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import wishlistAdd, { resetWishlistAdd } from "../../../../islands/shop/wishlist/wishlist_add";
import wishlistTable from "../../../../islands/shop/wishlist/wishlist_table";
import { WISHLIST_ADD_FAILED, WISHLIST_MOVE_FAILED, WISHLIST_MOVED_AFTER_LOST, WISHLIST_NOTIFY_FAILED, WISHLIST_REMOVE_FAILED, WISHLIST_REMOVED_AFTER_LOST, WISHLIST_ROUTES } from "../../../../islands/shop/wishlist/wishlist_state";
import { cartQuantity } from "../../../../islands/shop/cart_store";
import { UNREACHABLE_SERVER } from "../../../../src/kit/error_text";
import { addFault } from "../../../../server/faults";
import { OUT_OF_STOCK_ERROR } from "../../../../server/shop_extras/stock";
import { browserNavigation } from "../../../../src/services/browser_navigation";
import { $, $$, click, holdRequests, loadPage, notifications, settle, startPortal, type PortalHarness } from "../../portal/portal_harness";

let shop: PortalHarness;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  shop?.stop();
  resetWishlistAdd();
  cartQuantity.set(null);
});

const rpc = (path: string, params: Record<string, unknown>) =>
  shop.server.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ params }) }).then((r) => r.json());
const wished = async () => (await (await shop.server.fetch(WISHLIST_ROUTES.count)).json()) as number[];
const button = (productId: number) => $<HTMLButtonElement>(`.o_add_wishlist[data-product-product-id="${productId}"]`)!;
const badge = () => $(".my_wish_quantity")!.textContent;

describe("add to wishlist", () => {
  it("disables the button while adding and after, and shows the count the server gives", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop");
    await shop.mount(wishlistAdd, button(4));
    expect(badge()).toBe("0");
    expect($("li.o_wsale_my_wish")!.classList.contains("d-none")).toBe(true);
    const release = holdRequests(shop.server, WISHLIST_ROUTES.add);
    await click(button(4));
    expect(button(4).disabled).toBe(true);
    expect(await wished()).toEqual([]);
    release();
    await settle();
    expect(await wished()).toEqual([4]);
    expect(button(4).disabled).toBe(true);
    expect(badge()).toBe("1");
    expect($("li.o_wsale_my_wish")!.classList.contains("d-none")).toBe(false);
    expect(shop.server.requests.filter((r) => r.url === WISHLIST_ROUTES.add).map((r) => r.body.params)).toEqual([{ product_id: 4 }]);
  });

  it("adds once when two clicks arrive in the same task", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop");
    await shop.mount(wishlistAdd, button(4));
    await act(async () => {
      button(4).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
      button(4).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(shop.server.requests.filter((r) => r.url === WISHLIST_ROUTES.add)).toHaveLength(1);
  });

  it("enables the button again with a message when the server fails", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop");
    await shop.mount(wishlistAdd, button(6));
    addFault({ match: WISHLIST_ROUTES.add, kind: "502", times: 1 });
    await click(button(6));
    expect(button(6).disabled).toBe(false);
    expect(notifications().join()).toContain(`${WISHLIST_ADD_FAILED} ${UNREACHABLE_SERVER}`);
    expect(badge()).toBe("0");
    await click(button(6));
    expect(await wished()).toEqual([6]);
  });

  it("follows the product page's variant: disabled for a wished one only", async () => {
    shop = await startPortal(null);
    await rpc(WISHLIST_ROUTES.add, { product_id: 8 });
    await loadPage(shop.server, "/shop/product/storage-box-5");
    const dyn = $<HTMLButtonElement>(".o_add_wishlist_dyn")!;
    await shop.mount(wishlistAdd, dyn);
    expect(dyn.disabled).toBe(false);
    const input = $<HTMLInputElement>("input.product_id")!;
    input.value = "8";
    input.dispatchEvent(new Event("change", { bubbles: true }));
    await settle();
    expect(dyn.dataset.productProductId).toBe("8");
    expect(dyn.disabled).toBe(true);
  });
});

describe("wishlist page", () => {
  async function wishlistWith(...productIds: number[]) {
    shop = await startPortal(null);
    for (const id of productIds) await rpc(WISHLIST_ROUTES.add, { product_id: id });
    window.history.replaceState(null, "", "/shop/wishlist");
    await loadPage(shop.server, "/shop/wishlist");
    await shop.mount(wishlistTable);
  }
  const row = (productId: number) => $<HTMLTableRowElement>(`tr[data-product-id="${productId}"]`);

  it("removes a wish and updates the count; the last one leaves the empty message", async () => {
    await wishlistWith(4, 6);
    expect(badge()).toBe("2");
    await click(row(4)!.querySelector(".o_wish_rm"));
    expect(row(4)).toBeNull();
    expect(await wished()).toEqual([6]);
    expect(badge()).toBe("1");
    await click(row(6)!.querySelector(".o_wish_rm"));
    expect($(".o_wish_empty")!.classList.contains("d-none")).toBe(false);
  });

  it("moves to the cart and removes the wish, going to the cart when the list is emptied", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await wishlistWith(4, 6);
    await click(row(4)!.querySelector(".o_wish_add"));
    expect(shop.server.requests.find((r) => r.url === WISHLIST_ROUTES.cartUpdateJson)!.body.params).toEqual({ product_id: 4, add_qty: 1, display: false });
    expect(cartQuantity.get()).toBe(1);
    expect(row(4)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    await click(row(6)!.querySelector(".o_wish_add"));
    expect(assign).toHaveBeenCalledWith("/shop/cart");
    expect(await wished()).toEqual([]);
  });

  it("keeps the wish when #b2b_wish is checked, and keeps it on a failed move with a message", async () => {
    await wishlistWith(4);
    $<HTMLInputElement>("#b2b_wish")!.checked = true;
    await click(row(4)!.querySelector(".o_wish_add"));
    expect(cartQuantity.get()).toBe(1);
    expect(row(4)).not.toBeNull();
    $<HTMLInputElement>("#b2b_wish")!.checked = false;
    addFault({ match: WISHLIST_ROUTES.cartUpdateJson, kind: "502", times: 1 });
    await click(row(4)!.querySelector(".o_wish_add"));
    expect(row(4)).not.toBeNull();
    expect($(".o_wish_alerts")!.textContent).toBe(`${WISHLIST_MOVE_FAILED} ${UNREACHABLE_SERVER}`);
    expect(await wished()).toEqual([4]);
  });

  it("keeps the wish of a sold-out product with the server's reason", async () => {
    await wishlistWith(8);
    await click(row(8)!.querySelector(".o_wish_add"));
    expect($(".o_wish_alerts")!.textContent).toBe(`${WISHLIST_MOVE_FAILED} ${OUT_OF_STOCK_ERROR}`);
    expect(row(8)).not.toBeNull();
    expect(cartQuantity.get()).toBeNull();
  });

  it("flips the notify switch to the flag the server answers, and puts it back on a failure", async () => {
    await wishlistWith(4);
    const toggle = row(4)!.querySelector<HTMLInputElement>("input.o_wish_notify")!;
    await click(toggle);
    expect(toggle.checked).toBe(true);
    const call = shop.server.requests.find((r) => r.url.startsWith("/shop/wishlist/notify/"))!;
    expect(call.body.params).toEqual({ notify: true });
    expect(shop.server.store.all("product.wishlist")[0].stock_notification).toBe(true);
    addFault({ match: "/shop/wishlist/notify/", kind: "502", times: 1 });
    await click(toggle);
    expect(toggle.checked).toBe(true);
    expect($(".o_wish_alerts")!.textContent).toContain(WISHLIST_NOTIFY_FAILED);
    expect($$("tr[data-wish-id] button:disabled")).toEqual([]);
  });
  /** Lets the server answer `route`, then loses the answer on the way back. */
  function loseAnswerAfterServer(route: string) {
    const serverFetch = shop.server.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serverFetch(input, init);
      if (String(input).startsWith(route)) throw new TypeError("Failed to fetch");
      return answer;
    });
  }

  it("after a removal whose answer was lost once the server removed the wish, asks the list again, removes the row and says so", async () => {
    await wishlistWith(4, 6);
    loseAnswerAfterServer(WISHLIST_ROUTES.remove(row(4)!.dataset.wishId!));
    await click(row(4)!.querySelector(".o_wish_rm"));
    await settle();
    expect(row(4)).toBeNull();
    expect($(".o_wish_alerts")!.textContent).toBe(WISHLIST_REMOVED_AFTER_LOST);
    expect(badge()).toBe("1");
  });

  it("after a removal lost before the server acted (504), keeps the row and says it was not removed", async () => {
    await wishlistWith(4, 6);
    addFault({ match: "/shop/wishlist/remove/", kind: "504", times: 1 });
    await click(row(4)!.querySelector(".o_wish_rm"));
    await settle();
    expect(row(4)).not.toBeNull();
    expect($(".o_wish_alerts")!.textContent).toContain(WISHLIST_REMOVE_FAILED);
    expect(await wished()).toEqual([4, 6]);
  });

  it("after a move whose answer was lost once the server filled the cart, says it was added and removes the wish, without adding twice", async () => {
    await wishlistWith(4, 6);
    loseAnswerAfterServer(WISHLIST_ROUTES.cartUpdateJson);
    await click(row(4)!.querySelector(".o_wish_add"));
    await settle();
    expect($(".o_wish_alerts")!.textContent).toBe(WISHLIST_MOVED_AFTER_LOST);
    expect(cartQuantity.get()).toBe(1);
    expect(row(4)).toBeNull();
    expect(await wished()).toEqual([6]);
    expect(shop.server.requests.filter((r) => r.url === WISHLIST_ROUTES.cartUpdateJson)).toHaveLength(1);
  });
});
