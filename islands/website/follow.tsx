// Follow widget (spec 2 §4–§7): asks which records the visitor follows, then follows or
// unfollows one with its e-mail (a logged-in user's is fixed) and a captcha token. The unfollow
// button shows while followed; a bad e-mail is flagged before anything is sent.
import { useEffect, useRef } from "react";
import { defineIsland } from "../../src/runtime/island";
import { useHost } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { useService } from "../../src/hooks/use_service";
import type { NotificationService } from "../../src/services/notification";
import type { RPC } from "../../src/services/rpc";
import { captchaToken } from "./captcha";
import { askIsFollower } from "./follow_batch";
import { CAPTCHA_ERROR_TITLE, FOLLOW_CAPTCHA_ACTION, FOLLOW_FAILED, isFollowEmail, needsCaptcha } from "./follow_rules";

export { IS_FOLLOWER_ROUTE } from "./follow_batch";
export const FOLLOW_ROUTE = "/website_mail/follow";

export function showFollowState(widget: HTMLElement, followed: boolean) {
  widget.dataset.follow = followed ? "on" : "off";
  widget.querySelector(".js_follow_btn")?.classList.toggle("d-none", followed);
  widget.querySelector(".js_unfollow_btn")?.classList.toggle("d-none", !followed);
  const email = widget.querySelector<HTMLInputElement>("input.js_follow_email");
  if (email && !email.disabled) email.classList.toggle("d-none", followed);
}

function Follow() {
  const widget = useHost();
  const rpc = useService<RPC>("rpc");
  const notification = useService<NotificationService>("notification");
  const isUser = useRef(false);
  const busy = useRef(false);
  const input = () => widget.querySelector<HTMLInputElement>("input.js_follow_email");

  useEffect(() => {
    const object = widget.dataset.object ?? "";
    const id = Number(widget.dataset.id);
    askIsFollower(rpc, object, id).then(
      (answer) => {
        isUser.current = Boolean(answer.is_user);
        const email = input();
        if (email && answer.email) email.value = answer.email;
        if (email && answer.is_user) {
          email.disabled = true;
          email.classList.add("d-none");
        }
        const followed = answer[object];
        showFollowState(widget, Array.isArray(followed) && followed.includes(id));
      },
      () => showFollowState(widget, widget.dataset.follow === "on"),
    );
  }, [widget, rpc]);

  useHostEvent("input", (_event, el) => el.classList.remove("is-invalid"), { selector: "input.js_follow_email" });

  useHostEvent(
    "click",
    async (event) => {
      event.preventDefault();
      if (busy.current) return;
      const field = input();
      const email = isUser.current ? "" : (field?.value ?? "").trim();
      if (!isUser.current && !isFollowEmail(email)) {
        field?.classList.add("is-invalid");
        field?.setAttribute("aria-invalid", "true");
        field?.focus();
        return;
      }
      field?.removeAttribute("aria-invalid");
      busy.current = true;
      try {
        let token: string | undefined;
        if (needsCaptcha(email, isUser.current)) {
          const answer = await captchaToken(FOLLOW_CAPTCHA_ACTION);
          if ("error" in answer) {
            notification.add(answer.error, { type: "danger", title: CAPTCHA_ERROR_TITLE, sticky: true });
            return;
          }
          token = answer.token;
        }
        const followed = await rpc<boolean>(
          FOLLOW_ROUTE,
          { id: Number(widget.dataset.id), object: widget.dataset.object, message_is_follower: widget.dataset.follow || "off", email, recaptcha_token_response: token },
          { silent: true },
        );
        showFollowState(widget, Boolean(followed));
      } catch (error) {
        const detail = (error as { data?: { message?: string } })?.data?.message;
        notification.add(detail || FOLLOW_FAILED, { type: "danger", title: CAPTCHA_ERROR_TITLE, sticky: Boolean(detail) });
      } finally {
        busy.current = false;
      }
    },
    { selector: ".js_follow_btn, .js_unfollow_btn" },
  );
  return null;
}

export default defineIsland({
  name: "website.follow",
  selector: ".js_follow",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  Component: Follow,
});
