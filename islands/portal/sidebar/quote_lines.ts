// Quote line changes of the sale order page (spec 2 §5, §7): a typed quantity (negative or not a
// number is sent as false), the +/- and remove links (remove / unlink flags), and optional
// products; each answered call reloads the page. A failed call says why and re-enables the line.
import { useRef } from "react";
import { useHost, useTranslate } from "../../../src/hooks/env";
import { useHostEvent } from "../../../src/hooks/use_host_event";
import { useService } from "../../../src/hooks/use_service";
import { browserNavigation } from "../../../src/services/browser_navigation";
import type { NotificationService } from "../../../src/services/notification";
import type { RPC } from "../../../src/services/rpc";
import { errorText } from "../../../src/kit/error_text";

export const ORDER_TABLE = "table#sales_order_table";
export const updateLineRoute = (orderId: string) => `/my/orders/${orderId}/update_line_dict`;
export const addOptionRoute = (orderId: string, optionId: string) => `/my/orders/${orderId}/add_option/${optionId}`;

/** The quantity sent for a typed value: a whole number ≥ 0, else false. */
export function inputQuantity(raw: string): number | false {
  const quantity = Number.parseInt(raw, 10);
  return Number.isInteger(quantity) && quantity >= 0 ? quantity : false;
}

const flag = (value: string | undefined) => value !== undefined && value !== "" && value.toLowerCase() !== "false" && value !== "0";

export function useQuoteLines(): void {
  const host = useHost();
  const rpc = useService<RPC>("rpc");
  const notification = useService<NotificationService>("notification");
  const _t = useTranslate();
  const busy = useRef(false);

  const orderDetail = () => {
    const table = host.querySelector<HTMLElement>(ORDER_TABLE);
    return { orderId: table?.dataset.orderId ?? "", token: table?.dataset.token ?? "" };
  };

  const run = async (control: HTMLElement, call: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    const row = control.closest<HTMLElement>("tr") ?? control;
    row.classList.add("opacity-50", "pe-none");
    row.setAttribute("aria-busy", "true");
    try {
      await call();
      browserNavigation.reload();
    } catch (error) {
      notification.add(errorText(error, _t), { type: "danger" });
      row.classList.remove("opacity-50", "pe-none");
      row.removeAttribute("aria-busy");
      busy.current = false;
    }
  };

  useHostEvent(
    "change",
    (event, input) => {
      event.preventDefault();
      const { orderId, token } = orderDetail();
      void run(input, () =>
        rpc(updateLineRoute(orderId), { line_id: Number(input.dataset.lineId), input_quantity: inputQuantity((input as HTMLInputElement).value), access_token: token }),
      );
    },
    { selector: ".js_quantity" },
  );

  useHostEvent(
    "click",
    (event, link) => {
      event.preventDefault();
      const { orderId, token } = orderDetail();
      void run(link, () =>
        rpc(updateLineRoute(orderId), {
          line_id: Number(link.dataset.lineId),
          remove: flag(link.dataset.remove),
          unlink: flag(link.dataset.unlink),
          access_token: token,
        }),
      );
    },
    { selector: "a.js_update_line_json" },
  );

  useHostEvent(
    "click",
    (event, link) => {
      event.preventDefault();
      const { orderId, token } = orderDetail();
      void run(link, () => rpc(addOptionRoute(orderId, link.dataset.optionId ?? ""), { access_token: token }));
    },
    { selector: "a.js_add_optional_products" },
  );
}
