// The order confirmation's payment status (spec 2 §4 "Shop order status polling", §9): POST
// /shop/payment/get_status/{orderId}; while the answer says recall, ask again after ceil(poll/3)
// seconds, at most 20 polls; then the last message with a warning icon saying it waits for the
// bank or the payment provider. The message is the server's HTML, sanitized.
import { useEffect, useLayoutEffect, useState } from "react";
import { useHost, useTranslate } from "../../src/hooks/env";
import { useService } from "../../src/hooks/use_service";
import { HostPortal } from "../../src/components/HostPortal";
import { SanitizedHtml } from "../../src/components/sanitized_html";
import { defineIsland } from "../../src/runtime/island";
import type { RPC } from "../../src/services/rpc";
import { errorText } from "../portal/error_text";
import { WAITING_FOR_CONFIRMATION } from "./messages";
import { ORDER_STATUS_MAX_POLLS, orderStatusDelay } from "./status/schedule";

export const orderStatusRoute = (orderId: number) => `/shop/payment/get_status/${orderId}`;

interface Status {
  message: string;
  waiting: boolean;
  failure?: string;
}

function OrderStatus({ orderId }: { orderId: number }) {
  const host = useHost();
  const rpc = useService<RPC>("rpc");
  const _t = useTranslate();
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    let polls = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let answer: { recall?: unknown; message?: unknown } | null;
      try {
        answer = await rpc(orderStatusRoute(orderId), {}, { silent: true });
      } catch (failure) {
        if (!stopped) setStatus((current) => ({ message: current?.message ?? "", waiting: false, failure: errorText(failure, _t) }));
        return;
      }
      if (stopped) return;
      polls += 1;
      const message = typeof answer?.message === "string" ? answer.message : "";
      const recall = Boolean(answer?.recall);
      if (recall && polls < ORDER_STATUS_MAX_POLLS) timer = setTimeout(poll, orderStatusDelay(polls));
      setStatus({ message, waiting: recall && polls >= ORDER_STATUS_MAX_POLLS });
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [rpc, orderId, _t]);
  useLayoutEffect(() => {
    // The server's status message goes in the same commit as the first answer's (before the
    // browser paints, before anyone reads the page): never two status messages at once.
    if (status) host.querySelectorAll(":scope > :not(.o_order_status)").forEach((child) => child.classList.add("d-none"));
  }, [host, status]);
  if (!status) return null;
  return (
    <HostPortal>
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
    </HostPortal>
  );
}

export default defineIsland({
  name: "payment.order_status",
  selector: "div.oe_website_sale_tx_status[data-order-id]",
  moment: "load",
  mode: "enhance",
  props: (_host, read) => ({ orderId: read.int("data-order-id", 0) }),
  Component: OrderStatus,
});
