// The order confirmation's transaction status (spec 2 §4 "Shop order status polling", §9): the
// block asks /shop/payment/get_status/{orderId}; while the answer's recall is set it asks again,
// ceil(n/3) s after the n-th poll, up to 20 polls; then the last message shows with a warning
// icon saying it waits for the bank or payment provider. Messages are sanitized html.
import { useEffect } from "react";
import { useHost, useTranslate } from "../../src/hooks/env";
import { useService } from "../../src/hooks/use_service";
import type { RPC } from "../../src/services/rpc";
import { sanitizeHtml } from "../../src/components/sanitized_html";
import { defineIsland } from "../../src/runtime/island";
import { errorText } from "../portal/error_text";
import { ORDER_STATUS_MAX_POLLS, orderStatusDelayMs, orderStatusRoute, WAITING_FOR_CONFIRMATION } from "./constants";

function render(host: HTMLElement, html: string, waiting: string | null) {
  const clean = sanitizeHtml(html);
  if (clean === null) return;
  const template = document.createElement("template");
  template.innerHTML = clean;
  if (waiting) {
    const icon = document.createElement("i");
    icon.className = "fa fa-warning me-2";
    icon.title = waiting;
    icon.setAttribute("role", "img");
    icon.setAttribute("aria-label", waiting);
    (template.content.querySelector("span") ?? template.content).prepend(icon);
  }
  host.replaceChildren(template.content);
}

function OrderStatus() {
  const host = useHost();
  const rpc = useService<RPC>("rpc");
  const _t = useTranslate();
  useEffect(() => {
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const poll = async () => {
      let recall = true;
      try {
        const answer = await rpc<{ recall?: boolean; message?: string }>(orderStatusRoute(host.dataset.orderId ?? ""), {}, { silent: true });
        if (stopped) return;
        polls += 1;
        recall = Boolean(answer?.recall);
        const last = recall && polls >= ORDER_STATUS_MAX_POLLS;
        render(host, typeof answer?.message === "string" ? answer.message : "", last ? _t(WAITING_FOR_CONFIRMATION) : null);
      } catch (error) {
        if (stopped) return;
        polls += 1;
        host.replaceChildren(Object.assign(document.createElement("div"), { className: "alert alert-warning mb-0", textContent: errorText(error, _t) }));
      }
      if (recall && polls < ORDER_STATUS_MAX_POLLS) timer = setTimeout(poll, orderStatusDelayMs(polls));
    };
    void poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [host, rpc, _t]);
  return null;
}

export default defineIsland({
  name: "shop.order_status",
  selector: "div.oe_website_sale_tx_status[data-order-id]",
  moment: "load",
  mode: "enhance",
  Component: OrderStatus,
});
