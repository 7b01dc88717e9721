// A lesson's "share by e-mail" field (spec 2 §5, §7): an invalid address is marked and nothing is sent;
// once sent, the field gives way to a thank-you; a failure says so and keeps the address.
import { useState } from "react";
import { attr, child, defineIsland, defineMarkup, findIn, Portal, useBind, useService, useTranslate, useWriteBusy, useWriteLock, type IslandProps } from "../../src/kit";
import { SHARE_SENT } from "./messages";
import { isValidEmail } from "./lesson";
import { SHARE_EMAIL_ROUTE, shareFailureText } from "./share";

const markup = defineMarkup({
  children: {
    label: child.optional("label"),
    field: child.optional(".input-group"),
    input: "input",
    send: child.required("button", { slideId: attr.int("data-slide-id", 0) }),
    // the field's own status line (the thank-you that replaces the field has the role too)
    status: child.optional("[role=status]:not(.o_wslides_share_sent)"),
  },
});

const PLAYER = child.optional(".o_wslides_fs_main");

function LessonShareEmail({ parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const [invalid, setInvalid] = useState<boolean | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);

  const send = lock.locked(async (button: HTMLElement) => {
    const input = parts.input.first<HTMLInputElement>();
    if (!input) return;
    const valid = input.value.trim() !== "" && input.checkValidity() && isValidEmail(input.value);
    setInvalid(!valid);
    if (!valid) return input.focus();
    try {
      const fullscreen = findIn(PLAYER, document).length > 0;
      await rpc(SHARE_EMAIL_ROUTE, { slide_id: parts.send.attrs(button).slideId, email: input.value.trim(), fullscreen }, { silent: true });
      setSent(true);
    } catch (error) {
      setFailure(shareFailureText(error, _t));
    }
  });

  const gone = { class: { "d-none": sent || undefined } };
  useBind(parts, {
    host: { class: { o_has_error: invalid } },
    input: { class: { "is-invalid": invalid }, attr: { "aria-invalid": invalid === undefined ? undefined : String(invalid) } },
    send: { prop: { disabled: busy }, on: { click: (event, button) => (event.preventDefault(), void send(button)) } },
    status: { ...gone, text: failure },
    label: gone,
    field: gone,
  });
  return sent ? <Portal><div className="alert alert-info mb-0 o_wslides_share_sent" role="status">{_t(SHARE_SENT)}</div></Portal> : null;
}

export default defineIsland({
  name: "slides.lesson_share_email",
  selector: ".oe_slide_js_share_email",
  moment: "load",
  mode: "enhance",
  markup,
  Component: LessonShareEmail,
});
