// Newsletter subscribe block, inline or in a popup (spec 3 §2, §4, §5, §7, §8): asks whether the
// visitor subscribes to the list (a subscriber gets a disabled input with their e-mail and the
// thanks button), checks the e-mail (something@something, else the block shows its error state and
// nothing is sent), gets a bot-check token (its failure: a sticky danger notification 'Error'),
// subscribes, and shows the server's toast titled 'Success' or 'Error'. A success switches to the
// thanks state and closes the popup holding the block.
import { attr, child, defineIsland, defineMarkup, useBind, useService, useTranslate, useWaitFor, useWriteLock, useHost, type IslandProps } from "../../src/kit";
import { useEffect, useState } from "react";
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

const markup = defineMarkup({
  attributes: { listId: attr.id("data-list-id") },
  children: {
    email: "input.js_subscribe_value, input.js_subscribe_email, input[name=email]",
    subscribeButton: ".js_subscribe_btn",
    thanksButton: child.optional(".js_subscribed_btn"),
  },
});

export const missingListId = "[islands] newsletter.subscribe: no data-list-id on .js_subscribe; the block stays off";

function Subscribe({ attrs: { listId }, parts }: IslandProps<typeof markup>) {
  const block = useHost();
  const rpc = useService("rpc");
  const notification = useService("notification");
  const _t = useTranslate();
  const waitFor = useWaitFor();
  const lock = useWriteLock();
  // undefined until the server says: the block stays as rendered
  const [subscribed, setSubscribed] = useState<boolean>();
  const [knownEmail, setKnownEmail] = useState<string>();
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (!listId) return void console.warn(missingListId);
    waitFor(rpc<{ is_subscriber: boolean; email: string }>(IS_SUBSCRIBER_ROUTE, { list_id: listId })).then(
      (answer) => {
        setSubscribed(Boolean(answer?.is_subscriber));
        setKnownEmail(answer?.email || undefined);
        // The popup may have opened before the answer came: a subscriber is not asked again.
        if (answer?.is_subscriber) closePopupOf(block);
      },
      () => undefined,
    );
  }, [block, rpc, listId, waitFor]);

  const send = lock.locked(async (event: Event) => {
    event.preventDefault();
    const email = parts.email.first<HTMLInputElement>()?.value.trim() ?? "";
    if (!listId || subscribed) return;
    if (!isNewsletterEmail(email)) return setInvalid(true);
    setInvalid(false);
    try {
      const captcha = await waitFor(captchaToken(NEWSLETTER_CAPTCHA_ACTION));
      if ("error" in captcha) return notification.add(_t(captcha.error), { type: "danger", title: _t(ERROR_TITLE), sticky: true });
      const answer = await waitFor(rpc<SubscribeAnswer>(SUBSCRIBE_ROUTE, { list_id: listId, email, recaptcha_token_response: captcha.token }));
      if (answer.toast_type === "success") {
        setSubscribed(true);
        closePopupOf(block);
      }
      notification.add(answer.toast_content, { type: toastType(answer), title: _t(toastTitle(answer)), sticky: true });
    } catch {
      notification.add(_t(SUBSCRIBE_FAILED), { type: "danger", title: _t(ERROR_TITLE) });
    }
  });

  useBind(parts, {
    host: { class: { o_has_error: invalid } },
    email: {
      // the e-mail the server knows shows only in the disabled input of a subscriber: what a visitor types stays
      prop: { value: subscribed ? knownEmail : undefined, disabled: subscribed },
      class: { "is-invalid": invalid },
      attr: { "aria-invalid": invalid ? "true" : null },
      on: {
        keydown: (event) => event.key === "Enter" && send(event),
        input: () => setInvalid(false),
      },
    },
    subscribeButton: { class: { "d-none": subscribed }, on: { click: send } },
    thanksButton: { class: { "d-none": subscribed === undefined ? undefined : !subscribed } },
  });
  return null;
}

export default defineIsland({
  name: "newsletter.subscribe",
  // the platform's selector; a block without its list id (the platform always renders one) warns and stays off
  selector: ".js_subscribe",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  markup,
  Component: Subscribe,
});
