// The comparison table (spec 3 §2, §4; odoo-markup.md §4): a category's row shows or hides its
// attribute rows; each product's `.o_add_cart_form_compare` adds it to the cart without leaving the
// page (the header's badge follows); a remove link takes the product out of the list (and the
// cookie) and reloads the table with the others, or goes to /shop when none is left.
import { browserNavigation, defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../../src/kit";
import { errorText } from "../../../src/kit";
import { readCartAnswer } from "../cart_answer";
import { cartQuantity } from "../cart_store";
import { ADD_TO_CART_FAILED, ROUTES } from "../constants";
import { SHOP_PAGE, compareUrl, readCompareCookie, removeFromList, writeCompareCookie } from "./compare_list";

export const ADDED_TO_CART = "Added to your cart.";
const REMOVE = ".o_comparelist_remove";
const productIdOf = (element: Element) => Number(element.getAttribute("data-product_product_id"));

function CompareTable() {
  const host = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();

  useHostEvent(
    "click",
    (_event, row) => {
      const target = row.getAttribute("data-target");
      if (!target) return;
      const toggle = row.querySelector<HTMLElement>(".o_comparelist_toggle");
      const expanded = toggle?.getAttribute("aria-expanded") !== "false";
      for (const attributeRow of host.querySelectorAll<HTMLElement>(`tr${target}`)) attributeRow.classList.toggle("d-none", expanded);
      toggle?.setAttribute("aria-expanded", String(!expanded));
      row.querySelector(".o_product_comparison_collpase")?.classList.replace(expanded ? "fa-chevron-circle-down" : "fa-chevron-circle-right", expanded ? "fa-chevron-circle-right" : "fa-chevron-circle-down");
    },
    { selector: "tr.clickable" },
  );

  useHostEvent(
    "click",
    (event, link) => {
      event.preventDefault();
      const id = productIdOf(link);
      writeCompareCookie(removeFromList(readCompareCookie(document.cookie), id));
      const shown = [...host.querySelectorAll(REMOVE)].map(productIdOf);
      const rest = removeFromList(shown, id);
      browserNavigation.assign(rest.length ? compareUrl(rest) : SHOP_PAGE);
    },
    { selector: REMOVE },
  );

  useHostEvent(
    "submit",
    (event, form) => {
      event.preventDefault();
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      const status = form.querySelector<HTMLElement>(".o_compare_cart_status");
      const productId = Number(form.querySelector<HTMLInputElement>("input[name=product_id]")?.value);
      if (!productId || button?.disabled) return;
      if (button) button.disabled = true;
      const say = (text: string, failed: boolean) => {
        if (!status) return;
        status.textContent = text;
        status.classList.toggle("text-danger", failed);
        status.classList.toggle("text-success", !failed);
      };
      rpc(ROUTES.cartUpdateJson, { product_id: productId, add_qty: 1, display: false }, { silent: true })
        .then((answer) => {
          const cart = readCartAnswer(answer);
          cartQuantity.set(cart.cart_quantity);
          say(cart.warning || _t(ADDED_TO_CART), Boolean(cart.warning));
        })
        .catch((error) => say(`${_t(ADD_TO_CART_FAILED)} ${errorText(error, _t)}`, true))
        .finally(() => button && (button.disabled = false));
    },
    { selector: "form.o_add_cart_form_compare" },
  );
  return null;
}

export default defineIsland({
  name: "shop_extras.compare_table",
  selector: "#o_comparelist_table",
  moment: "load",
  mode: "enhance",
  Component: CompareTable,
});
