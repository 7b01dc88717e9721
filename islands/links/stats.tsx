// Click statistics page (spec 3 §2, §7, §8): total clicks (search_count), clicks per day as line
// charts and per country as pie charts (read_group by create_date:day or country_id) for all time,
// last month and last week, tabs switching between them; 'There is no data to show.' when a period
// has none. The chart library loads on demand; a chart's figures are also given as text.
import { attr, child, defineIsland, defineMarkup, useBind, useService, useTranslate, useWaitFor, type IslandProps, type OrmService } from "../../src/kit";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { NO_DATA, STATS_FAILED, UNDEFINED_COUNTRY, countrySeries, daySeries, periodDomain, type Period, type Series } from "./stats_rules";
import { useCopy } from "./use_copy";

const CLICK_MODEL = "link.tracker.click";

function ChartBlock({ series, kind, label }: { series: Series | "failed" | null; kind: "line" | "pie"; label: string }) {
  const _t = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current || !series || series === "failed" || !series.labels.length) return;
    let chart: { destroy(): void } | null = null;
    let stopped = false;
    void import("./chart_loader").then(({ drawChart }) =>
      drawChart(canvas.current!, kind, series, label).then((drawn) => (stopped ? drawn.destroy() : (chart = drawn))),
    );
    return () => {
      stopped = true;
      chart?.destroy();
    };
  }, [series, kind, label]);
  if (!series) return <p className="text-muted">{_t("Loading…")}</p>;
  if (series === "failed") return <p className="text-danger" role="alert">{_t(STATS_FAILED)}</p>;
  if (!series.labels.length) return <p className="text-muted o_links_no_data">{_t(NO_DATA)}</p>;
  const summary = series.labels.map((name, i) => `${name}: ${series.counts[i]}`).join(", ");
  return (
    <div className="position-relative" style={kind === "line" ? { height: "16rem" } : undefined}>
      <canvas ref={canvas} role="img" aria-label={`${label}. ${summary}`} />
    </div>
  );
}

function PeriodCharts({ orm, linkId, period, byDay, byCountry }: { orm: OrmService; linkId: number; period: Period; byDay: Element; byCountry: Element }) {
  const _t = useTranslate();
  const [days, setDays] = useState<Series | "failed" | null>(null);
  const [countries, setCountries] = useState<Series | "failed" | null>(null);
  useEffect(() => {
    const domain = periodDomain(linkId, period);
    orm.call(CLICK_MODEL, "read_group", [], { domain, fields: ["create_date"], groupby: ["create_date:day"] }).then(
      (groups) => setDays(daySeries(groups as never)),
      () => setDays("failed"),
    );
    orm.call(CLICK_MODEL, "read_group", [], { domain, fields: ["country_id"], groupby: ["country_id"] }).then(
      (groups) => setCountries(countrySeries(groups as never, _t(UNDEFINED_COUNTRY))),
      () => setCountries("failed"),
    );
  }, [orm, linkId, period, _t]);
  return (
    <>
      {createPortal(<ChartBlock series={days} kind="line" label={_t("Clicks by day")} />, byDay)}
      {createPortal(<ChartBlock series={countries} kind="pie" label={_t("Clicks by country")} />, byCountry)}
    </>
  );
}

const markup = defineMarkup({
  children: {
    linkId: "#link_id",
    total: child.optional("#total_clicks_data"),
    copy: child.optional(".copy-to-clipboard", { text: attr.string("data-clipboard-text") }),
    tab: child.optional(".graph-tabs li a", { href: attr.string("href", "#all_time_charts"), active: attr.hasClass("active") }),
    pane: child.optional(".tab-pane"),
    byDay: child.optional(".o_links_clicks_by_day", { period: attr.oneOf("data-period", ["all", "month", "week"], "all") }),
    byCountry: child.optional(".o_links_clicks_by_country"),
  },
});

function LinkStats({ parts }: IslandProps<typeof markup>) {
  const orm = useService("orm");
  const waitFor = useWaitFor();
  const linkId = Number(parts.linkId.first<HTMLInputElement>()?.value);
  const firstActive = parts.tab.all().find((tab) => parts.tab.attrs(tab).active);
  const [active, setActive] = useState(() => (firstActive ? parts.tab.attrs(firstActive).href : "#all_time_charts"));
  // A period's charts are read when its tab is first shown.
  const [shown, setShown] = useState<Set<string>>(() => new Set([active]));
  const [total, setTotal] = useState<number>();
  const [copied, copy] = useCopy();
  const _t = useTranslate();

  useEffect(() => {
    waitFor(orm.call<number>(CLICK_MODEL, "search_count", [[["link_id", "=", linkId]]])).then(setTotal, () => undefined);
  }, [orm, linkId, waitFor]);

  const isActive = (pane: HTMLElement) => `#${pane.id}` === active;
  useBind(parts, {
    total: { text: total },
    copy: { text: _t(copied ? "copied" : "Copy"), on: { click: (_event, button) => void copy(parts.copy.attrs(button).text) } },
    tab: {
      each: (tab) => ({ class: { active: parts.tab.attrs(tab).href === active }, attr: { "aria-selected": String(parts.tab.attrs(tab).href === active) } }),
      on: {
        click: (event, tab) => {
          event.preventDefault();
          const { href } = parts.tab.attrs(tab);
          setActive(href);
          setShown((current) => new Set(current).add(href));
        },
      },
    },
    pane: { each: (pane) => ({ class: { active: isActive(pane) }, attr: { hidden: !isActive(pane) } }) },
  });

  return (
    <>
      {parts.pane.all().filter((pane) => shown.has(`#${pane.id}`)).map((pane) => {
        const byDay = parts.byDay.all().find((element) => pane.contains(element));
        const byCountry = parts.byCountry.all().find((element) => pane.contains(element));
        if (!byDay || !byCountry) return null;
        return <PeriodCharts key={pane.id} orm={orm} linkId={linkId} period={parts.byDay.attrs(byDay).period} byDay={byDay} byCountry={byCountry} />;
      })}
    </>
  );
}

export default defineIsland({
  name: "links.stats",
  selector: ".o_website_links_chart",
  moment: "load",
  mode: "enhance",
  services: ["orm"],
  markup,
  Component: LinkStats,
});
