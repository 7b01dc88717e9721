// The cart page (spec 2 §2, §4, §8, §9): a line's quantity (typed or +/-, clamped) goes to
// /shop/cart/update_json (line_id, product_id, set_qty) 500 ms after the last change; the lines
// and the summary are re-rendered from the answer's sanitized html, 0 removes the line, an
// emptied cart goes to /shop/cart; the server's warning shows in a dismissible red alert. A
// failed or unreadable answer puts the quantity back and says so.
import { useEffect, useRef } from "react";
import { errorText } from "../../src/kit";
import { showDismissibleAlert } from "./alerts";
import { readCartAnswer } from "./cart_answer";
import { cartQuantity } from "./cart_store";
import { CART_UPDATE_DEBOUNCE_MS, CART_UPDATE_FAILED, ROUTES } from "./constants";
import { QUANTITY_LINK, steppedQuantity } from "./quantity_buttons";
import {
  debounce,
  type Timed as Debounced,
  browserNavigation,
  defineIsland,
  useHost,
  useHostEvent,
  useService,
  useTranslate,
} from "../../src/kit";
import { clampQuantity, quantityBounds } from "./quantity";

export const QUANTITY_INPUT = "input.js_quantity";
export const CART_LINES = ".js_cart_lines";
export const CART_SUMMARY = ".js_cart_summary";
export const ALERT_REGION = ".o_wsale_cart_alerts";

/**
 * Replaces `old` with the first element of sanitized `html` (kept as is when it cannot be
 * sanitized). The sanitizer loads with the first answer, not with the page.
 */
async function replaceWithHtml(old: Element | null, html: string | null) {
  if (!old || html === null) return;
  const { sanitizeCartHtml } = await import("./cart_sanitizer");
  const clean = sanitizeCartHtml(html);
  if (clean === null) return;
  const template = document.createElement("template");
  template.innerHTML = clean;
  const next = template.content.firstElementChild;
  if (next) old.replaceWith(next);
}

function Cart() {
  const host = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const confirmed = useRef(new Map<string, string>());
  const pending = useRef(new Map<string, Debounced<[HTMLInputElement]>>());
  const page = host.closest(".oe_website_sale") ?? document.body;

  const remember = () => host.querySelectorAll<HTMLInputElement>(QUANTITY_INPUT).forEach((input) => confirmed.current.set(input.dataset.lineId ?? "", input.value));
  useEffect(() => {
    remember();
    const debounced = pending.current;
    return () => debounced.forEach((d) => d.cancel());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host]);

  const alertRegion = () => host.querySelector<HTMLElement>(ALERT_REGION);
  const fail = (input: HTMLInputElement, error: unknown) => {
    const lineId = input.dataset.lineId ?? "";
    const current = host.querySelector<HTMLInputElement>(`${QUANTITY_INPUT}[data-line-id="${lineId}"]`) ?? input;
    current.value = confirmed.current.get(lineId) ?? current.value;
    const region = alertRegion();
    if (region) showDismissibleAlert(region, `${_t(CART_UPDATE_FAILED)} ${errorText(error, _t)}`, _t("Close"));
  };

  const send = async (input: HTMLInputElement) => {
    const quantity = Number.parseInt(input.value, 10);
    if (!Number.isFinite(quantity)) return fail(input, new Error());
    try {
      const answer = readCartAnswer(
        await rpc(ROUTES.cartUpdateJson, { line_id: Number(input.dataset.lineId), product_id: Number(input.dataset.productId), set_qty: quantity, display: true }, { silent: true }),
      );
      cartQuantity.set(answer.cart_quantity);
      if (!answer.cart_quantity) return browserNavigation.assign(ROUTES.cart);
      await replaceWithHtml(host.querySelector(CART_LINES), answer.cartLines);
      await replaceWithHtml(page.querySelector(CART_SUMMARY), answer.summary);
      remember();
      const region = alertRegion();
      if (region) {
        if (answer.warning) showDismissibleAlert(region, answer.warning, _t("Close"));
        else region.replaceChildren();
      }
    } catch (error) {
      fail(input, error);
    }
  };

  const schedule = (input: HTMLInputElement) => {
    const lineId = input.dataset.lineId ?? "";
    let debounced = pending.current.get(lineId);
    if (!debounced) {
      debounced = debounce((target: HTMLInputElement) => void send(target), CART_UPDATE_DEBOUNCE_MS);
      pending.current.set(lineId, debounced);
    }
    debounced(input);
  };

  useHostEvent(
    "change",
    (_event, target) => {
      const input = target as HTMLInputElement;
      const { min, max } = quantityBounds(input);
      const typed = Number.parseInt(input.value, 10);
      if (Number.isFinite(typed)) input.value = String(clampQuantity(typed, min, max));
      schedule(input);
    },
    { selector: QUANTITY_INPUT },
  );

  useHostEvent(
    "click",
    (event, link) => {
      event.preventDefault();
      const stepped = steppedQuantity(link);
      if (!stepped || !stepped.input.matches(QUANTITY_INPUT) || Number(stepped.input.value) === stepped.value) return;
      stepped.input.value = String(stepped.value);
      stepped.input.dispatchEvent(new Event("change", { bubbles: true }));
    },
    { selector: QUANTITY_LINK },
  );
  return null;
}

export default defineIsland({
  name: "shop.cart",
  selector: ".oe_website_sale .oe_cart",
  moment: "load",
  mode: "enhance",
  Component: Cart,
});
