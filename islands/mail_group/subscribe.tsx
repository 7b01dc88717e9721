// Mail group subscription (spec 3 §2, §4, §5, §7, §8): on load asks /group/is_member with the
// address's e-mail and token; the button subscribes or unsubscribes (unsubscribe forced by the
// `unsubscribe` query parameter) once the e-mail passes something@something; the answer sets the
// button and an alert, or replaces the form with 'An email with instructions has been sent.'.
// A request whose answer was lost is not sent again: the membership is asked again, and a changed
// one is shown and told.
import { attr, child, defineIsland, defineMarkup, isAnswerLost, Portal, useBind, useService, useTranslate, useWaitFor, useWriteLock, type IslandProps } from "../../src/kit";
import { useEffect, useRef, useState } from "react";
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

const markup = defineMarkup({
  attributes: { groupId: attr.int("data-id", 0), isMember: attr.boolean("data-is-member") },
  children: {
    email: ".o_mg_subscribe_email",
    button: ".o_mg_subscribe_btn",
    form: child.optional(".o_mg_subscribe_form"),
  },
});

function MailGroup({ attrs: { groupId, isMember }, parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const waitFor = useWaitFor();
  const lock = useWriteLock();
  const query = useRef(readPageQuery(window.location.search)).current;
  const [state, setState] = useState<SubscriptionState>({ isMember, alert: null, done: false });
  const [invalid, setInvalid] = useState(false);
  const input = () => parts.email.first<HTMLInputElement>();

  /** The membership of the address as the server has it now (null when it cannot tell). */
  const membership = (email: string) =>
    waitFor(rpc<{ email: string; is_member: boolean } | null>("/group/is_member", { group_id: groupId, email, token: query.token }, { silent: true }).catch(() => null));

  useEffect(() => {
    const field = input();
    if (query.email && field && !field.value) field.value = query.email;
    void membership(query.email ?? field?.value ?? "").then((answer) => {
      if (!answer) return;
      if (field) field.value = answer.email;
      setState((current) => ({ ...current, isMember: answer.is_member }));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the page's address
  }, [groupId, rpc]);

  const send = lock.locked(async (event: Event) => {
    event.preventDefault();
    const email = input()?.value.trim() ?? "";
    if (!isGroupEmail(email)) return setInvalid(true);
    setInvalid(false);
    try {
      const answer = await waitFor(rpc(`/group/${actionOf(state.isMember, query.forceUnsubscribe)}`, { group_id: groupId, email, token: query.token }));
      setState((current) => afterAnswer(answer, current, query.forceUnsubscribe));
    } catch (error) {
      const now = isAnswerLost(error) ? await membership(email) : null;
      if (now && now.is_member !== state.isMember) setState({ isMember: now.is_member, alert: { kind: "warning", text: SUBSCRIPTION_LOST_DONE }, done: false });
      else setState((current) => ({ ...current, alert: { kind: "danger", text: SUBSCRIPTION_FAILED } }));
    }
  });

  // The server's button follows the state; the form is hidden once replaced by the alert.
  useBind(parts, {
    host: { class: { o_has_error: invalid } },
    email: { class: { "is-invalid": invalid }, attr: { "aria-invalid": invalid ? "true" : null }, on: { input: () => setInvalid(false) } },
    button: {
      text: _t(state.isMember ? UNSUBSCRIBE_LABEL : SUBSCRIBE_LABEL),
      class: { "btn-primary": !state.isMember, "btn-outline-primary": state.isMember },
      on: { click: send },
    },
    form: { class: { "d-none": state.done } },
  });

  if (!state.alert) return null;
  return (
    <Portal>
      <div className={`o_mg_alert alert alert-${state.alert.kind}`} role={state.alert.kind === "success" ? "status" : "alert"}>
        {_t(state.alert.text)}
      </div>
    </Portal>
  );
}

export default defineIsland({
  name: "mail_group.subscribe",
  selector: ".o_mail_group",
  moment: "load",
  mode: "enhance",
  markup,
  Component: MailGroup,
});
