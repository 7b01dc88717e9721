// Test hook of tracked links (like /__test/faults, never in a real deployment): a fresh link of the
// signed-in user with clicks `daysAgo` days before now (country ids, false for unknown), so the
// statistics tests see all time, last month and last week whatever the day they run.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { currentUser } from "../session";
import { CLICK_MODEL, LINK_MODEL, searchOrCreate } from "./trackers";

export const TEST_LINK_ROUTE = "/__test/links/link";

const stamp = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");

export function linksTestHooks(app: Hono<AppEnv>) {
  app.post(TEST_LINK_ROUTE, async (c) => {
    const user = currentUser(c);
    if (!user) return c.json({ error: "sign in first" }, 403);
    const { clicks = [] } = (await c.req.json().catch(() => ({}))) as { clicks?: { daysAgo: number; country: number | false }[] };
    const store = c.get("store");
    const link = searchOrCreate(store, user.id, { url: `https://www.example.com/test/${Date.now()}${Math.random().toString(36).slice(2, 6)}` });
    for (const click of clicks) {
      const country = click.country ? store.get("res.country", click.country) : undefined;
      store.create(CLICK_MODEL, { link_id: link.id, create_date: stamp(new Date(Date.now() - click.daysAgo * 86_400_000)), country_id: country ? [country.id, country.name] : false });
    }
    return c.json({ id: link.id, code: store.get(LINK_MODEL, link.id)!.code });
  });
}
