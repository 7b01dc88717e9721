// Test hook of two-factor authentication (like /__test/faults, never in a real deployment): a fresh
// portal user with trusted devices, so each browser flow enables, revokes and disables on its own
// account. The password is the login.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { hashPasswordSync } from "../security/password";
import { TOTP_DEVICE_MODEL } from "./models";

export const TEST_TOTP_USER_ROUTE = "/__test/totp/user";

export function totpTestHooks(app: Hono<AppEnv>) {
  app.post(TEST_TOTP_USER_ROUTE, async (c) => {
    const store = c.get("store");
    const { devices = [] } = (await c.req.json().catch(() => ({}))) as { devices?: string[] };
    const login = `totp${store.all("res.users").length}x${Math.random().toString(36).slice(2, 8)}`;
    const partner = store.create("res.partner", { name: `Two-factor ${login}`, email: `${login}@example.com` });
    const user = store.create("res.users", {
      login,
      password: hashPasswordSync(login),
      name: `Two-factor ${login}`,
      partner_id: partner.id,
      is_admin: false,
      is_system: false,
      lang: "en_US",
      tz: "Europe/Brussels",
      groups: ["base.group_portal"],
      totp_secret: false,
    });
    for (const name of devices) store.create(TOTP_DEVICE_MODEL, { user_id: user.id, name, create_date: "2026-11-20 09:30:00" });
    return c.json({ login, password: login });
  });
}
