import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer } from "../server_fetch";
import { scanKeys } from "../../../build/manifest.mjs";
import * as testIslands from "./test_islands";

const ISLANDS = ["counter", "marker", "lazyMarker", "visibleMarker", "idleMarker", "editableMarker", "thrower"] as const;
const entry = (key: (typeof ISLANDS)[number], index: number) => {
  const def = testIslands[key] as any;
  // lazyMarker's file is a bundle's (build/bundles.mjs): it exports its islands as i<index>, no default
  const module = key === "lazyMarker" ? { [`i${index}`]: def, i99: testIslands.counter } : { default: def };
  return { index, keys: scanKeys(def.selector), selector: def.selector, moment: def.moment, load: async () => module };
};

vi.mock("../../../src/loader/manifest", () => ({
  VERSION_DIR: "./v/test/",
  manifest: ISLANDS.map(entry),
  islandNames: async () => ISLANDS.map((key) => (testIslands[key] as any).name),
}));

// What the loader preloads is tested in preload.test.ts; here no request leaves the test.
vi.mock("../../../src/loader/preload", () => ({ preloadRuntimeChunks() {}, preloadStartupRequests() {} }));

type Loader = typeof import("../../../src/loader");
let loader: Loader;
const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeAll(async () => {
  await startTestServer().installPageGlobals();
  loader = await import("../../../src/loader");
});
afterEach(async () => {
  document.body.className = "";
  await flush(); // let the loader see the editor class go before the page is cleared
  loader.stop(document);
  testIslands.log.length = 0;
});
afterAll(() => vi.unstubAllGlobals());

describe("loader", () => {
  it("mounts the islands whose markers are on the page, once however often it starts", async () => {
    document.body.innerHTML = `<div id="a" class="t-marker"></div><div class="t-counter" data-start="3">apples</div>`;
    await loader.start(document);
    await loader.start(document);
    await loader.start(document.body);
    await loader.ready();
    expect(document.getElementById("a")!.classList.contains("t-enhanced")).toBe(true);
    expect(document.querySelector(".t-counter")!.textContent).toBe("apples: 3");
    expect(testIslands.log.filter((l) => l.startsWith("mount"))).toEqual(["mount marker a", "mount counter apples"]);
  });

  it("adds a site's own islands at run time: they mount on the page and on markers added later", async () => {
    document.body.innerHTML = `<main id="main"><div id="s1" class="t-site"></div></main>`;
    await loader.start(document);
    const site = { ...(testIslands.marker as any), selector: ".t-site" };
    await loader.add([{ selector: ".t-site", moment: "load", keys: [], load: async () => ({ default: site }) }]);
    expect(document.getElementById("s1")!.classList.contains("t-enhanced")).toBe(true);
    document.getElementById("main")!.append(Object.assign(document.createElement("div"), { id: "s2", className: "t-site" }));
    await flush();
    await loader.ready();
    expect(document.getElementById("s2")!.classList.contains("t-enhanced")).toBe(true);
    expect((window as any).islands.version).toBe("./v/test/");
  });

  it("leaves an enhanced host's server markup untouched", async () => {
    document.body.innerHTML = `<button id="b" class="t-marker">Buy <b>now</b></button>`;
    const before = document.getElementById("b")!.innerHTML;
    await loader.start(document);
    expect(document.getElementById("b")!.innerHTML).toBe(before);
  });

  it("unmounts removed islands most recent first, and gives render hosts their server markup back", async () => {
    document.body.innerHTML = `<section id="s"><div id="m1" class="t-marker"></div><div id="m2" class="t-marker"></div><div class="t-counter"><em>fallback</em></div></section>`;
    await loader.start(document);
    loader.stop(document.getElementById("s")!);
    expect(testIslands.log.filter((l) => l.startsWith("unmount"))).toEqual(["unmount counter fallback", "unmount marker m2", "unmount marker m1"]);
    expect(document.querySelector(".t-counter")!.innerHTML).toBe("<em>fallback</em>");
    await loader.start(document);
    expect(document.querySelector(".t-counter")!.textContent).toBe("fallback: 0");
  });

  it("follows the DOM: added markers mount, removed ones unmount", async () => {
    document.body.innerHTML = `<main id="main"></main>`;
    await loader.start(document);
    const added = Object.assign(document.createElement("div"), { id: "late", className: "t-marker" });
    document.getElementById("main")!.appendChild(added);
    await flush();
    await loader.ready();
    expect(added.classList.contains("t-enhanced")).toBe(true);
    added.remove();
    await flush();
    expect(testIslands.log).toContain("unmount marker late");
  });

  it("mounts any island by name with the generic marker and its data-props", async () => {
    document.body.innerHTML = `<div id="g" data-island="test.marker" data-props='{"note": "from props"}'></div>`;
    await loader.start(document);
    expect(document.getElementById("g")!.dataset.note).toBe("from props");
  });

  it("warns about bad data-props (naming the island and attribute) and mounts with defaults", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    document.body.innerHTML = `<div id="g" data-island="test.marker" data-props="{oops"></div><div class="t-counter" data-start="many">pears</div>`;
    await loader.start(document);
    expect(document.getElementById("g")!.classList.contains("t-enhanced")).toBe(true);
    expect(document.querySelector(".t-counter")!.textContent).toBe("pears: 0");
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages).toContain('[islands] test.marker: bad attribute data-props="{oops" (expected valid JSON of the right shape); using the default');
    expect(messages).toContain('[islands] test.counter: bad attribute data-start="many" (expected an integer); using the default');
  });

  it("warns about an unknown island name", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    document.body.innerHTML = `<div id="u" data-island="nope.nothing"></div>`;
    await loader.start(document);
    expect(warn).toHaveBeenCalledWith('[islands] unknown island "nope.nothing"', document.getElementById("u"));
  });

  it("isolates a throwing island: it is logged with its name and element, the others work", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML = `<div id="t" class="t-thrower"><p>server fallback</p></div><div id="ok" class="t-marker"></div>`;
    await loader.start(document);
    await flush();
    expect(document.getElementById("ok")!.classList.contains("t-enhanced")).toBe(true);
    const call = error.mock.calls.find((c) => String(c[0]).includes('island "test.thrower" failed'));
    expect(call?.[1]).toBe(document.getElementById("t"));
    expect(document.getElementById("t")!.innerHTML).toBe("<p>server fallback</p>");
  });

  it("keeps islands off while the page is being edited, unless they say otherwise", async () => {
    document.body.className = "editor_enable";
    document.body.innerHTML = `<div id="off" class="t-marker"></div><div id="on" class="t-editable"></div>`;
    await loader.start(document);
    // Entering the editor (a body class change) re-mounts the page: wait for that pass too.
    await flush();
    await loader.ready();
    expect(document.getElementById("off")!.classList.contains("t-enhanced")).toBe(false);
    expect(document.getElementById("on")!.classList.contains("t-enhanced")).toBe(true);
  });

  it("waits for an interaction before loading an 'interaction' island", async () => {
    document.body.innerHTML = `<div id="lz" class="t-lazy"></div>`;
    await loader.start(document);
    await flush();
    expect(testIslands.log).toEqual([]);
    document.getElementById("lz")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    await flush();
    await flush();
    expect(testIslands.log).toEqual(["mount marker lz"]);
  });

  it("waits for visibility before loading a 'visible' island, and for idle time for an 'idle' one", async () => {
    const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        targets: Element[] = [];
        constructor(public callback: IntersectionObserverCallback) {
          observed.push(this);
        }
        observe(el: Element) {
          this.targets.push(el);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = `<div id="v" class="t-visible"></div><div id="i" class="t-idle"></div>`;
    await loader.start(document);
    expect(testIslands.log).toEqual(["mount marker i"]);
    const [io] = observed;
    io.callback([{ target: document.getElementById("v")!, isIntersecting: true } as any], io as any);
    await flush();
    await flush();
    expect(testIslands.log).toEqual(["mount marker i", "mount marker v"]);
  });
});
