// Stars of a rating value in half steps (decorative: the value is said in text next to them).
import { starIcons } from "../../contract/website/ratings";

export function RatingStars({ value }: { value: number }) {
  return (
    <span className="o_rating_stars text-warning" aria-hidden="true">
      {starIcons(value).map((icon, i) => (
        <i key={i} className={`fa ${icon}`} />
      ))}
    </span>
  );
}
