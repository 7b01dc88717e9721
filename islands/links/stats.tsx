// Click statistics page (spec 3 §2, §7, §8): total clicks (search_count), clicks per day as line
// charts and per country as pie charts (read_group by create_date:day or country_id) for all time,
// last month and last week, tabs switching between them; 'There is no data to show.' when a period
// has none. The chart library loads on demand; a chart's figures are also given as text.
import { defineIsland, useHost, useHostEvent, useService, useTranslate, type OrmService } from "../../src/kit";
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

function LinkStats() {
  const host = useHost();
  const orm = useService("orm");
  const linkId = Number(host.querySelector<HTMLInputElement>("#link_id")?.value);
  const [shown, setShown] = useState<Set<string>>(() => new Set([host.querySelector(".graph-tabs .nav-link.active")?.getAttribute("href") ?? "#all_time_charts"]));
  const [copied, copy] = useCopy();
  const _t = useTranslate();

  useEffect(() => {
    orm.call<number>(CLICK_MODEL, "search_count", [[["link_id", "=", linkId]]]).then(
      (total) => {
        const target = host.querySelector("#total_clicks_data");
        if (target) target.textContent = String(total);
      },
      () => undefined,
    );
  }, [orm, linkId, host]);

  useEffect(() => {
    const button = host.querySelector(".copy-to-clipboard");
    if (button) button.textContent = _t(copied ? "copied" : "Copy");
  }, [host, copied, _t]);

  useHostEvent(
    "click",
    (event, tab) => {
      event.preventDefault();
      const href = tab.getAttribute("href")!;
      host.querySelectorAll(".graph-tabs .nav-link").forEach((link) => {
        const active = link === tab;
        link.classList.toggle("active", active);
        link.setAttribute("aria-selected", String(active));
        host.querySelector<HTMLElement>(link.getAttribute("href")!)?.toggleAttribute("hidden", !active);
        host.querySelector(link.getAttribute("href")!)?.classList.toggle("active", active);
      });
      setShown((current) => new Set(current).add(href));
    },
    { selector: ".graph-tabs .nav-link" },
  );
  useHostEvent("click", (_event, button) => void copy(button.getAttribute("data-clipboard-text") ?? ""), { selector: ".copy-to-clipboard" });

  // A period's charts are read when its tab is first shown.
  return (
    <>
      {[...shown].map((href) => {
        const pane = host.querySelector(href);
        const byDay = pane?.querySelector<HTMLElement>(".o_links_clicks_by_day");
        const byCountry = pane?.querySelector<HTMLElement>(".o_links_clicks_by_country");
        if (!byDay || !byCountry) return null;
        return <PeriodCharts key={href} orm={orm} linkId={linkId} period={byDay.dataset.period as Period} byDay={byDay} byCountry={byCountry} />;
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
  Component: LinkStats,
});
