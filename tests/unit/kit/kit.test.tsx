// The island kit: attributes as the platform renders them, declarative bindings that are put back
// when the island stops, and lifecycle helpers that leave nothing behind when it stops mid-way.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAttributeReader } from "../../../src/runtime/attributes";
import { attr } from "../../../src/kit";
import { missingChildWarning } from "../../../src/kit/parts";
import { flush, mountOn } from "../website/mount_helper";
import kitIsland, { probe } from "./kit_island";

const HOST = `<div class="o_kit_test" data-label="Clicks" data-count="4" data-ratio="2.5" data-open="True"
  data-record-id="7" data-product-ids="1,2,3" data-options='{"max":5}' data-layout="list">
  <button class="o_kit_button" type="button">Go</button><span class="o_kit_output">server text</span>
  <input class="o_kit_input" data-min="2"></div>`;

beforeEach(() => {
  Object.assign(probe, { writes: 0, debounced: [], throttled: [], ticks: 0, timeouts: 0, release: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const read = (html: string, spec: { read: (r: any, e: Element) => unknown }, warn = vi.fn()) => {
  document.body.innerHTML = html;
  const el = document.body.firstElementChild!;
  return { value: spec.read(createAttributeReader(el, "kit.test_island", warn), el), warn };
};

describe("attributes as QWeb renders them", () => {
  it("reads Python booleans, absent attributes and the usual spellings", () => {
    for (const [html, expected] of [
      ['<div data-open="True"></div>', true],
      ['<div data-open="False"></div>', false],
      ['<div data-open="None"></div>', false],
      ['<div data-open=""></div>', true],
      ['<div data-open="1"></div>', true],
      ['<div data-open="0"></div>', false],
      ["<div></div>", false],
    ] as const) {
      expect(read(html, attr.boolean("data-open")).value).toBe(expected);
    }
  });

  it("reads record ids: absent, empty or False gives null, a bad one warns and gives null", () => {
    expect(read('<div data-id="42"></div>', attr.id("data-id")).value).toBe(42);
    expect(read('<div data-id="False"></div>', attr.id("data-id")).value).toBeNull();
    expect(read("<div></div>", attr.id("data-id")).value).toBeNull();
    const bad = read('<div data-id="abc"></div>', attr.id("data-id"));
    expect(bad.value).toBeNull();
    expect(bad.warn).toHaveBeenCalledWith('[islands] kit.test_island: bad attribute data-id="abc" (expected an integer); using the default');
  });

  it("reads ids as a list or JSON, integers and floats as QWeb writes them, and False as absent", () => {
    expect(read('<div data-ids="[4, 5]"></div>', attr.ids("data-ids")).value).toEqual([4, 5]);
    expect(read('<div data-ids="4,5"></div>', attr.ids("data-ids")).value).toEqual([4, 5]);
    expect(read('<div data-ids="False"></div>', attr.ids("data-ids")).value).toEqual([]);
    expect(read('<div data-n="12"></div>', attr.int("data-n", 1)).value).toBe(12);
    expect(read('<div data-n="False"></div>', attr.int("data-n", 1)).value).toBe(1);
    expect(read('<div data-x="1.5"></div>', attr.number("data-x", 0)).value).toBe(1.5);
    expect(read('<div data-x="None"></div>', attr.number("data-x", 3)).value).toBe(3);
    expect(read(`<div data-o='{"a": [1]}'></div>`, attr.json("data-o", {})).value).toEqual({ a: [1] });
    expect(read('<div class="a o_compact"></div>', attr.hasClass("o_compact")).value).toBe(true);
  });

  it("never throws on a bad value: it warns once, naming the island and the attribute, and falls back", () => {
    const json = read(`<div data-o="{oops"></div>`, attr.json("data-o", { ok: true }));
    expect(json.value).toEqual({ ok: true });
    expect(json.warn).toHaveBeenCalledTimes(1);
    const choice = read('<div data-layout="blobs"></div>', attr.oneOf("data-layout", ["grid", "list"], "grid"));
    expect(choice.value).toBe("grid");
    expect(choice.warn.mock.calls[0][0]).toContain("data-layout");
  });
});

describe("an island on the kit", () => {
  it("gets typed attributes and parts, and binds its children declaratively", async () => {
    document.body.innerHTML = HOST;
    const host = document.querySelector<HTMLElement>(".o_kit_test")!;
    await mountOn(kitIsland, host);
    const output = host.querySelector(".o_kit_output")!;
    expect(output.textContent).toBe("Clicks 0");
    host.querySelector<HTMLButtonElement>(".o_kit_button")!.click();
    expect(host.classList.contains("o_kit_active")).toBe(true);
    expect(host.getAttribute("data-clicks")).toBe("1");
    expect(output.textContent).toBe("Clicks 1");
  });

  it("warns once for a required child the host lacks, and still starts", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    document.body.innerHTML = `<div class="o_kit_test"><span class="o_kit_output"></span></div>`;
    const host = document.querySelector<HTMLElement>(".o_kit_test")!;
    await mountOn(kitIsland, host);
    expect(warn).toHaveBeenCalledWith(missingChildWarning("kit.test_island", "button", ".o_kit_button"));
    expect(host.querySelector(".o_kit_output")!.textContent).toBe("Hello 0");
  });

  it("puts the server markup back and drops its listeners when it stops", async () => {
    document.body.innerHTML = HOST;
    const host = document.querySelector<HTMLElement>(".o_kit_test")!;
    const before = host.outerHTML;
    const unmount = await mountOn(kitIsland, host);
    host.querySelector<HTMLButtonElement>(".o_kit_button")!.click();
    probe.release?.();
    await flush();
    unmount();
    expect(host.outerHTML).toBe(before);
    host.querySelector<HTMLButtonElement>(".o_kit_button")!.click();
    expect(probe.writes).toBe(1);
    expect(host.outerHTML).toBe(before);
  });
});

describe("lifecycle helpers clean up when the island stops", () => {
  const typeInto = (input: HTMLInputElement, value: string) => {
    input.value = value;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  };

  it("stopped mid-debounce and mid-throttle: the pending calls never run", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = HOST;
    const host = document.querySelector<HTMLElement>(".o_kit_test")!;
    const mounted = mountOn(kitIsland, host);
    await vi.advanceTimersByTimeAsync(0);
    const unmount = await mounted;
    const input = host.querySelector<HTMLInputElement>("input")!;
    typeInto(input, "a");
    typeInto(input, "ab");
    expect(probe.throttled).toEqual(["a"]);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe.debounced).toEqual([]);
    expect(probe.throttled).toEqual(["a"]);
  });

  it("stopped mid-interval and with a timeout pending: no timer is left", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = HOST;
    const host = document.querySelector<HTMLElement>(".o_kit_test")!;
    const mounted = mountOn(kitIsland, host);
    await vi.advanceTimersByTimeAsync(0);
    const unmount = await mounted;
    await vi.advanceTimersByTimeAsync(2000);
    expect(probe.ticks).toBe(2);
    host.querySelector<HTMLButtonElement>(".o_kit_button")!.click();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe.ticks).toBe(2);
    expect(probe.timeouts).toBe(0);
  });

  it("stopped mid-write: the lock is released and a second event of the same task wrote nothing", async () => {
    document.body.innerHTML = HOST;
    const host = document.querySelector<HTMLElement>(".o_kit_test")!;
    const unmount = await mountOn(kitIsland, host);
    const button = host.querySelector<HTMLButtonElement>(".o_kit_button")!;
    button.click();
    button.click();
    expect(probe.writes).toBe(1);
    expect(button.getAttribute("aria-busy")).toBe("true");
    unmount();
    expect(button.hasAttribute("aria-busy")).toBe(false);
    const remount = await mountOn(kitIsland, host);
    host.querySelector<HTMLButtonElement>(".o_kit_button")!.click();
    expect(probe.writes).toBe(2);
    remount();
  });
});
