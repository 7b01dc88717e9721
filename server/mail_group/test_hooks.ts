// Test hook of mail groups (like /__test/faults, never in a real deployment): the link of the last
// confirmation e-mail sent to an address, as the visitor would find it in their mailbox.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { SENT_MAIL_MODEL } from "./routes";

export const TEST_MAIL_LINK_ROUTE = "/__test/mail_group/last_link";

export function mailGroupTestHooks(app: Hono<AppEnv>) {
  app.get(TEST_MAIL_LINK_ROUTE, (c) => {
    const to = c.req.query("email") ?? "";
    const mail = c.get("store").all(SENT_MAIL_MODEL).filter((m) => m.email_to === to).at(-1);
    return mail ? c.json({ link: mail.link, subject: mail.subject }) : c.json({ error: "no mail" }, 404);
  });
}
