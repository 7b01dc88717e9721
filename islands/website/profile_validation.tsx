// The e-mail validation banner of the profile (spec 2 §2, §7): sends the validation e-mail with
// the page to come back to, or closes the banner for the session. One sending at a time, under a
// synchronous lock.
import { useState } from "react";
import { Portal, attr, child, defineIsland, defineMarkup, useBind, useService, useTranslate, useWriteLock, type IslandProps } from "../../src/kit";

export const SEND_VALIDATION_ROUTE = "/profile/send_validation_email";
export const CLOSE_VALIDATION_ROUTE = "/profile/validate_email/close";
export const VALIDATION_SENT = "An email has been sent to your address. Click the link in it to validate your e-mail.";
export const VALIDATION_FAILED = "The validation email could not be sent. Please try again.";

const markup = defineMarkup({
  children: {
    send: child.optional(".send_validation_email", { redirect: attr.string("data-redirect_url") }),
    close: child.optional(".validated_email_close"),
  },
});

function ProfileValidation({ parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const lock = useWriteLock();
  const [sent, setSent] = useState(false);
  const [closed, setClosed] = useState(false);
  const [status, setStatus] = useState<{ text: string; kind: "success" | "danger" } | null>(null);

  const send = lock.locked(async (redirect: string) => {
    try {
      await rpc(SEND_VALIDATION_ROUTE, { redirect_url: redirect || window.location.pathname }, { silent: true });
      setSent(true);
      setStatus({ text: _t(VALIDATION_SENT), kind: "success" });
    } catch {
      setStatus({ text: _t(VALIDATION_FAILED), kind: "danger" });
    }
  });
  const clickSend = (event: Event, button: HTMLElement) => {
    event.preventDefault();
    void send(parts.send.attrs(button).redirect);
  };
  const close = (event: Event) => {
    event.preventDefault();
    setClosed(true);
    void rpc(CLOSE_VALIDATION_ROUTE, {}, { silent: true }).catch(() => undefined);
  };
  useBind(parts, {
    host: { class: { "d-none": closed || undefined } },
    send: { class: { "d-none": sent || undefined }, on: { click: clickSend } },
    close: { on: { click: close } },
  });
  return status ? (
    <Portal>
      <p className={`o_wprofile_validation_status mb-0 mt-2 text-${status.kind}`} role="status">{status.text}</p>
    </Portal>
  ) : null;
}

export default defineIsland({
  name: "website.profile_validation",
  selector: ".o_wprofile_email_validation_container",
  moment: "load",
  mode: "enhance",
  markup,
  Component: ProfileValidation,
});
