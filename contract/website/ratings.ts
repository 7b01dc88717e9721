// Ratings (spec 2 §3, §5, §9), shared by the rating islands and the reference server (which
// renders the stats block the island then takes over): values 0 to 5 in half steps, the labels of
// 1 to 5 stars, the average to 2 decimals and the share of each star.
export const RATING_MAX = 5;
export const RATING_LABELS = ["I hate it", "I don't like it", "It's okay", "I like it", "I love it"] as const;

export const roundToHalf = (value: number) => Math.min(RATING_MAX, Math.max(0, Math.round(value * 2) / 2));
export const isRatingValue = (value: number) => Number.isFinite(value) && value >= 0 && value <= RATING_MAX && Number.isInteger(value * 2);
/** The label of a value: the star it reaches once rounded to a half (a half 5th star is "I love it"; none for 0). */
export const ratingLabel = (value: number) => RATING_LABELS[Math.ceil(roundToHalf(value)) - 1] ?? "";

export function ratingStats(values: number[]) {
  const valid = values.filter(isRatingValue);
  const average = valid.length ? Math.round((valid.reduce((a, b) => a + b, 0) / valid.length) * 100) / 100 : 0;
  const percent: Record<number, number> = {};
  for (let star = 1; star <= RATING_MAX; star++) {
    const count = valid.filter((v) => Math.round(v) === star).length;
    percent[star] = valid.length ? Math.round((count / valid.length) * 10000) / 100 : 0;
  }
  return { average, percent, count: valid.length };
}

/** The stats block's host: the ratings it counts are its data-rating-values (a JSON list). */
export const RATING_STATS_SELECTOR = ".o_website_rating_stats[data-rating-values]";
export const RATING_VALUES_ATTRIBUTE = "data-rating-values";

/** The stars of a value in half steps, as Font Awesome classes. */
export const starIcons = (value: number) =>
  Array.from({ length: RATING_MAX }, (_, i) => (value >= i + 1 ? "fa-star" : value >= i + 0.5 ? "fa-star-half-o" : "fa-star-o"));

/** The stats block's texts (the platform's source strings, translated by each side). */
export const ONE_REVIEW = "1 review";
export const REVIEWS = "%s reviews";
export const RATINGS_PER_STAR = "Ratings per star";
export const ONE_STAR = "1 star";
export const STARS = "%s stars";
