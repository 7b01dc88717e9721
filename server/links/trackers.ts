// Tracked links (link.tracker) and their clicks (link.tracker.click): codes, short URLs, finding or
// creating a link for a URL and its campaign, medium and source, and the recent links filters.
import { randomBytes } from "node:crypto";
import type { Row, Store } from "../store";

export const LINK_MODEL = "link.tracker";
export const CLICK_MODEL = "link.tracker.click";
export const RECENT_FILTERS = ["newest", "most-clicked", "recently-used"] as const;
export type RecentFilter = (typeof RECENT_FILTERS)[number];

const now = () => new Date().toISOString().slice(0, 19).replace("T", " ");

export function clickCount(store: Store, linkId: number): number {
  return store.all(CLICK_MODEL).filter((click) => click.link_id === linkId).length;
}

export const findByCode = (store: Store, code: string) => store.all(LINK_MODEL).find((link) => link.code === code);

function newCode(store: Store): string {
  for (;;) {
    const code = randomBytes(4).toString("base64url").slice(0, 5);
    if (!findByCode(store, code)) return code;
  }
}

export function linkView(store: Store, link: Row, origin: string) {
  return {
    id: link.id,
    url: link.url,
    title: link.title || link.url,
    code: link.code,
    short_url: `${origin}/r/${link.code}`,
    count: clickCount(store, link.id),
    campaign_id: link.campaign_id,
    medium_id: link.medium_id,
    source_id: link.source_id,
  };
}

const refOf = (store: Store, model: string, id: unknown): [number, string] | false => {
  const row = typeof id === "number" ? store.get(model, id) : undefined;
  return row ? [row.id, String(row.name)] : false;
};

export function searchOrCreate(store: Store, userId: number, values: { url: string; campaign_id?: unknown; medium_id?: unknown; source_id?: unknown }): Row {
  const campaign = refOf(store, "utm.campaign", values.campaign_id);
  const medium = refOf(store, "utm.medium", values.medium_id);
  const source = refOf(store, "utm.source", values.source_id);
  const idOf = (ref: [number, string] | false) => (ref ? ref[0] : false);
  const same = store
    .all(LINK_MODEL)
    .find((link) => link.url === values.url && idOf(link.campaign_id) === idOf(campaign) && idOf(link.medium_id) === idOf(medium) && idOf(link.source_id) === idOf(source));
  if (same) return same;
  return store.create(LINK_MODEL, { url: values.url, title: values.url, code: newCode(store), campaign_id: campaign, medium_id: medium, source_id: source, create_uid: userId, create_date: now(), last_used: false });
}

export function recentLinks(store: Store, userId: number, filter: RecentFilter, limit: number): Row[] {
  const mine = store.all(LINK_MODEL).filter((link) => link.create_uid === userId);
  const sorted =
    filter === "most-clicked"
      ? mine.filter((link) => clickCount(store, link.id) > 0).sort((a, b) => clickCount(store, b.id) - clickCount(store, a.id))
      : filter === "recently-used"
        ? mine.filter((link) => link.last_used).sort((a, b) => String(b.last_used).localeCompare(String(a.last_used)))
        : mine.sort((a, b) => String(b.create_date).localeCompare(String(a.create_date)) || b.id - a.id);
  return sorted.slice(0, limit);
}

export function recordClick(store: Store, link: Row, countryId: number | false): void {
  store.create(CLICK_MODEL, { link_id: link.id, create_date: now(), country_id: countryId ? refOf(store, "res.country", countryId) : false });
  store.write(LINK_MODEL, link.id, { last_used: now() });
}
