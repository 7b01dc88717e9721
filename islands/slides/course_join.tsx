// The course's join button (spec 3 §2, §4, §6, §8): join, or the login / sign-up prompt, the cart for a
// paid course, an access request for an invite-only one.
import { useRef, useState } from "react";
import { createPortal } from "react-dom";
import {
  attr, browserNavigation, ConfirmationDialog, defineIsland, defineMarkup, runWrite, useBind, useHost, useService, useTranslate, useWriteBusy, useWriteLock,
  type IslandProps,
} from "../../src/kit";
import * as M from "./messages";
import { popoverAlert, promptHtml } from "./popover_alert";
import { joinCourse, joinErrorMessage } from "./join";
import { useCoursePrice } from "./course_price";

export const CART_UPDATE_ROUTE = "/shop/cart/update_json";
export const CART_URL = "/shop/cart";
export const REQUEST_ACCESS_METHOD = "action_request_access";

type AccessAnswer = { error?: string; done?: boolean };

/** What an access request's answer shows: 'Request sent !', the server's error (red), or the unknown error. */
export function accessRequestOutcome(answer: AccessAnswer | null): { text: string; error: boolean } {
  if (answer?.done) return { text: M.REQUEST_SENT, error: false };
  if (answer?.error) return { text: answer.error, error: true };
  return { text: M.REQUEST_UNKNOWN, error: true };
}

const markup = defineMarkup({
  attributes: {
    channelId: attr.int("data-channel-id", 0),
    enroll: attr.string("data-channel-enroll"),
    // a sold course's (course_price.ts)
    productId: attr.int("data-product-id", 0),
    price: attr.number("data-price", Number.NaN),
    listPrice: attr.number("data-list-price", Number.NaN),
    hasDiscountedPrice: attr.boolean("data-has-discounted-price"),
  },
});

function CourseJoin({ attrs, parts }: IslandProps<typeof markup>) {
  const link = useHost<HTMLAnchorElement>();
  const rpc = useService("rpc");
  const orm = useService("orm");
  const dialog = useService("dialog");
  const popover = useService("popover");
  const session = useService("session");
  const _t = useTranslate();
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const closePopover = useRef<() => void>(() => {});
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const { channelId, enroll } = attrs;
  const signedIn = Boolean(session.uid);

  const requestAccess = () =>
    dialog.add(ConfirmationDialog, {
      title: _t(M.REQUEST_ACCESS_TITLE),
      body: _t(M.REQUEST_ACCESS_BODY),
      confirmLabel: _t("Yes"),
      cancelLabel: _t("Cancel"),
      cancel: () => {},
      confirm: async () => {
        const answer: AccessAnswer | null = await orm.call("slide.channel", REQUEST_ACCESS_METHOD, [channelId]).catch(() => null);
        const result = accessRequestOutcome(answer);
        // The server's own error is shown as it comes; our texts are translated.
        setOutcome({ text: answer?.error ? result.text : _t(result.text), error: result.error });
      },
    });

  const join = (event: MouseEvent) => {
    event.preventDefault();
    if (lock.isBusy()) return;
    closePopover.current();
    if (enroll === "invite" && signedIn) return void requestAccess();
    void runWrite(lock, async (keepLocked) => {
      try {
        if (enroll === "payment" && signedIn) {
          await rpc(CART_UPDATE_ROUTE, { product_id: attrs.productId, add_qty: 1, display: false });
          browserNavigation.assign(CART_URL);
          return keepLocked();
        }
        const answer = await joinCourse(rpc, channelId);
        if (!answer.error) {
          keepLocked();
          return browserNavigation.reload();
        }
        const message = joinErrorMessage(answer, _t);
        closePopover.current = popoverAlert(popover, link, message.html ? { html: promptHtml(message.html, window.location.pathname + window.location.search) } : message);
      } catch {
        closePopover.current = popoverAlert(popover, link, { text: _t(M.UNKNOWN_ERROR) });
      }
    });
  };
  useCoursePrice(link.closest<HTMLElement>(".o_wslides_js_course_join") ?? link, attrs);
  useBind(parts, { host: { class: { disabled: busy, "d-none": outcome?.error === false || undefined }, on: { click: join } } });

  if (!outcome) return null;
  return createPortal(
    <div className={`mt-2 o_wslides_request_access_result ${outcome.error ? "text-danger" : "alert alert-success mb-0"}`} role={outcome.error ? "alert" : "status"}>
      {outcome.text}
    </div>,
    link.parentElement ?? link,
  );
}

export default defineIsland({
  name: "slides.course_join",
  selector: ".o_wslides_js_course_join_link",
  moment: "load",
  mode: "enhance",
  services: ["dialog", "popover", "orm"],
  markup,
  Component: CourseJoin,
});
