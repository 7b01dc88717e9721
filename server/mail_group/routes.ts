// Mail group routes (spec 3 §2, §7 "Mailing groups"): the group page, membership and subscribing
// or unsubscribing (directly for a signed-in user or the holder of the e-mail's token, else by a
// confirmation e-mail), and the replies of a thread a few at a time.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { missingError, userError } from "../errors";
import { markup } from "../html";
import { rpcHandler } from "../jsonrpc";
import { renderFixture } from "../routes/pages";
import { currentUser } from "../session";
import { GROUP_MODEL, addMember, emailAccessToken, findMember, removeMember, tokenValid } from "./members";
import { MESSAGE_MODEL, repliesMarkup, threadsMarkup } from "./messages";

export const SENT_MAIL_MODEL = "mail.mail";
export type SubscriptionAnswer = "added" | "removed" | "email_sent" | "is_already_member" | "is_not_member";
const EMAIL = /.+@.+/;
export const GROUP_MISSING = "Record does not exist or has been deleted.";
export const INVALID_EMAIL = "Invalid email";

function userEmail(c: Context<AppEnv>): string | null {
  const user = currentUser(c);
  if (!user) return null;
  const partnerId = Number(Array.isArray(user.partner_id) ? user.partner_id[0] : user.partner_id);
  return String(c.get("store").get("res.partner", partnerId)?.email ?? "") || null;
}

function groupOf(c: Context<AppEnv>, id: unknown) {
  const group = c.get("store").get(GROUP_MODEL, Number(id));
  if (!group) throw missingError(GROUP_MISSING);
  return group;
}

function sendConfirmation(c: Context<AppEnv>, groupId: number, email: string, action: "subscribe" | "unsubscribe") {
  const query = new URLSearchParams({ email, token: emailAccessToken(groupId, email) });
  if (action === "unsubscribe") query.set("unsubscribe", "1");
  c.get("store").create(SENT_MAIL_MODEL, { email_to: email, subject: `Confirm to ${action}`, link: `/groups/${groupId}?${query}` });
}

function changeMembership(c: Context<AppEnv>, params: Record<string, any>, action: "subscribe" | "unsubscribe"): SubscriptionAnswer {
  const group = groupOf(c, params.group_id);
  const email = userEmail(c) ?? String(params.email ?? "").trim();
  if (!EMAIL.test(email)) throw userError(INVALID_EMAIL);
  const store = c.get("store");
  const member = findMember(store, group.id, email);
  const trusted = Boolean(currentUser(c)) || tokenValid(group.id, email, params.token);
  if (action === "subscribe") {
    if (member) return "is_already_member";
    if (!trusted) return sendConfirmation(c, group.id, email, action), "email_sent";
    addMember(store, group.id, email);
    return "added";
  }
  if (!member) return "is_not_member";
  if (!trusted) return sendConfirmation(c, group.id, email, action), "email_sent";
  removeMember(store, group.id, email);
  return "removed";
}

export function mailGroupRoutes(app: Hono<AppEnv>) {
  app.post("/group/subscribe", rpcHandler((params, c) => changeMembership(c, params, "subscribe")));
  app.post("/group/unsubscribe", rpcHandler((params, c) => changeMembership(c, params, "unsubscribe")));

  app.post(
    "/group/is_member",
    rpcHandler((params, c) => {
      const group = c.get("store").get(GROUP_MODEL, Number(params.group_id));
      if (!group) return null;
      const given = String(params.email ?? "").trim();
      const email = userEmail(c) ?? (tokenValid(group.id, given, params.token) ? given : null);
      if (!email) return null;
      return { email, is_member: Boolean(findMember(c.get("store"), group.id, email)) };
    }),
  );

  app.post(
    "/groups/:group/:message/get_replies",
    rpcHandler((params, c) => {
      const message = c.get("store").get(MESSAGE_MODEL, Number(c.req.param("message")));
      if (!message || message.mail_group_id !== Number(c.req.param("group"))) return false;
      return repliesMarkup(c.get("store"), message, Number(params.last_displayed_id) || 0);
    }),
  );

  app.get("/groups/:group{[0-9]+}", (c) => {
    const group = c.get("store").get(GROUP_MODEL, Number(c.req.param("group")));
    if (!group) return c.notFound();
    const email = userEmail(c);
    const isMember = email ? Boolean(findMember(c.get("store"), group.id, email)) : false;
    return renderFixture(c, "mail_group/group.html", {
      group_id: group.id,
      group_name: group.name,
      group_description: group.description,
      is_member: isMember ? 1 : 0,
      email: email ?? "",
      button: markup(isMember ? "Unsubscribe" : "Subscribe"),
      threads: markup(threadsMarkup(c.get("store"), group.id)),
    });
  });
}
