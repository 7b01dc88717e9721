// The course's join button (spec 3 §2, §4, §6, §8): a public course is joined (then the page
// reloads), a public user gets the login / sign-up prompt, a paid course goes through the cart for a
// signed-in user, an invite-only course asks for access ('Request Access.' dialog).
import { browserNavigation, defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ConfirmationDialog } from "../../src/components/ConfirmationDialog";
import * as M from "./messages";
import { popoverAlert, promptHtml } from "./popover_alert";
import { joinCourse, joinErrorMessage } from "./join";

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

function CourseJoin() {
  const link = useHost<HTMLAnchorElement>();
  const rpc = useService("rpc");
  const orm = useService("orm");
  const dialog = useService("dialog");
  const popover = useService("popover");
  const session = useService("session");
  const _t = useTranslate();
  const busy = useRef(false);
  const closePopover = useRef<() => void>(() => {});
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const channelId = Number(link.dataset.channelId);
  const enroll = link.dataset.channelEnroll;
  const signedIn = Boolean(session.uid);

  const requestAccess = () =>
    dialog.add(ConfirmationDialog, {
      title: _t(M.REQUEST_ACCESS_TITLE),
      body: _t(M.REQUEST_ACCESS_BODY),
      confirmLabel: _t("Yes"),
      cancelLabel: _t("Cancel"),
      cancel: () => {},
      confirm: async () => {
        let answer: AccessAnswer | null = null;
        try {
          answer = await orm.call("slide.channel", REQUEST_ACCESS_METHOD, [channelId]);
        } catch {
          answer = null;
        }
        const result = accessRequestOutcome(answer);
        // The server's own error is shown as it comes; our texts are translated.
        setOutcome({ text: answer?.error ? result.text : _t(result.text), error: result.error });
        if (!result.error) link.classList.add("d-none");
      },
    });

  const buy = async () => {
    await rpc(CART_UPDATE_ROUTE, { product_id: Number(link.dataset.productId), add_qty: 1, display: false });
    browserNavigation.assign(CART_URL);
  };

  useHostEvent("click", async (event) => {
    event.preventDefault();
    if (busy.current) return;
    closePopover.current();
    if (enroll === "invite" && signedIn) return void requestAccess();
    busy.current = true;
    link.classList.add("disabled");
    try {
      if (enroll === "payment" && signedIn) return await buy();
      const answer = await joinCourse(rpc, channelId);
      if (!answer.error) return browserNavigation.reload();
      const message = joinErrorMessage(answer, _t);
      closePopover.current = popoverAlert(popover, link, message.html ? { html: promptHtml(message.html, window.location.pathname + window.location.search) } : message);
    } catch {
      closePopover.current = popoverAlert(popover, link, { text: _t(M.UNKNOWN_ERROR) });
    } finally {
      busy.current = false;
      link.classList.remove("disabled");
    }
  });

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
  Component: CourseJoin,
});
