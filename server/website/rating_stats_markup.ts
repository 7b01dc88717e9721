// The blog's rating stats block as the server renders it, in the page's language and number
// format; the website.rating_stats island renders the same block from the same values.
import { formatFloat } from "../../src/core/l10n/numbers";
import type { Localization } from "../../src/core/l10n/localization";
import type { Translate } from "../../src/runtime/env";
import { RATING_MAX, ONE_REVIEW, ONE_STAR, RATINGS_PER_STAR, REVIEWS, STARS, ratingStats, starIcons } from "../../contract/website/ratings";
import { escapeHtml } from "../html";

export function ratingStatsMarkup(values: number[], localization: Localization, t: Translate): string {
  const { average, percent, count } = ratingStats(values);
  const stars = starIcons(average).map((icon) => `<i class="fa ${icon}"></i>`).join("");
  const rows = Array.from({ length: RATING_MAX }, (_, i) => RATING_MAX - i).map(
    (star) => `<tr><th scope="row" class="pe-2 fw-normal text-nowrap">${escapeHtml(star === 1 ? t(ONE_STAR) : t(STARS, star))}</th><td style="width:12rem"><div class="progress o_rating_bar" role="presentation"><div class="progress-bar bg-warning" style="width:${percent[star]}%"></div></div></td><td class="ps-2 text-nowrap o_rating_percent">${percent[star]}%</td></tr>`,
  );
  return `<div class="o_website_rating_card d-flex flex-wrap gap-4 align-items-center"><div class="text-center"><div class="display-6 o_rating_average">${escapeHtml(formatFloat(average, { digits: 2, localization }))}</div><span class="o_rating_stars text-warning" aria-hidden="true">${stars}</span><div class="small text-muted">${escapeHtml(count === 1 ? t(ONE_REVIEW) : t(REVIEWS, count))}</div></div><table class="o_rating_table small mb-0" aria-label="${escapeHtml(t(RATINGS_PER_STAR))}"><tbody>${rows.join("")}</tbody></table></div>`;
}
