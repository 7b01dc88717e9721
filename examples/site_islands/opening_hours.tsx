// An island a site keeps in its own repository, built against the product's kit:
// `node build.mjs --site examples/site_islands --outdir dist-site`. It says whether the shop is
// open now, from its block's opening hours (data-opens, data-closes: hours of the day), and
// looks again every minute.
import { attr, defineIsland, defineMarkup, useBind, useInterval, useTranslate, type IslandProps } from "website-islands/kit";
import { useState } from "react";

const markup = defineMarkup({
  attributes: { opens: attr.number("data-opens", 9), closes: attr.number("data-closes", 18) },
  children: { state: ".o_site_opening_state" },
});

export function isOpen(now: Date, opens: number, closes: number): boolean {
  const hour = now.getHours() + now.getMinutes() / 60;
  return hour >= opens && hour < closes;
}

function OpeningHours({ attrs, parts }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  const [now, setNow] = useState(() => new Date());
  useInterval(() => setNow(new Date()), 60_000);
  const open = isOpen(now, attrs.opens, attrs.closes);
  useBind(parts, {
    host: { class: { o_site_open: open, o_site_closed: !open } },
    state: { text: open ? _t("Open now") : _t("Closed") },
  });
  return null;
}

export default defineIsland({
  name: "site.opening_hours",
  selector: ".o_site_opening_hours",
  moment: "load",
  mode: "enhance",
  markup,
  Component: OpeningHours,
});
