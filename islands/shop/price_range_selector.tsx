// The listing's price range (spec 2 §2, §9; odoo-markup.md §4 multirangePriceSelector): a change of
// `#o_wsale_price_range_option`'s range inputs reloads the listing with min_price / max_price.
// Version 16 renders one input `multiple` valued "min,max": the island gives it its high handle,
// a second range input after it, as the platform's multirange library does.
import { useLayoutEffect, useState } from "react";
import { createPortal } from "react-dom";
import { attr, browserNavigation, child, defineIsland, defineMarkup, useBind, useSlot, useTranslate, writeOn, type IslandProps } from "../../src/kit";
import { multirangeValues, priceRangeUrl, readPriceRange } from "./price_range";

export const LOW_LABEL = "Minimum price";
export const HIGH_LABEL = "Maximum price";
export const HIGH_HANDLE_CLASS = "o_wsale_multirange_high";

const markup = defineMarkup({
  attributes: { min: attr.string("data-min"), max: attr.string("data-max") },
  children: {
    ranges: "input[type=range]",
    namedLow: child.optional("input[type=range][name=min_price]"),
    namedHigh: child.optional("input[type=range][name=max_price]"),
    lowLabel: child.optional(".o_wsale_range_min_label"),
    highLabel: child.optional(".o_wsale_range_max_label"),
    multirange: child.optional("input[type=range][multiple]", {
      value: attr.string("value"), min: attr.string("min"), max: attr.string("max"), step: attr.string("step"), className: attr.string("class"),
    }),
  },
});

/** The multirange form's high handle: a range input of the same bounds, after the original. */
function HighHandle({ original, attrs, high }: { original: HTMLElement; attrs: { min: string; max: string; step: string; className: string }; high: number }) {
  const _t = useTranslate();
  const slot = useSlot(original, "after", HIGH_HANDLE_CLASS);
  if (!slot) return null;
  return createPortal(
    <input type="range" className={attrs.className} min={attrs.min || undefined} max={attrs.max || undefined} step={attrs.step || undefined} defaultValue={String(high)} aria-label={_t(HIGH_LABEL)} />,
    slot,
  );
}

function PriceRangeSelector({ attrs, parts }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  const [labels, setLabels] = useState<{ low?: string; high?: string }>({});
  const original = parts.multirange.first();
  const [multirange] = useState(() => (original ? { attrs: parts.multirange.attrs(original), values: multirangeValues(parts.multirange.attrs(original).value) } : null));
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
    multirange: multirange?.values ? { attr: { "aria-label": _t(LOW_LABEL) } } : {},
  });
  // the original input is the low handle: its value is set once, then it is the visitor's
  useLayoutEffect(() => {
    if (multirange?.values) writeOn(original, { prop: { value: String(multirange.values.low) } });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, at mount
  if (!original || !multirange?.values) return null;
  return <HighHandle original={original} attrs={multirange.attrs} high={multirange.values.high} />;
}

export default defineIsland({
  name: "shop.price_range",
  selector: "#o_wsale_price_range_option",
  moment: "load",
  mode: "enhance",
  markup,
  Component: PriceRangeSelector,
});
