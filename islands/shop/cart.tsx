// The cart page (spec 2 §2, §4, §8, §9): a line's quantity (typed or +/-, clamped) goes to
// /shop/cart/update_json 500 ms after its last change; lines and summary are re-rendered from the
// answer's sanitized html, an emptied cart goes to /shop/cart; the server's warning shows in a
// dismissible alert. A failed or unreadable answer puts the quantity back and says so.
import { useEffect, useRef, useState } from "react";
import { attr, browserNavigation, child, defineIsland, defineMarkup, errorText, findIn, Portal, useBind, useHost, useService, useTimeouts, useTranslate, useWaitFor, type IslandProps } from "../../src/kit";
import { DismissibleAlert } from "./alerts";
import { cartQuantity, readCartAnswer } from "./cart_store";
import { CART_UPDATE_DEBOUNCE_MS, CART_UPDATE_FAILED, ROUTES } from "./constants";
import { clampQuantity, QUANTITY_LINK, quantityBounds, stepQuantity } from "./quantity";

const markup = defineMarkup({
  children: {
    quantities: child.optional("input.js_quantity", { lineId: attr.string("data-line-id"), productId: attr.int("data-product-id", 0) }),
    quantityLinks: child.optional(QUANTITY_LINK),
    lines: child.optional(".js_cart_lines"),
    alerts: child.optional(".o_wsale_cart_alerts"),
  },
});
/** The order summary, beside the cart in the shop's page. */
const SUMMARY = child.optional(".js_cart_summary");

/** Replaces `old` with the first element of sanitized `html` (kept when it cannot be sanitized); the sanitizer loads with the first answer. */
async function replaceWithHtml(old: Element | undefined, html: string | null) {
  if (!old || html === null) return;
  const { sanitizeCartHtml } = await import("./cart_sanitizer");
  const clean = sanitizeCartHtml(html);
  if (clean === null) return;
  const template = document.createElement("template");
  template.innerHTML = clean;
  const next = template.content.firstElementChild;
  if (next) old.replaceWith(next);
}

function Cart({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const waitFor = useWaitFor();
  const timeouts = useTimeouts();
  const [alert, setAlert] = useState("");
  const confirmed = useRef(new Map<string, string>());
  const pending = useRef(new Map<string, () => void>());
  const lineOf = (input: HTMLInputElement) => parts.quantities.attrs(input);

  const remember = () => parts.quantities.all<HTMLInputElement>().forEach((input) => confirmed.current.set(lineOf(input).lineId, input.value));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(remember, [parts]);

  const fail = (input: HTMLInputElement, error: unknown) => {
    const { lineId } = lineOf(input);
    const current = parts.quantities.all<HTMLInputElement>().find((candidate) => lineOf(candidate).lineId === lineId) ?? input;
    current.value = confirmed.current.get(lineId) ?? current.value;
    setAlert(`${_t(CART_UPDATE_FAILED)} ${errorText(error, _t)}`);
  };

  const send = async (input: HTMLInputElement) => {
    const quantity = Number.parseInt(input.value, 10);
    if (!Number.isFinite(quantity)) return fail(input, new Error());
    const { lineId, productId } = lineOf(input);
    try {
      const answer = readCartAnswer(await waitFor(rpc(ROUTES.cartUpdateJson, { line_id: Number(lineId), product_id: productId, set_qty: quantity, display: true }, { silent: true })));
      cartQuantity.set(answer.cart_quantity);
      if (!answer.cart_quantity) return browserNavigation.assign(ROUTES.cart);
      await replaceWithHtml(parts.lines.first() ?? undefined, answer.cartLines);
      await replaceWithHtml(findIn(SUMMARY, host.closest(".oe_website_sale") ?? document.body)[0], answer.summary);
      remember();
      setAlert(answer.warning);
    } catch (error) {
      fail(input, error);
    }
  };

  /** One debounced update per line: the last quantity of the line, 500 ms after its last change. */
  const schedule = (input: HTMLInputElement) => {
    const { lineId } = lineOf(input);
    pending.current.get(lineId)?.();
    pending.current.set(lineId, timeouts.set(() => void send(input), CART_UPDATE_DEBOUNCE_MS));
  };

  const onQuantity = (input: HTMLInputElement) => {
    const { min, max } = quantityBounds(input);
    const typed = Number.parseInt(input.value, 10);
    if (Number.isFinite(typed)) input.value = String(clampQuantity(typed, min, max));
    schedule(input);
  };
  useBind(parts, {
    quantities: { on: { change: (_event, input) => onQuantity(input as HTMLInputElement) } },
    quantityLinks: { on: { click: (event, link) => stepQuantity(event, link, (input) => Boolean(parts.quantities.from(input))) } },
  });

  return alert ? (
    <Portal into={parts.alerts}>
      <DismissibleAlert text={alert} closeLabel={_t("Close")} onClose={() => setAlert("")} />
    </Portal>
  ) : null;
}

export default defineIsland({
  name: "shop.cart",
  selector: ".oe_website_sale .oe_cart",
  moment: "load",
  mode: "enhance",
  markup,
  Component: Cart,
});
