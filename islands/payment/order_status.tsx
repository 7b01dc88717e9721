// The order confirmation's payment status (spec 2 §4 "Shop order status polling", §9): POST
// /shop/payment/get_status/{orderId} again while the answer says recall (status/schedule.ts), then
// its last message (the server's HTML, sanitized) says it waits for the bank or provider.
import { useState } from "react";
import {
  attr, child, defineIsland, defineMarkup, errorText, Portal, SanitizedHtml, useBind, useService, useStartOnce, useTimeouts, useTranslate, type IslandProps,
} from "../../src/kit";
import { WAITING_FOR_CONFIRMATION } from "./messages";
import { ORDER_STATUS_MAX_POLLS, orderStatusDelay } from "./status/schedule";

export const orderStatusRoute = (orderId: number) => `/shop/payment/get_status/${orderId}`;

type Status = { message: string; waiting: boolean; failure?: string };

const markup = defineMarkup({
  attributes: { orderId: attr.int("data-order-id", 0) },
  children: { placeholder: child.optional(":scope > :not(.o_order_status)") },
});

function OrderStatus({ attrs: { orderId }, parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const timeouts = useTimeouts();
  const [status, setStatus] = useState<Status | null>(null);
  useStartOnce((isAlive) => {
    let polls = 0;
    const poll = async () => {
      let answer: { recall?: unknown; message?: unknown } | null;
      try {
        answer = await rpc(orderStatusRoute(orderId), {}, { silent: true });
      } catch (failure) {
        if (isAlive()) setStatus((current) => ({ message: current?.message ?? "", waiting: false, failure: errorText(failure, _t) }));
        return;
      }
      if (!isAlive()) return;
      polls += 1;
      const message = typeof answer?.message === "string" ? answer.message : "";
      const recall = Boolean(answer?.recall);
      if (recall && polls < ORDER_STATUS_MAX_POLLS) timeouts.set(poll, orderStatusDelay(polls));
      setStatus({ message, waiting: recall && polls >= ORDER_STATUS_MAX_POLLS });
    };
    void poll();
  });
  // the server's placeholder goes once the first answer is in
  useBind(parts, { placeholder: { class: { "d-none": status ? true : undefined } } });
  if (!status) return null;
  return (
    <Portal>
      <div className="o_order_status" data-polls-done={status.waiting ? ORDER_STATUS_MAX_POLLS : undefined}>
        {status.waiting ? (
          <p className="mb-2 o_order_status_waiting">
            <i className="fa fa-warning text-warning me-2" title={_t(WAITING_FOR_CONFIRMATION)} aria-hidden="true" />
            {_t(WAITING_FOR_CONFIRMATION)}
          </p>
        ) : null}
        {status.message ? <SanitizedHtml html={status.message} /> : null}
        {status.failure ? <div className="alert alert-danger" role="alert">{status.failure}</div> : null}
      </div>
    </Portal>
  );
}

export default defineIsland({
  name: "payment.order_status",
  selector: "div.oe_website_sale_tx_status[data-order-id]",
  moment: "load",
  mode: "enhance",
  markup,
  Component: OrderStatus,
});
