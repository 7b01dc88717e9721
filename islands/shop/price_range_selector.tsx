// The listing's price range (spec 2 §2, §9; odoo-markup.md §4 multirangePriceSelector): on the
// platform's `#o_wsale_price_range_option`, a change of its range inputs reloads the listing with
// min_price / max_price. The range's bounds are the container's data-min / data-max when given,
// else the inputs' own min / max, as the platform renders them.
import { useState } from "react";
import { attr, browserNavigation, child, defineIsland, defineMarkup, useBind, type IslandProps } from "../../src/kit";
import { priceRangeUrl, readPriceRange } from "./price_range";

const markup = defineMarkup({
  attributes: { min: attr.string("data-min"), max: attr.string("data-max") },
  children: {
    ranges: "input[type=range]",
    namedLow: child.optional("input[type=range][name=min_price]"),
    namedHigh: child.optional("input[type=range][name=max_price]"),
    lowLabel: child.optional(".o_wsale_range_min_label"),
    highLabel: child.optional(".o_wsale_range_max_label"),
  },
});

function PriceRangeSelector({ attrs, parts }: IslandProps<typeof markup>) {
  const [labels, setLabels] = useState<{ low?: string; high?: string }>({});
  const inputs = () => {
    const ranges = parts.ranges.all<HTMLInputElement>();
    const low = parts.namedLow.first<HTMLInputElement>() ?? ranges[0] ?? null;
    const high = parts.namedHigh.first<HTMLInputElement>() ?? ranges.find((input) => input !== low) ?? null;
    return { low, high, min: attrs.min, max: attrs.max };
  };

  useBind(parts, {
    ranges: {
      on: {
        input: (_event, input) => {
          const value = (input as HTMLInputElement).value;
          setLabels((shown) => (input === inputs().high ? { ...shown, high: value } : { ...shown, low: value }));
        },
        change: () => {
          const range = readPriceRange(inputs());
          browserNavigation.assign(priceRangeUrl(window.location.pathname + window.location.search, range.low, range.high, range.bounds));
        },
      },
    },
    lowLabel: { text: labels.low },
    highLabel: { text: labels.high },
  });
  return null;
}

export default defineIsland({
  name: "shop.price_range",
  selector: "#o_wsale_price_range_option",
  moment: "load",
  mode: "enhance",
  markup,
  Component: PriceRangeSelector,
});
