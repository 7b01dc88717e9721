// The listing's price range (spec 2 §2, §9; odoo-markup.md §4 multirangePriceSelector): on the
// platform's `#o_wsale_price_range_option`, a change of its range inputs reloads the listing with
// min_price / max_price. The range's bounds are the container's data-min / data-max when given,
// else the inputs' own min / max, as the platform renders them.
import { browserNavigation, defineIsland, useHost, useHostEvent } from "../../src/kit";
import { priceRangeUrl, readPriceRange } from "./price_range";

const RANGE_INPUT = "input[type=range]";

function PriceRangeSelector() {
  const host = useHost();

  useHostEvent(
    "input",
    (_event, input) => {
      const label = host.querySelector(input === readPriceRange(host).highInput ? ".o_wsale_range_max_label" : ".o_wsale_range_min_label");
      if (label) label.textContent = (input as HTMLInputElement).value;
    },
    { selector: RANGE_INPUT },
  );

  useHostEvent(
    "change",
    () => {
      const range = readPriceRange(host);
      browserNavigation.assign(priceRangeUrl(window.location.pathname + window.location.search, range.low, range.high, range.bounds));
    },
    { selector: RANGE_INPUT },
  );
  return null;
}

export default defineIsland({
  name: "shop.price_range",
  selector: "#o_wsale_price_range_option",
  moment: "load",
  mode: "enhance",
  Component: PriceRangeSelector,
});
