// The product page under stock limits (spec 3 §5): the quantity cap with a partly filled cart,
// add disabled at 0 with the messages, and the notify-me form of an out-of-stock variant.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import product from "../../../../islands/shop/product";
import stockMessages from "../../../../islands/shop/stock/stock_messages";
import { ALL_IN_CART, availability, NOTIFY_INVALID_EMAIL, NOTIFY_ME, NOTIFY_SUCCESS, OUT_OF_STOCK, STOCK_NOTIFICATION_ROUTE } from "../../../../islands/shop/stock/stock";
import { cartQuantity } from "../../../../islands/shop/cart_store";
import { $, click, loadPage, settle, startPortal, typeInto, type PortalHarness } from "../../portal/portal_harness";

let shop: PortalHarness;
afterEach(() => {
  vi.unstubAllGlobals();
  shop?.stop();
  availability.set(null);
  cartQuantity.set(null);
  history.replaceState(null, "", "/");
});

const quantity = () => $<HTMLInputElement>("input[name=add_qty]")!;
const addButton = () => $("#add_to_cart")!;
const messages = () => $(".availability_messages")!.textContent ?? "";
const toCart = (productId: number, add_qty: number) =>
  shop.server.fetch("/shop/cart/update_json", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ params: { product_id: productId, add_qty } }) });

async function storageBox() {
  await loadPage(shop.server, "/shop/product/storage-box-5");
  await shop.mount(stockMessages);
  await shop.mount(product);
}

async function change(input: HTMLInputElement, value: string) {
  await act(async () => {
    input.value = value;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await settle();
}

describe("stock on the product page", () => {
  it("caps the quantity to free minus cart quantity, and disables add once the cart holds it all", async () => {
    shop = await startPortal(null);
    await toCart(7, 2);
    await storageBox();
    expect(quantity().dataset.max).toBe("1");
    await change(quantity(), "5");
    expect(quantity().value).toBe("1");
    expect(addButton().classList.contains("disabled")).toBe(false);
    await click(addButton());
    await settle();
    expect(shop.server.requests.filter((r) => r.url === "/shop/cart/update_json").at(-1)!.body.params).toMatchObject({ product_id: 7, add_qty: 1 });
    expect(addButton().classList.contains("disabled")).toBe(true);
    expect(addButton().getAttribute("aria-disabled")).toBe("true");
    expect(messages()).toContain(ALL_IN_CART);
  });

  it("says out of stock with the product's message, disables add and takes a notification request", async () => {
    shop = await startPortal(null);
    await storageBox();
    await act(async () => {
      const black = $<HTMLInputElement>("#ptav-4")!;
      black.checked = true;
      black.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    expect(messages()).toContain(OUT_OF_STOCK);
    expect(messages()).toContain("The black box is back in the spring.");
    expect(addButton().classList.contains("disabled")).toBe(true);
    await click($("#product_stock_notification_message"));
    expect(messages()).not.toContain(NOTIFY_ME);
    const email = $<HTMLInputElement>("#stock_notification_input")!;
    await act(async () => typeInto(email, "ann"));
    await act(async () => void $<HTMLFormElement>("#stock_notification_form")!.requestSubmit());
    await settle();
    expect($("#stock_notification_form [role=alert]")!.textContent).toBe(NOTIFY_INVALID_EMAIL);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(shop.server.requests.some((r) => r.url === STOCK_NOTIFICATION_ROUTE)).toBe(false);
    await act(async () => typeInto(email, "ann@example.com"));
    await act(async () => void $<HTMLFormElement>("#stock_notification_form")!.requestSubmit());
    await settle();
    expect($("#stock_notification_success_message")!.textContent).toContain(NOTIFY_SUCCESS);
    expect(shop.server.store.all("product.stock.notification")).toEqual([expect.objectContaining({ product_id: 8, email: "ann@example.com" })]);
  });

  it("sends one notification request when two submits arrive in the same task", async () => {
    shop = await startPortal(null);
    await storageBox();
    await act(async () => {
      const black = $<HTMLInputElement>("#ptav-4")!;
      black.checked = true;
      black.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    await click($("#product_stock_notification_message"));
    await act(async () => typeInto($<HTMLInputElement>("#stock_notification_input")!, "bob@example.com"));
    await act(async () => {
      const form = $<HTMLFormElement>("#stock_notification_form")!;
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(shop.server.requests.filter((r) => r.url === STOCK_NOTIFICATION_ROUTE)).toHaveLength(1);
  });

  it("leaves products without a stock limit alone", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop/product/conference-table-4");
    await shop.mount(stockMessages);
    await shop.mount(product);
    await change(quantity(), "40");
    expect(quantity().value).toBe("40");
    expect(quantity().dataset.max).toBeUndefined();
    expect(messages()).toBe("");
  });
});
