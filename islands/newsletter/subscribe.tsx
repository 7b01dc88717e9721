// Newsletter subscribe block, inline or in a popup (spec 3 §2, §4, §5, §7, §8): asks whether the
// visitor subscribes to the list (a subscriber gets a disabled input with their e-mail and the
// thanks button), checks the e-mail (something@something, else the block shows its error state and
// nothing is sent), gets a bot-check token (its failure: a sticky danger notification 'Error'),
// subscribes, and shows the server's toast titled 'Success' or 'Error'. A success switches to the
// thanks state and closes the popup holding the block.
import { defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useEffect, useRef } from "react";
import { captchaToken } from "../website/captcha";
import { closePopupOf } from "./close_popup";
import {
  ERROR_TITLE,
  IS_SUBSCRIBER_ROUTE,
  NEWSLETTER_CAPTCHA_ACTION,
  SUBSCRIBE_FAILED,
  SUBSCRIBE_ROUTE,
  isNewsletterEmail,
  toastTitle,
  toastType,
  type SubscribeAnswer,
} from "./newsletter_rules";

const EMAIL_INPUT = "input.js_subscribe_value, input.js_subscribe_email, input[name=email]";

/** Shows the block as subscribed (disabled input, thanks button) or not. */
export function showSubscribed(block: HTMLElement, subscribed: boolean, email?: string) {
  const input = block.querySelector<HTMLInputElement>(EMAIL_INPUT);
  if (input) {
    if (email) input.value = email;
    input.disabled = subscribed;
  }
  block.querySelector(".js_subscribe_btn")?.classList.toggle("d-none", subscribed);
  block.querySelector(".js_subscribed_btn")?.classList.toggle("d-none", !subscribed);
}

export function showEmailError(block: HTMLElement, error: boolean) {
  block.classList.toggle("o_has_error", error);
  const input = block.querySelector<HTMLInputElement>(EMAIL_INPUT);
  input?.classList.toggle("is-invalid", error);
  if (error) input?.setAttribute("aria-invalid", "true");
  else input?.removeAttribute("aria-invalid");
}

export const missingListId = "[islands] newsletter.subscribe: no data-list-id on .js_subscribe; the block stays off";

function Subscribe({ listId }: { listId: number | null }) {
  const block = useHost();
  const rpc = useService("rpc");
  const notification = useService("notification");
  const _t = useTranslate();
  const busy = useRef(false);

  useEffect(() => {
    if (!listId) return;
    rpc<{ is_subscriber: boolean; email: string }>(IS_SUBSCRIBER_ROUTE, { list_id: listId }).then(
      (answer) => {
        showSubscribed(block, Boolean(answer?.is_subscriber), answer?.email || undefined);
        // The popup may have opened before the answer came: a subscriber is not asked again.
        if (answer?.is_subscriber) closePopupOf(block);
      },
      () => undefined,
    );
  }, [block, rpc, listId]);

  const send = async () => {
    const input = block.querySelector<HTMLInputElement>(EMAIL_INPUT);
    if (!listId || busy.current || input?.disabled) return;
    const email = input?.value.trim() ?? "";
    if (!isNewsletterEmail(email)) return showEmailError(block, true);
    showEmailError(block, false);
    busy.current = true;
    try {
      const captcha = await captchaToken(NEWSLETTER_CAPTCHA_ACTION);
      if ("error" in captcha) return notification.add(_t(captcha.error), { type: "danger", title: _t(ERROR_TITLE), sticky: true });
      const answer = await rpc<SubscribeAnswer>(SUBSCRIBE_ROUTE, { list_id: listId, email, recaptcha_token_response: captcha.token });
      if (answer.toast_type === "success") {
        showSubscribed(block, true);
        closePopupOf(block);
      }
      notification.add(answer.toast_content, { type: toastType(answer), title: _t(toastTitle(answer)), sticky: true });
    } catch {
      notification.add(_t(SUBSCRIBE_FAILED), { type: "danger", title: _t(ERROR_TITLE) });
    } finally {
      busy.current = false;
    }
  };

  useHostEvent(
    "click",
    (event) => {
      event.preventDefault();
      void send();
    },
    { selector: ".js_subscribe_btn" },
  );
  useHostEvent(
    "keydown",
    (event) => {
      if ((event as KeyboardEvent).key !== "Enter") return;
      event.preventDefault();
      void send();
    },
    { selector: EMAIL_INPUT },
  );
  useHostEvent("input", () => showEmailError(block, false), { selector: EMAIL_INPUT });
  return null;
}

export default defineIsland({
  name: "newsletter.subscribe",
  // the platform's selector; a block without its list id (the platform always renders one) warns and stays off
  selector: ".js_subscribe",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  props: (_host, read) => {
    const listId = read.id("data-list-id");
    if (listId === null) console.warn(missingListId);
    return { listId };
  },
  Component: Subscribe,
});
