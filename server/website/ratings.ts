// Ratings of blog posts (and other rateable records) with the publisher's comment (kept apart from rating.rating, the seeded
// project ratings): only publishers comment; an empty comment deletes it.
import { accessError, missingError, validationError } from "../errors";
import type { Row, Store } from "../store";
import { isPublisher } from "./publish";

export const RATING_MODEL = "blog.rating";
export const NOT_PUBLISHER_COMMENT = "Only the publisher of the website can change the rating comment";
export const MAX_COMMENT_LENGTH = 4000;

const now = () => new Date().toISOString().slice(0, 19).replace("T", " ");

export function setPublisherComment(store: Store, user: Row | null, ratingId: unknown, comment: unknown) {
  if (!isPublisher(user)) throw accessError(NOT_PUBLISHER_COMMENT);
  const rating = Number.isInteger(ratingId) ? store.get(RATING_MODEL, ratingId as number) : undefined;
  if (!rating) throw missingError("Record does not exist or has been deleted.");
  const text = String(comment ?? "").trim().slice(0, MAX_COMMENT_LENGTH);
  const partner = store.get("res.partner", user!.partner_id);
  const values = text
    ? { publisher_comment: text, publisher_id: [user!.partner_id, partner?.name ?? user!.name], publisher_datetime: now() }
    : { publisher_comment: "", publisher_id: false, publisher_datetime: false };
  store.write(RATING_MODEL, rating.id, values);
  return { rating_id: rating.id, ...values };
}

export const LOGIN_TO_RATE = "You must be logged in to rate.";
export const INVALID_RATING = "A rating is a number from 0 to 5 in half steps.";
export const MAX_RATING_BODY = 2000;
export const UNPUBLISHED_POST = "Due to security restrictions, you are not allowed to access 'Blog Post' (blog.post) records.\n\nContact your administrator to request access if necessary.";

/**
 * The records a reader may rate, each with who may: any signed-in reader of a blog post; other
 * areas add theirs (server/slides/reviews.ts: a course's members review it).
 */
const RATEABLE = new Map<string, (store: Store, user: Row, record: Row) => string | null>([
  // An unpublished post is read (hence rated) by its publishers only, as the blog's record rule says.
  ["blog.post", (_store, user, post) => (!post.is_published && !isPublisher(user) ? UNPUBLISHED_POST : null)],
]);

/** Lets readers rate the records of `model`; `refusal` answers why a user may not, or null. */
export function allowRatings(model: string, refusal: (store: Store, user: Row, record: Row) => string | null): void {
  RATEABLE.set(model, refusal);
}

export const isRateable = (model: unknown) => typeof model === "string" && RATEABLE.has(model);

/** A reader's rating of a record (the platform posts it as a chatter message with a rating). */
export function postRating(store: Store, user: Row | null, model: unknown, id: unknown, value: unknown, body: unknown) {
  if (!user) throw accessError(LOGIN_TO_RATE);
  const rating = Number(value);
  if (!Number.isFinite(rating) || rating < 0 || rating > 5 || !Number.isInteger(rating * 2)) throw validationError(INVALID_RATING);
  const record = isRateable(model) && Number.isInteger(id) ? store.get(model as string, id as number) : undefined;
  if (!record) throw missingError("Record does not exist or has been deleted.");
  const refused = RATEABLE.get(model as string)!(store, user, record);
  if (refused) throw accessError(refused);
  return store.create(RATING_MODEL, {
    res_model: model, res_id: id, rating_value: rating, author: user.name, body: String(body ?? "").trim().slice(0, MAX_RATING_BODY),
    publisher_comment: "", publisher_id: false, publisher_datetime: false,
  });
}
