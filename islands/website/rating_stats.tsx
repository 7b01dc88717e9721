// Rating statistics (spec 2 §3, §9): the average to 2 decimals, in the page language's number
// format (4,50 on a French page), and the share of each star. The server renders the same block
// with its page language's localization (server/website/rating_stats_markup.ts), the island with
// the localization service's: the same text.
import { attr, defineIsland, defineMarkup, localizationStore, useTranslate, useStore, type IslandProps } from "../../src/kit";
import { formatFloat } from "../../src/core/l10n/numbers";
import { RATING_MAX, ONE_REVIEW, ONE_STAR, RATINGS_PER_STAR, REVIEWS, STARS, ratingStats, starIcons } from "../../contract/website/ratings";

const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((v) => typeof v === "number");
const markup = defineMarkup({ attributes: { values: attr.json("data-rating-values", [] as number[], isNumberList) } });

function RatingStats({ attrs }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  const localization = useStore(localizationStore);
  const { average, percent, count } = ratingStats(attrs.values);
  return (
    <div className="o_website_rating_card d-flex flex-wrap gap-4 align-items-center">
      <div className="text-center">
        <div className="display-6 o_rating_average">{formatFloat(average, { digits: 2, localization })}</div>
        <span className="o_rating_stars text-warning" aria-hidden="true">
          {starIcons(average).map((icon, i) => <i key={i} className={`fa ${icon}`} />)}
        </span>
        <div className="small text-muted">{count === 1 ? _t(ONE_REVIEW) : _t(REVIEWS, count)}</div>
      </div>
      <table className="o_rating_table small mb-0" aria-label={_t(RATINGS_PER_STAR)}>
        <tbody>
          {Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map((star) => (
            <tr key={star}>
              <th scope="row" className="pe-2 fw-normal text-nowrap">{star === 1 ? _t(ONE_STAR) : _t(STARS, star)}</th>
              <td style={{ width: "12rem" }}>
                <div className="progress o_rating_bar" role="presentation">
                  <div className="progress-bar bg-warning" style={{ width: `${percent[star]}%` }} />
                </div>
              </td>
              <td className="ps-2 text-nowrap o_rating_percent">{percent[star]}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default defineIsland({
  name: "website.rating_stats",
  selector: ".o_website_rating_stats[data-rating-values]",
  moment: "visible",
  mode: "render",
  markup,
  Component: RatingStats,
});
