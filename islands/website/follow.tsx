// Follow widget (spec 2 §4–§7): asks which records the visitor follows, then follows or
// unfollows one with its e-mail (a logged-in user's is fixed) and a captcha token. The unfollow
// button shows while followed; a bad e-mail is flagged before anything is sent.
import { useEffect, useState } from "react";
import { attr, child, defineIsland, defineMarkup, useBind, useService, useWaitFor, useWriteLock, useTranslate, type IslandProps, type RPC } from "../../src/kit";
import { captchaToken } from "./captcha";

export const IS_FOLLOWER_ROUTE = "/website_mail/is_follower";
export const FOLLOW_ROUTE = "/website_mail/follow";
export const FOLLOW_CAPTCHA_ACTION = "website_mail_follow";
export const CAPTCHA_ERROR_TITLE = "Error";
export const FOLLOW_FAILED = "Your subscription could not be changed. Please try again.";

export const isFollowEmail = (email: string) => /.+@.+/.test(email.trim());
/** A captcha token goes with the call when an e-mail is given or the visitor is logged in. */
export const needsCaptcha = (email: string, isUser: boolean) => isUser || email.trim() !== "";

type FollowerAnswer = { is_user?: boolean; email?: string } & Record<string, unknown>;
let pending: { records: Record<string, number[]>; promise: Promise<FollowerAnswer> } | null = null;

/** One is_follower call for every follow widget mounting together (records per model), as the platform asks once per page. */
function askIsFollower(rpc: RPC, model: string, id: number): Promise<FollowerAnswer> {
  if (!pending) {
    const records: Record<string, number[]> = {};
    const promise = Promise.resolve().then(() => {
      pending = null;
      return rpc<FollowerAnswer>(IS_FOLLOWER_ROUTE, { records }, { silent: true });
    });
    pending = { records, promise };
  }
  const ids = (pending.records[model] ??= []);
  if (!ids.includes(id)) ids.push(id);
  return pending.promise;
}

const markup = defineMarkup({
  attributes: {
    object: attr.string("data-object"),
    id: attr.int("data-id", 0),
    follow: attr.oneOf("data-follow", ["on", "off"], "off"),
  },
  children: {
    email: child.optional("input.js_follow_email"),
    followButton: ".js_follow_btn",
    unfollowButton: ".js_unfollow_btn",
  },
});

function Follow({ attrs, parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const _t = useTranslate();
  const notification = useService("notification");
  const waitFor = useWaitFor();
  const lock = useWriteLock();
  const [followed, setFollowed] = useState(attrs.follow === "on");
  const [visitor, setVisitor] = useState<{ isUser: boolean; email?: string } | null>(null);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    waitFor(askIsFollower(rpc, attrs.object, attrs.id)).then(
      (answer) => {
        setVisitor({ isUser: Boolean(answer.is_user), email: answer.email });
        const records = answer[attrs.object];
        setFollowed(Array.isArray(records) && records.includes(attrs.id));
      },
      () => setFollowed(attrs.follow === "on"),
    );
  }, [rpc, attrs, waitFor]);

  const follow = lock.locked(async (event: Event) => {
    event.preventDefault();
    const field = parts.email.first<HTMLInputElement>();
    const isUser = Boolean(visitor?.isUser);
    const email = isUser ? "" : (field?.value ?? "").trim();
    if (!isUser && !isFollowEmail(email)) {
      setInvalid(true);
      field?.focus();
      return;
    }
    setInvalid(false);
    try {
      let token: string | undefined;
      if (needsCaptcha(email, isUser)) {
        const answer = await waitFor(captchaToken(FOLLOW_CAPTCHA_ACTION));
        if ("error" in answer) {
          notification.add(_t(answer.error), { type: "danger", title: _t(CAPTCHA_ERROR_TITLE), sticky: true });
          return;
        }
        token = answer.token;
      }
      const params = { id: attrs.id, object: attrs.object, message_is_follower: followed ? "on" : "off", email, recaptcha_token_response: token };
      setFollowed(Boolean(await waitFor(rpc<boolean>(FOLLOW_ROUTE, params, { silent: true }))));
    } catch (error) {
      const detail = (error as { data?: { message?: string } })?.data?.message;
      notification.add(detail || _t(FOLLOW_FAILED), { type: "danger", title: _t(CAPTCHA_ERROR_TITLE), sticky: Boolean(detail) });
    }
  });

  const fixedEmail = Boolean(visitor?.isUser);
  useBind(parts, {
    host: { attr: { "data-follow": followed ? "on" : "off" } },
    followButton: { class: { "d-none": followed }, on: { click: follow } },
    unfollowButton: { class: { "d-none": !followed }, on: { click: follow } },
    email: {
      class: { "d-none": fixedEmail || followed, "is-invalid": invalid },
      attr: { "aria-invalid": invalid ? "true" : null },
      prop: { disabled: fixedEmail || undefined, value: visitor?.email || undefined },
      on: { input: () => setInvalid(false) },
    },
  });
  return null;
}

export default defineIsland({
  name: "website.follow",
  selector: ".js_follow",
  moment: "load",
  mode: "enhance",
  services: ["notification"],
  markup,
  Component: Follow,
});
