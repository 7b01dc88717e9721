// Mail group subscription (spec 3 §2, §4, §5, §7, §8): on load asks /group/is_member with the
// address's e-mail and token; the button subscribes or unsubscribes (unsubscribe forced by the
// `unsubscribe` query parameter) once the e-mail passes something@something; the answer sets the
// button and an alert, or replaces the form with 'An email with instructions has been sent.'.
// A request whose answer was lost is not sent again: the membership is asked again, and a changed
// one is shown and told.
import { defineIsland, isAnswerLost, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import {
  SUBSCRIBE_LABEL,
  SUBSCRIPTION_FAILED,
  SUBSCRIPTION_LOST_DONE,
  UNSUBSCRIBE_LABEL,
  actionOf,
  afterAnswer,
  isGroupEmail,
  readPageQuery,
  type SubscriptionState,
} from "./mail_group_rules";

const EMAIL_INPUT = ".o_mg_subscribe_email";
const BUTTON = ".o_mg_subscribe_btn";
const FORM = ".o_mg_subscribe_form";

function setEmailError(host: HTMLElement, error: boolean) {
  host.classList.toggle("o_has_error", error);
  const input = host.querySelector(EMAIL_INPUT);
  input?.classList.toggle("is-invalid", error);
  if (error) input?.setAttribute("aria-invalid", "true");
  else input?.removeAttribute("aria-invalid");
}

function MailGroup({ groupId, isMember }: { groupId: number; isMember: boolean }) {
  const host = useHost();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const query = useRef(readPageQuery(window.location.search)).current;
  const [state, setState] = useState<SubscriptionState>({ isMember, alert: null, done: false });
  const busy = useRef(false);
  const input = () => host.querySelector<HTMLInputElement>(EMAIL_INPUT);

  /** The membership of the address as the server has it now (null when it cannot tell). */
  const membership = (email: string) =>
    rpc<{ email: string; is_member: boolean } | null>("/group/is_member", { group_id: groupId, email, token: query.token }, { silent: true }).catch(() => null);

  useEffect(() => {
    if (query.email && input() && !input()!.value) input()!.value = query.email;
    void membership(query.email ?? input()?.value ?? "").then((answer) => {
      if (!answer) return;
      if (input()) input()!.value = answer.email;
      setState((current) => ({ ...current, isMember: answer.is_member }));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the page's address
  }, [groupId, rpc]);

  // The server's button follows the state; the form is hidden once replaced by the alert.
  useEffect(() => {
    const button = host.querySelector(BUTTON);
    if (button) {
      button.textContent = _t(state.isMember ? UNSUBSCRIBE_LABEL : SUBSCRIBE_LABEL);
      button.classList.toggle("btn-primary", !state.isMember);
      button.classList.toggle("btn-outline-primary", state.isMember);
    }
    host.querySelector(FORM)?.classList.toggle("d-none", state.done);
  }, [host, state, _t]);

  useHostEvent(
    "click",
    async (event) => {
      event.preventDefault();
      if (busy.current) return;
      const email = input()?.value.trim() ?? "";
      if (!isGroupEmail(email)) return setEmailError(host, true);
      setEmailError(host, false);
      busy.current = true;
      try {
        const answer = await rpc(`/group/${actionOf(state.isMember, query.forceUnsubscribe)}`, { group_id: groupId, email, token: query.token });
        setState((current) => afterAnswer(answer, current, query.forceUnsubscribe));
      } catch (error) {
        const now = isAnswerLost(error) ? await membership(email) : null;
        if (now && now.is_member !== state.isMember) setState({ isMember: now.is_member, alert: { kind: "warning", text: SUBSCRIPTION_LOST_DONE }, done: false });
        else setState((current) => ({ ...current, alert: { kind: "danger", text: SUBSCRIPTION_FAILED } }));
      } finally {
        busy.current = false;
      }
    },
    { selector: BUTTON },
  );
  useHostEvent("input", () => setEmailError(host, false), { selector: EMAIL_INPUT });

  if (!state.alert) return null;
  return createPortal(
    <div className={`o_mg_alert alert alert-${state.alert.kind}`} role={state.alert.kind === "success" ? "status" : "alert"}>
      {_t(state.alert.text)}
    </div>,
    host,
  );
}

export default defineIsland({
  name: "mail_group.subscribe",
  selector: ".o_mail_group",
  moment: "load",
  mode: "enhance",
  props: (_host, read) => ({ groupId: read.int("data-id", 0), isMember: read.int("data-is-member", 0) === 1 }),
  Component: MailGroup,
});
