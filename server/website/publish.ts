// Publish toggles: only these models are publishable, and only by publishers (administrators).
import { accessError, missingError } from "../errors";
import type { Row, Store } from "../store";
import { userTypeOf } from "../security/user_type";

export const PUBLISHABLE_MODELS = ["blog.post", "website.page", "slide.slide"] as const;
export const NOT_PUBLISHER = "Only publishers can publish or unpublish content.";

export const isPublisher = (user: Row | null) => userTypeOf(user) === "admin";

export function togglePublished(store: Store, user: Row | null, object: unknown, id: unknown): boolean {
  if (!isPublisher(user)) throw accessError(NOT_PUBLISHER);
  if (!PUBLISHABLE_MODELS.includes(object as (typeof PUBLISHABLE_MODELS)[number]) || !Number.isInteger(id)) throw missingError("Record does not exist or has been deleted.");
  const record = store.get(object as string, id as number);
  if (!record) throw missingError("Record does not exist or has been deleted.");
  const published = !record.is_published;
  store.write(object as string, id as number, { is_published: published });
  return published;
}
