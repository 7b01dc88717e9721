// Per-session flags of the public website (the e-mail banner closed, the website forced).
import type { Context } from "hono";
import type { AppEnv } from "../context";

export function sessionData(c: Context<AppEnv>): Record<string, any> {
  const row = c.get("store").db.prepare("SELECT data FROM sessions WHERE sid = ?").get(c.get("session").sid) as { data: string } | undefined;
  return JSON.parse(row?.data ?? "{}");
}

export function setSessionData(c: Context<AppEnv>, values: Record<string, unknown>): void {
  const data = { ...sessionData(c), ...values };
  c.get("store").db.prepare("UPDATE sessions SET data = ? WHERE sid = ?").run(JSON.stringify(data), c.get("session").sid);
}
