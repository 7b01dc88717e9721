// Bind mode (src/kit/bind_mount.ts): an island without React binds the kit's declarations to its
// markup, applies them again after its handlers and timeouts, and leaves nothing behind when it
// stops: declarations put back, listeners removed, timeouts cleared, cleanups run.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountBindIsland } from "../../../src/kit/bind_mount";
import { liveIslands } from "../../../src/runtime/live_islands";
import { mountOn } from "../website/mount_helper";
import bindIsland, { bindProbe, throwingBindIsland } from "./bind_island";

const HOST = `<div class="o_bind_test" data-label="Taps" data-count="2">
  <button class="o_bind_button" type="button">Go</button><span class="o_bind_output">server text</span>
  <ul><li class="o_bind_item">a</li><li class="o_bind_item">b</li><li class="o_bind_item">c</li></ul></div>`;

const host = () => document.querySelector<HTMLElement>(".o_bind_test")!;
const output = () => document.querySelector(".o_bind_output")!.textContent;
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
const activeItems = () => [...document.querySelectorAll(".o_bind_item")].map((item) => item.classList.contains("active"));

beforeEach(() => {
  Object.assign(bindProbe, { clicks: 0, resizes: 0, cleanups: 0 });
  document.body.innerHTML = HOST;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("bind mode", () => {
  it("mounts: reads its typed attributes and applies its declarations to the server markup", () => {
    const stop = mountBindIsland(bindIsland, host());
    expect(output()).toBe("Taps: 2");
    expect(host().classList.contains("o_bind_on")).toBe(true);
    expect(host().getAttribute("data-state")).toBe("few");
    expect(activeItems()).toEqual([false, false, true]);
    expect(liveIslands.get().map((island) => island.name)).toContain("kit.bind_test");
    stop();
    expect(liveIslands.get().map((island) => island.name)).not.toContain("kit.bind_test");
  });

  it("applies the declarations again as soon as a delegated handler returns, also for children added later", () => {
    const stop = mountBindIsland(bindIsland, host());
    click(".o_bind_button");
    expect(output()).toBe("Taps: 3");
    expect(activeItems()).toEqual([false, false, false]);
    const late = Object.assign(document.createElement("button"), { className: "o_bind_button" });
    host().append(late);
    late.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(output()).toBe("Taps: 4");
    expect(host().getAttribute("data-state")).toBe("many");
    stop();
  });

  it("puts back on stop what it changed, as the server rendered it", () => {
    host().classList.add("o_server_class");
    const stop = mountBindIsland(bindIsland, host());
    click(".o_bind_button");
    stop();
    expect(output()).toBe("server text");
    expect(host().className).toBe("o_bind_test o_server_class");
    expect(host().hasAttribute("data-state")).toBe(false);
    expect(activeItems()).toEqual([false, false, false]);
    expect(document.querySelector<HTMLButtonElement>(".o_bind_button")!.disabled).toBe(false);
  });

  it("removes its listeners on stop, its delegated ones and those it added with on()", () => {
    const stop = mountBindIsland(bindIsland, host());
    window.dispatchEvent(new Event("resize"));
    click(".o_bind_button");
    expect(bindProbe).toMatchObject({ clicks: 1, resizes: 1 });
    stop();
    window.dispatchEvent(new Event("resize"));
    click(".o_bind_button");
    expect(bindProbe).toMatchObject({ clicks: 1, resizes: 1, cleanups: 1 });
    expect(output()).toBe("server text");
  });

  it("applies the declarations after a timeout, and clears its timeouts on stop", () => {
    vi.useFakeTimers();
    const stop = mountBindIsland(bindIsland, host());
    vi.advanceTimersByTime(1000);
    expect(output()).toBe("Taps: 10");
    expect(document.querySelector<HTMLButtonElement>(".o_bind_button")!.disabled).toBe(true);
    stop();
    document.body.innerHTML = HOST;
    const again = mountBindIsland(bindIsland, host());
    expect(vi.getTimerCount()).toBe(1);
    again();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(2000);
    expect(output()).toBe("server text");
    expect(bindProbe.cleanups).toBe(2);
  });

  it("warns once about a bad attribute, naming the island and the attribute, and falls back", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    host().setAttribute("data-count", "many");
    const stop = mountBindIsland(bindIsland, host());
    click(".o_bind_button");
    click(".o_bind_button");
    expect(output()).toBe("Taps: 3");
    expect(warn.mock.calls.map((call) => call[0])).toEqual(['[islands] kit.bind_test: bad attribute data-count="many" (expected an integer); using the default']);
    stop();
  });

  it("isolates a throwing setup: logged with its name and host, what it did undone, the other islands work", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.insertAdjacentHTML("beforeend", `<div class="o_bind_throws"></div>`);
    const thrower = document.querySelector<HTMLElement>(".o_bind_throws")!;
    const stopThrower = mountBindIsland(throwingBindIsland, thrower);
    const stop = mountBindIsland(bindIsland, host());
    expect(error.mock.calls[0].slice(0, 2)).toEqual(['[islands] island "kit.bind_throws" failed on', thrower]);
    expect(thrower.classList.contains("o_half_set")).toBe(false);
    window.dispatchEvent(new Event("resize"));
    expect(bindProbe.resizes).toBe(1);
    click(".o_bind_button");
    expect(output()).toBe("Taps: 3");
    expect(liveIslands.get().map((island) => island.name)).not.toContain("kit.bind_throws");
    stopThrower();
    stop();
  });

  it("mounts through the runtime too (a site's islands, tests), needing no env of its own", async () => {
    const stop = await mountOn(bindIsland, host());
    click(".o_bind_button");
    expect(output()).toBe("Taps: 3");
    stop();
    expect(output()).toBe("server text");
  });
});
