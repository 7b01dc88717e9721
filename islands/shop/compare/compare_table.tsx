// The comparison table (spec 3 §2, §4; odoo-markup.md §4): a category's row shows or hides its
// attribute rows; each product's `.o_add_cart_form_compare` adds it to the cart without leaving the
// page (the header's badge follows); a remove link takes the product out of the list (and the
// cookie) and reloads the table with the others, or goes to /shop when none is left.
import { useState } from "react";
import { attr, browserNavigation, child, defineIsland, defineMarkup, errorText, useBind, useService, useTranslate, type IslandProps } from "../../../src/kit";
import { addOneToCart } from "../cart_store";
import { ADD_TO_CART_FAILED } from "../constants";
import { SHOP_PAGE, compareUrl, readCompareCookie, removeFromList, writeCompareCookie } from "./compare_list";

export const ADDED_TO_CART = "Added to your cart.";

const markup = defineMarkup({
  children: {
    categories: child.optional("tr.clickable", { target: attr.string("data-target") }),
    categoryToggles: child.optional("tr.clickable .o_comparelist_toggle", { expanded: attr.string("aria-expanded") }),
    chevrons: child.optional("tr.clickable .o_product_comparison_collpase"),
    rows: child.optional("tr"),
    removeLinks: child.optional(".o_comparelist_remove", { productId: attr.int("data-product_product_id", 0) }),
    cartForms: child.optional("form.o_add_cart_form_compare"),
    cartButtons: child.optional("form.o_add_cart_form_compare button[type=submit]"),
    cartStatuses: child.optional("form.o_add_cart_form_compare .o_compare_cart_status"),
    productInputs: child.optional("form.o_add_cart_form_compare input[name=product_id]"),
  },
});

type CartStatus = { busy: boolean; text?: string; failed?: boolean };

function CompareTable({ parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  /** the category rows folded or unfolded here: row -> expanded */
  const [expanded, setExpanded] = useState<ReadonlyMap<HTMLElement, boolean>>(new Map());
  const [carts, setCarts] = useState<ReadonlyMap<Element, CartStatus>>(new Map());
  const setCart = (form: Element, status: CartStatus) => setCarts((now) => new Map(now).set(form, status));

  const fold = (_event: Event, row: HTMLElement) => {
    if (!parts.categories.attrs(row).target) return;
    const toggle = parts.categoryToggles.all().find((candidate) => row.contains(candidate));
    const open = expanded.get(row) ?? (toggle ? parts.categoryToggles.attrs(toggle).expanded !== "false" : true);
    setExpanded((now) => new Map(now).set(row, !open));
  };
  const openOf = (element: HTMLElement) => [...expanded].find(([row]) => row.contains(element))?.[1];
  const foldedRow = (row: HTMLElement) => {
    for (const [category, open] of expanded) if (row.matches(`tr${parts.categories.attrs(category).target}`)) return !open;
    return undefined;
  };

  const addToCart = (event: Event, form: HTMLElement) => {
    event.preventDefault();
    const productId = Number(parts.productInputs.all<HTMLInputElement>().find((input) => form.contains(input))?.value);
    const button = parts.cartButtons.all<HTMLButtonElement>().find((candidate) => form.contains(candidate));
    if (!productId || carts.get(form)?.busy || button?.disabled) return;
    setCart(form, { ...carts.get(form), busy: true });
    addOneToCart(rpc, productId)
      .then((cart) => setCart(form, { busy: false, text: cart.warning || _t(ADDED_TO_CART), failed: Boolean(cart.warning) }))
      .catch((error) => setCart(form, { busy: false, text: `${_t(ADD_TO_CART_FAILED)} ${errorText(error, _t)}`, failed: true }));
  };

  const remove = (event: Event, link: HTMLElement) => {
    event.preventDefault();
    const id = parts.removeLinks.attrs(link).productId;
    writeCompareCookie(removeFromList(readCompareCookie(document.cookie), id));
    const shown = parts.removeLinks.all().map((other) => parts.removeLinks.attrs(other).productId);
    const rest = removeFromList(shown, id);
    browserNavigation.assign(rest.length ? compareUrl(rest) : SHOP_PAGE);
  };

  const cartOf = (element: HTMLElement) => [...carts].find(([form]) => form.contains(element))?.[1];
  useBind(parts, {
    categories: { on: { click: fold } },
    categoryToggles: { each: (toggle) => ({ attr: { "aria-expanded": openOf(toggle) === undefined ? undefined : String(openOf(toggle)) } }) },
    chevrons: {
      each: (icon) => {
        const open = openOf(icon);
        return { class: { "fa-chevron-circle-down": open, "fa-chevron-circle-right": open === undefined ? undefined : !open } };
      },
    },
    rows: { each: (row) => ({ class: { "d-none": foldedRow(row) } }) },
    removeLinks: { on: { click: remove } },
    cartForms: { on: { submit: addToCart } },
    cartButtons: { each: (button) => ({ prop: { disabled: cartOf(button)?.busy } }) },
    cartStatuses: {
      each: (status) => {
        const cart = cartOf(status);
        return cart?.text === undefined ? {} : { text: cart.text, class: { "text-danger": cart.failed, "text-success": !cart.failed } };
      },
    },
  });
  return null;
}

export default defineIsland({
  name: "shop_extras.compare_table",
  selector: "#o_comparelist_table",
  moment: "load",
  mode: "enhance",
  markup,
  Component: CompareTable,
});
