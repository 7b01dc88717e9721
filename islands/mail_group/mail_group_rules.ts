// Mail group rules and texts (spec 3 §4, §5, §7, §8 "Mailing group"): the e-mail check, the
// subscription answers, and what the page reads from its address.
export const EMAIL_SENT = "An email with instructions has been sent.";
export const ALREADY_MEMBER = "This email is already subscribed.";
export const NOT_MEMBER = "This email is not subscribed.";
export const SUBSCRIPTION_FAILED = "Your request could not be sent. Please check your connection and try again.";
export const SUBSCRIPTION_LOST_DONE = "The server's answer was lost, but your request was done: the subscription is shown as it is now.";
export const SUBSCRIBE_LABEL = "Subscribe";
export const UNSUBSCRIBE_LABEL = "Unsubscribe";

export const isGroupEmail = (email: string) => /.+@.+/.test(email.trim());

export interface PageQuery {
  token: string | null;
  email: string | null;
  forceUnsubscribe: boolean;
}

export function readPageQuery(search: string): PageQuery {
  const query = new URLSearchParams(search);
  return { token: query.get("token"), email: query.get("email"), forceUnsubscribe: query.has("unsubscribe") };
}

export type SubscriptionAnswer = "added" | "removed" | "email_sent" | "is_already_member" | "is_not_member";

export interface SubscriptionState {
  isMember: boolean;
  alert: { kind: "success" | "warning" | "danger"; text: string } | null;
  /** the form is replaced by the alert */
  done: boolean;
}

/** The state after the server's answer (an unknown answer changes nothing). */
export function afterAnswer(answer: unknown, state: SubscriptionState, forceUnsubscribe: boolean): SubscriptionState {
  switch (answer) {
    case "added":
      return { isMember: true, alert: null, done: false };
    case "removed":
      return { isMember: false, alert: null, done: false };
    case "email_sent":
      return { ...state, alert: { kind: "success", text: EMAIL_SENT }, done: true };
    case "is_already_member":
      return { isMember: true, alert: { kind: "warning", text: ALREADY_MEMBER }, done: false };
    case "is_not_member":
      return { isMember: forceUnsubscribe ? state.isMember : false, alert: { kind: "warning", text: NOT_MEMBER }, done: false };
    default:
      return state;
  }
}

export const actionOf = (isMember: boolean, forceUnsubscribe: boolean) => (isMember || forceUnsubscribe ? "unsubscribe" : "subscribe");
