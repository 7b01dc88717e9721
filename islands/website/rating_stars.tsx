// Stars of a rating value in half steps (decorative: the value is said in text next to them).
import { RATING_MAX } from "./rating_rules";

export function RatingStars({ value }: { value: number }) {
  return (
    <span className="o_rating_stars text-warning" aria-hidden="true">
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <i key={i} className={`fa ${value >= i + 1 ? "fa-star" : value >= i + 0.5 ? "fa-star-half-o" : "fa-star-o"}`} />
      ))}
    </span>
  );
}
