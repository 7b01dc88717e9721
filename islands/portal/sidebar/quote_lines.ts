// Quote line changes of the sale order page (spec 2 §5, §7): a typed quantity (negative or not a
// number is sent as false), the +/- and remove links (remove / unlink flags), and optional
// products; each answered call reloads the page. A failed call says why and re-enables the line.
import { useState } from "react";
import {
  WriteIgnored, attr, browserNavigation, child, errorText, useBind, useService, useTranslate, useWriteLock, type Parts,
} from "../../../src/kit";

export const updateLineRoute = (orderId: string) => `/my/orders/${orderId}/update_line_dict`;
export const addOptionRoute = (orderId: string, optionId: string) => `/my/orders/${orderId}/add_option/${optionId}`;

export const quoteLineChildren = {
  orderTable: child.optional("table#sales_order_table", { orderId: attr.string("data-order-id"), token: attr.string("data-token") }),
  row: child.optional("tr"),
  quantity: child.optional(".js_quantity", { lineId: attr.int("data-line-id") }),
  updateLine: child.optional("a.js_update_line_json", {
    lineId: attr.int("data-line-id"),
    remove: attr.boolean("data-remove"),
    unlink: attr.boolean("data-unlink"),
  }),
  addOption: child.optional("a.js_add_optional_products", { optionId: attr.string("data-option-id") }),
};
type QuoteLineParts = Parts<{ attributes: {}; children: typeof quoteLineChildren }>;

/** The quantity sent for a typed value: a whole number ≥ 0, else false. */
export function inputQuantity(raw: string): number | false {
  const quantity = Number.parseInt(raw, 10);
  return Number.isInteger(quantity) && quantity >= 0 ? quantity : false;
}

export function useQuoteLines(parts: QuoteLineParts): void {
  const rpc = useService("rpc");
  const notification = useService("notification");
  const _t = useTranslate();
  const lock = useWriteLock();
  const [busyRow, setBusyRow] = useState<HTMLElement | null>(null);

  const order = () => {
    const table = parts.orderTable.first();
    return table ? parts.orderTable.attrs(table) : { orderId: "", token: "" };
  };

  /** Sends the change of a line, which stays busy until the page reloads with it. */
  const send = (event: Event, control: HTMLElement, call: (order: { orderId: string; token: string }) => Promise<unknown>) => {
    event.preventDefault();
    void lock
      .run(async (keepLocked) => {
        setBusyRow(control.closest<HTMLElement>("tr") ?? control);
        try {
          await call(order());
          keepLocked();
          browserNavigation.reload();
        } catch (error) {
          notification.add(errorText(error, _t), { type: "danger" });
          setBusyRow(null);
        }
      })
      .catch((error) => error instanceof WriteIgnored || Promise.reject(error));
  };

  const busy = (element: HTMLElement) => ({ class: { "opacity-50": element === busyRow, "pe-none": element === busyRow }, attr: { "aria-busy": element === busyRow ? "true" : null } });
  useBind(parts, {
    row: { each: busy },
    quantity: {
      on: {
        change: (event, input) =>
          send(event, input, ({ orderId, token }) =>
            rpc(updateLineRoute(orderId), { line_id: parts.quantity.attrs(input).lineId, input_quantity: inputQuantity((input as HTMLInputElement).value), access_token: token }),
          ),
      },
    },
    updateLine: {
      on: {
        click: (event, link) => {
          const { lineId, remove, unlink } = parts.updateLine.attrs(link);
          send(event, link, ({ orderId, token }) => rpc(updateLineRoute(orderId), { line_id: lineId, remove, unlink, access_token: token }));
        },
      },
    },
    addOption: {
      on: { click: (event, link) => send(event, link, ({ orderId, token }) => rpc(addOptionRoute(orderId, parts.addOption.attrs(link).optionId), { access_token: token })) },
    },
  });
}
