// The reference server's wishlist (spec 3 §3, §4, §7): per session for anonymous visitors, per
// partner once signed in; count, page, add, remove and notify, each wish reached by its owner only.
import { beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../server_fetch";
import { EMPTY_WISHLIST, PRODUCT_MISSING, WISH_MISSING } from "../../../../server/shop_extras/wishlist";

let server: TestServer;
beforeEach(async () => {
  server = startTestServer();
  await server.installPageGlobals();
});

async function rpc(path: string, params: Record<string, unknown> = {}, on = server) {
  const response = await on.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: { data: { message: string; name: string } } };
}
const count = async (on = server) => (await (await on.fetch("/shop/wishlist?count=1")).json()) as number[];

describe("wishlist routes", () => {
  it("adds once per product, counts, lists, flips notify and removes", async () => {
    const added = await rpc("/shop/wishlist/add", { product_id: 4 });
    expect(added.result).toMatchObject({ product_id: 4 });
    expect((await rpc("/shop/wishlist/add", { product_id: 4 })).result.wish_id).toBe(added.result.wish_id);
    await rpc("/shop/wishlist/add", { product_id: 7 });
    expect(await count()).toEqual([4, 7]);
    const page = await (await server.fetch("/shop/wishlist")).text();
    expect(page).toContain(`data-wish-id="${added.result.wish_id}" data-product-id="4"`);
    expect(page).toContain('<sup class="my_wish_quantity badge text-bg-primary">2</sup>');
    expect((await rpc(`/shop/wishlist/notify/${added.result.wish_id}`, { notify: true })).result).toBe(true);
    expect(await (await server.fetch("/shop/wishlist")).text()).toMatch(/id="notify-\d+" data-wish-id="\d+" checked="checked"/);
    expect((await rpc(`/shop/wishlist/notify/${added.result.wish_id}`, { notify: false })).result).toBe(false);
    expect((await rpc(`/shop/wishlist/remove/${added.result.wish_id}`)).result).toBe(true);
    expect(await count()).toEqual([7]);
  });

  it("shows the empty message and disables the listing's button of a wished product", async () => {
    expect(await (await server.fetch("/shop/wishlist")).text()).toMatch(new RegExp(`class="o_wish_empty alert alert-info">${EMPTY_WISHLIST}`));
    await rpc("/shop/wishlist/add", { product_id: 6 });
    const listing = await (await server.fetch("/shop")).text();
    expect(listing).toMatch(/data-product-product-id="6"[^>]*disabled>/);
    expect(listing).not.toMatch(/data-product-product-id="4"[^>]*disabled>/);
    expect(await (await server.fetch("/shop/product/conference-table-4")).text()).toMatch(/o_add_wishlist_dyn[^>]*data-product-product-id="6"[^>]*disabled>/);
  });

  it("keeps wishes apart per visitor and refuses unknown products and others' wishes", async () => {
    const mine = (await rpc("/shop/wishlist/add", { product_id: 4 })).result.wish_id;
    expect((await rpc("/shop/wishlist/add", { product_id: 999 })).error?.data.message).toBe(PRODUCT_MISSING);
    // A second visitor of the same server: a session of its own, none of the first one's wishes.
    const first = await server.app.request("/shop/wishlist?count=1");
    expect(await first.json()).toEqual([]);
    const cookie = first.headers.getSetCookie()[0].split(";")[0];
    const post = async (path: string, params: Record<string, unknown>) =>
      (await server.app.request(path, { method: "POST", headers: { cookie, "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) })).json() as Promise<any>;
    expect((await post(`/shop/wishlist/remove/${mine}`, {})).error.data.message).toBe(WISH_MISSING);
    expect((await post(`/shop/wishlist/notify/${mine}`, { notify: true })).error.data.message).toBe(WISH_MISSING);
    expect(await count()).toEqual([4]);
  });

  it("gives a signed-in user the partner's list, with the wishes made before logging in", async () => {
    await server.login("portal", "portal");
    const wish = (await rpc("/shop/wishlist/add", { product_id: 9 })).result.wish_id;
    expect(server.store.get("product.wishlist", wish)).toMatchObject({ partner_id: 9, sid: false });
    await server.fetch("/web/session/logout");
    expect(await count()).toEqual([]);
    await rpc("/shop/wishlist/add", { product_id: 4 });
    await rpc("/shop/wishlist/add", { product_id: 9 });
    await server.login("portal", "portal");
    expect(await count()).toEqual([9, 4]);
    expect(server.store.all("product.wishlist").map((w) => [w.product_id, w.partner_id, w.sid])).toEqual([
      [9, 9, false],
      [4, 9, false],
    ]);
  });
});
