import { afterEach, describe, expect, it, vi } from "vitest";
const waitFor = vi.waitFor;
import { chartConfig, isChartData, resolveColor, type ChartBlockOptions } from "../../../../islands/website/blocks/chart_config";
import { mountBlock } from "./mount";

const library = vi.hoisted(() => ({
  charts: [] as { canvas: HTMLCanvasElement; config: any; destroyed: boolean }[],
  fail: false,
}));
vi.mock("../../../../islands/website/blocks/chart_library", () => ({
  loadChartLibrary: async () => {
    if (library.fail) throw new Error("chunk failed");
    return {
      Chart: class {
        record: (typeof library.charts)[number];
        constructor(canvas: HTMLCanvasElement, config: any) {
          this.record = { canvas, config, destroyed: false };
          library.charts.push(this.record);
        }
        destroy() {
          this.record.destroyed = true;
        }
      },
    };
  },
}));

const { default: chart, CHART_FALLBACK } = await import("../../../../islands/website/blocks/chart");

const DATA = { labels: ["Jan", "Feb"], datasets: [{ label: "Chairs", data: [3, 5], backgroundColor: "o-color-1", borderColor: "#000" }] };
const base: ChartBlockOptions = { type: "bar", data: DATA, borderWidth: 2, legendPosition: "top", tooltipDisplay: true, title: "", stacked: false };

function block(attrs: string) {
  document.body.innerHTML = `<div class="s_chart" ${attrs} data-data='${JSON.stringify(DATA)}'><canvas></canvas></div>`;
  return document.querySelector<HTMLElement>(".s_chart")!;
}

afterEach(() => {
  library.charts.length = 0;
  library.fail = false;
  document.body.className = "";
});

describe("chart configuration", () => {
  it("hides the legend with 'none' and places it otherwise", () => {
    expect(chartConfig({ ...base, legendPosition: "none" }).options.plugins.legend.display).toBe(false);
    expect(chartConfig({ ...base, legendPosition: "left" }).options.plugins.legend).toEqual({ display: true, position: "left" });
  });

  it("stacks both axes, draws horizontal bars on the y axis, and gives radial charts no axes", () => {
    const stacked = chartConfig({ ...base, type: "horizontalBar", stacked: true });
    expect(stacked.type).toBe("bar");
    expect(stacked.options.indexAxis).toBe("y");
    expect(stacked.options.scales).toEqual({ x: { stacked: true, beginAtZero: true }, y: { stacked: true, beginAtZero: true } });
    expect(chartConfig({ ...base, type: "pie" }).options.scales).toBeUndefined();
  });

  it("applies title, tooltips, border width and theme colours", () => {
    const config = chartConfig({ ...base, title: "Sales", tooltipDisplay: false, borderWidth: 4 }, (name) => (name === "--o-color-1" ? " #714b67" : ""));
    expect(config.options.plugins.title).toEqual({ display: true, text: "Sales" });
    expect(config.options.plugins.tooltip.enabled).toBe(false);
    expect(config.data.datasets[0]).toMatchObject({ borderWidth: 4, backgroundColor: "#714b67", borderColor: "#000", data: [3, 5] });
    expect(resolveColor("o-color-2", () => "")).toBe("o-color-2");
    expect(chartConfig(base, undefined, false).options).toMatchObject({ animation: false });
  });

  it("accepts only data with labels and datasets", () => {
    expect(isChartData(DATA)).toBe(true);
    expect(isChartData({ labels: [] })).toBe(false);
    expect(isChartData({ labels: [], datasets: [{ label: "x" }] })).toBe(false);
  });
});

describe("chart block", () => {
  it("draws the block's chart on its canvas with a hidden data table, and destroys it when stopped", async () => {
    const host = block(`data-type="line" data-legend-position="none" data-title="Sales" data-stacked="true"`);
    const unmount = await mountBlock(chart, host);
    await waitFor(() => expect(library.charts).toHaveLength(1));
    const [drawn] = library.charts;
    expect(drawn.canvas).toBe(host.querySelector("canvas"));
    expect(drawn.config.type).toBe("line");
    expect(drawn.config.options.plugins.legend.display).toBe(false);
    expect(drawn.canvas.getAttribute("aria-label")).toBe("Sales");
    const table = host.querySelector("table.o_chart_table")!;
    expect(table.classList.contains("visually-hidden")).toBe(true);
    expect([...table.querySelectorAll("tbody tr")].map((row) => row.textContent)).toEqual(["Jan3", "Feb5"]);
    unmount();
    expect(drawn.destroyed).toBe(true);
  });

  it("shows the data as text when the library cannot load", async () => {
    library.fail = true;
    const host = block(`data-type="bar"`);
    await mountBlock(chart, host);
    await waitFor(() => expect(host.querySelector(".o_chart_fallback")?.textContent).toBe(CHART_FALLBACK));
    expect(CHART_FALLBACK).toBe("The chart could not be drawn; here are its data.");
    expect(host.querySelector("table")!.classList.contains("visually-hidden")).toBe(false);
    await waitFor(() => expect(host.querySelector("canvas")!.classList.contains("d-none")).toBe(true));
  });

  it("draws without animation in the editor", async () => {
    document.body.classList.add("editor_enable");
    await mountBlock(chart, block(`data-type="pie"`));
    await waitFor(() => expect(library.charts).toHaveLength(1));
    expect(library.charts[0].config.options.animation).toBe(false);
  });
});
