// Followers of publishable records: a partner (the user's, or one found or made for an anonymous
// e-mail) follows a record; the follow route toggles from the state the page shows.
import { validationError } from "../errors";
import type { Row, Store } from "../store";

export const FOLLOWER_MODEL = "mail.followers";
export const FOLLOWABLE_MODELS = ["blog.post", "blog.blog"] as const;
export const FOLLOW_EMAIL = /.+@.+/;
export const INVALID_EMAIL = "Please enter a valid e-mail address.";

function partnerFor(store: Store, user: Row | null, email: string): number {
  if (user?.partner_id) return user.partner_id;
  const found = store.all("res.partner").find((p) => String(p.email ?? "").toLowerCase() === email.toLowerCase());
  return found ? found.id : store.create("res.partner", { name: email, email }).id;
}

export function followedIds(store: Store, partnerId: number | null, model: string, ids: number[]): number[] {
  if (!partnerId) return [];
  const followed = new Set(store.all(FOLLOWER_MODEL).filter((f) => f.res_model === model && f.partner_id === partnerId).map((f) => f.res_id));
  return ids.filter((id) => followed.has(id));
}

export function isFollowable(model: unknown, id: unknown): model is string {
  return FOLLOWABLE_MODELS.includes(model as (typeof FOLLOWABLE_MODELS)[number]) && Number.isInteger(id);
}

/** Toggles from `wasFollower` ("on" unfollows, anything else follows); returns the new state. */
export function toggleFollow(store: Store, user: Row | null, model: string, id: number, wasFollower: boolean, email: string): boolean {
  if (!user && !FOLLOW_EMAIL.test(email)) throw validationError(INVALID_EMAIL);
  const partnerId = partnerFor(store, user, email);
  const existing = store.all(FOLLOWER_MODEL).filter((f) => f.res_model === model && f.res_id === id && f.partner_id === partnerId);
  if (wasFollower) {
    for (const row of existing) store.unlink(FOLLOWER_MODEL, row.id);
    return false;
  }
  if (!existing.length) store.create(FOLLOWER_MODEL, { res_model: model, res_id: id, partner_id: partnerId });
  return true;
}
