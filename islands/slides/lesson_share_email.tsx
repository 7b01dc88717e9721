// A lesson's "share by e-mail" field (spec 2 §5, §7): an empty or invalid address is marked and
// nothing is sent; otherwise /slides/slide/send_share_email {slide_id, email, fullscreen}. Once
// sent, the field gives way to a thank-you; a failure says so and keeps the address.
import { defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useRef } from "react";
import { CONNECTION_LOST, SHARE_SENT } from "./messages";
import { isValidEmail } from "./lesson";
import { SHARE_EMAIL_ROUTE } from "./share";

const serverMessage = (error: unknown) => (error as { data?: { message?: string } })?.data?.message;

function LessonShareEmail() {
  const host = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const busy = useRef(false);
  useHostEvent(
    "click",
    async (event, button) => {
      event.preventDefault();
      const input = host.querySelector<HTMLInputElement>("input");
      const status = host.querySelector<HTMLElement>("[role=status]");
      if (!input || busy.current) return;
      const valid = input.value.trim() !== "" && input.checkValidity() && isValidEmail(input.value);
      host.classList.toggle("o_has_error", !valid);
      input.classList.toggle("is-invalid", !valid);
      input.setAttribute("aria-invalid", String(!valid));
      if (!valid) return input.focus();
      busy.current = true;
      (button as HTMLButtonElement).disabled = true;
      try {
        await rpc(SHARE_EMAIL_ROUTE, { slide_id: Number(button.dataset.slideId), email: input.value.trim(), fullscreen: Boolean(document.querySelector(".o_wslides_fs_main")) }, { silent: true });
        const thanks = document.createElement("div");
        thanks.className = "alert alert-info mb-0";
        thanks.setAttribute("role", "status");
        thanks.textContent = _t(SHARE_SENT);
        host.replaceChildren(thanks);
      } catch (error) {
        if (status) status.textContent = serverMessage(error) ?? _t(CONNECTION_LOST);
        (button as HTMLButtonElement).disabled = false;
      } finally {
        busy.current = false;
      }
    },
    { selector: "button" },
  );
  return null;
}

export default defineIsland({
  name: "slides.lesson_share_email",
  selector: ".oe_slide_js_share_email",
  moment: "load",
  mode: "enhance",
  Component: LessonShareEmail,
});
