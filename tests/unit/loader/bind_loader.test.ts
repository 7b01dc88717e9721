// The loader and bind islands (src/kit/bind_mount.ts): a bind island mounts with the mount its own
// file exports, without the runtime chunk, its preloads or its start-up requests; start, stop,
// ready, the DOM's follow-up, edit mode and error isolation work for it as for the others.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import bindIsland, { bindProbe, throwingBindIsland } from "../kit/bind_island";

const seen = vi.hoisted(() => ({ runtimeImports: 0, runtimeMounts: [] as string[], preloads: [] as string[] }));
/** The islands/<index>.js files the loader fetched (kept apart from `seen`, which tests compare whole). */
const fetched = vi.hoisted(() => [] as number[]);

vi.mock("../../../src/runtime/boot", () => {
  seen.runtimeImports++;
  return {
    mountIsland: async (definition: { name: string }) => {
      seen.runtimeMounts.push(definition.name);
      return () => {};
    },
  };
});
vi.mock("../../../src/loader/preload", () => ({
  preloadRuntimeChunks: () => void seen.preloads.push("runtime chunks"),
  preloadStartupRequests: () => void seen.preloads.push("start-up requests"),
}));
vi.mock("../../../src/loader/manifest", async () => {
  const { scanKeys } = await import("../../../build/manifest.mjs");
  const { mountBindIsland } = await import("../../../src/kit/bind_mount");
  const { default: bind, throwingBindIsland: thrower } = await import("../kit/bind_island");
  const { marker } = await import("./test_islands");
  const entry = (definition: any, index: number, isBind: boolean) => ({
    index,
    keys: scanKeys(definition.selector),
    selector: definition.selector,
    moment: definition.moment,
    bind: isBind,
    ...(definition.signedIn ? { signedIn: true } : {}),
    load: async () => {
      fetched.push(index);
      return isBind ? { default: definition, mount: mountBindIsland } : { default: definition };
    },
  });
  // the same bind island, for signed-in visitors only (as website.fullscreen)
  const signedInOnly = { ...bind, name: "kit.bind_signed_in", selector: ".o_bind_signed_in", signedIn: true };
  const islands = [bind, thrower, marker, signedInOnly];
  return { VERSION_DIR: "./v/test/", manifest: islands.map((definition, index) => entry(definition, index, definition.mode === "bind")), islandNames: async () => islands.map((island) => island.name) };
});

type Islands = { start(root?: ParentNode): Promise<void>; stop(root?: Node): void; ready(): Promise<void> };
let islands: Islands;
const flush = () => new Promise((resolve) => setTimeout(resolve, 10));
const HOST = (id: string) => `<div id="${id}" class="o_bind_test" data-count="2"><button class="o_bind_button">Go</button><span class="o_bind_output">server text</span></div>`;
const output = (id: string) => document.querySelector(`#${id} .o_bind_output`)!.textContent;

beforeAll(async () => {
  await import("../../../src/loader");
  islands = (window as any).islands;
});
afterEach(async () => {
  document.body.className = "";
  await flush();
  islands.stop(document);
  Object.assign(bindProbe, { clicks: 0, resizes: 0, cleanups: 0 });
});
afterAll(() => vi.unstubAllGlobals());

describe("the loader and bind islands", () => {
  it("mounts a bind island without loading the runtime chunk, its preloads or its start-up requests", async () => {
    document.body.innerHTML = `<main>${HOST("a")}</main>`;
    await islands.start(document);
    await islands.ready();
    expect(output("a")).toBe("Clicks: 2");
    document.querySelector<HTMLElement>("#a .o_bind_button")!.click();
    expect(output("a")).toBe("Clicks: 3");
    expect(seen).toEqual({ runtimeImports: 0, runtimeMounts: [], preloads: [] });
  });

  it("stops it with islands.stop, putting its markup back, and mounts it again with islands.start", async () => {
    document.body.innerHTML = `<main id="main">${HOST("a")}</main>`;
    await islands.start(document);
    await islands.ready();
    islands.stop(document.getElementById("main")!);
    expect(output("a")).toBe("server text");
    expect(document.getElementById("a")!.classList.contains("o_bind_on")).toBe(false);
    expect(bindProbe.cleanups).toBe(1);
    await islands.start(document.getElementById("main")!);
    expect(output("a")).toBe("Clicks: 2");
  });

  it("follows the DOM: a bind host added later mounts, a removed one stops", async () => {
    document.body.innerHTML = `<main id="main"></main>`;
    await islands.start(document);
    document.getElementById("main")!.insertAdjacentHTML("beforeend", HOST("late"));
    await flush();
    await islands.ready();
    expect(output("late")).toBe("Clicks: 2");
    document.getElementById("late")!.remove();
    await flush();
    expect(bindProbe.cleanups).toBe(1);
    window.dispatchEvent(new Event("resize"));
    expect(bindProbe.resizes).toBe(0);
  });

  it("keeps a bind island off while the page is being edited", async () => {
    document.body.className = "editor_enable";
    document.body.innerHTML = HOST("edited");
    await islands.start(document);
    await flush();
    await islands.ready();
    expect(output("edited")).toBe("server text");
  });

  it("isolates a bind island whose setup throws: logged with its name and host, the others mount", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    document.body.innerHTML = `<div id="t" class="o_bind_throws"></div>${HOST("ok")}`;
    await islands.start(document);
    await islands.ready();
    expect(error.mock.calls.find((call) => String(call[0]).includes(`island "${throwingBindIsland.name}" failed on`))?.[1]).toBe(document.getElementById("t"));
    expect(document.getElementById("t")!.className).toBe("o_bind_throws");
    expect(output("ok")).toBe("Clicks: 2");
  });

  it("fetches an island for signed-in visitors only when the session has a uid", async () => {
    const signedInHost = `<div id="s" class="o_bind_signed_in" data-count="2"><button class="o_bind_button">Go</button><span class="o_bind_output">server text</span></div>`;
    fetched.length = 0;
    (window as any).odoo = { csrf_token: "c".repeat(40), __session_info__: { uid: false } };
    document.body.innerHTML = signedInHost;
    await islands.start(document);
    await islands.ready();
    expect(fetched).toEqual([]);
    expect(output("s")).toBe("server text");
    islands.stop(document);
    (window as any).odoo.__session_info__.uid = 7;
    await islands.start(document);
    await islands.ready();
    expect(fetched).toEqual([3]);
    expect(output("s")).toBe("Clicks: 2");
    delete (window as any).odoo;
  });

  it("loads the runtime, with its preloads, for a React island of the same page only", async () => {
    document.body.innerHTML = `${HOST("a")}<div id="m" class="t-marker"></div>`;
    await islands.start(document);
    await islands.ready();
    expect(output("a")).toBe("Clicks: 2");
    expect(seen).toEqual({ runtimeImports: 1, runtimeMounts: ["test.marker"], preloads: ["runtime chunks", "start-up requests"] });
    expect(seen.runtimeMounts).not.toContain(bindIsland.name);
  });
});
