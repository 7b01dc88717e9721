import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_ZOOM, MAP_API_REQUEST, MAP_THEMES, THEME_NAMES, parseGps, tileFilter,
} from "../../../../islands/website/blocks/map_options";
import { TILE_COUNT, tileFile } from "../../../../server/blocks/map_tiles";
import { startTestServer } from "../../server_fetch";
import { mountBlock } from "./mount";

const waitFor = vi.waitFor;
const library = vi.hoisted(() => ({ maps: [] as any[], fail: false }));
vi.mock("../../../../islands/website/blocks/map_library", () => ({
  loadMapLibrary: async () => {
    if (library.fail) throw new Error("chunk failed");
    const layer = () => {
      const self: any = { container: document.createElement("div"), addTo: () => self, getContainer: () => self.container };
      return self;
    };
    return {
      map: (element: HTMLElement, options: any) => {
        const record = { element, options, layers: [] as any[], removed: false, attributionControl: { setPrefix() {} }, remove() { record.removed = true; } };
        library.maps.push(record);
        return record;
      },
      // Leaflet's zoom control, made by the island with titles in the page's language
      control: { zoom: (options: any) => ({ addTo: (map: any) => ((map.zoomControl = options), map) }) },
      tileLayer: (url: string) => Object.assign(layer(), { url }),
      divIcon: (options: any) => options,
      marker: (at: number[], options: any) => {
        const marker = Object.assign(layer(), { at, options, addTo: (map: any) => (map.layers.push(marker), marker) });
        return marker;
      },
    };
  },
}));
const { default: mapBlock, MAP_UNAVAILABLE, TILE_URL } = await import("../../../../islands/website/blocks/map");

function block(attrs: string) {
  document.body.innerHTML = `<section class="s_google_map" ${attrs}><div class="map_container"></div></section>`;
  return document.querySelector<HTMLElement>(".s_google_map")!;
}

afterEach(() => {
  library.maps.length = 0;
  library.fail = false;
  document.body.className = "";
});

describe("map options", () => {
  it("reads '(lat,lng)', refuses what does not parse or is out of range", () => {
    expect(parseGps("(37.7229,-122.3995)")).toEqual({ lat: 37.7229, lng: -122.3995 });
    expect(parseGps(" ( 48.85 , 2.35 ) ")).toEqual({ lat: 48.85, lng: 2.35 });
    expect(parseGps("(95,2)")).toBeNull();
    expect(parseGps("Paris")).toBeNull();
    expect(DEFAULT_ZOOM).toBe(12);
  });

  it("has the nine colour themes, each a filter over the tiles", () => {
    expect(THEME_NAMES).toEqual(["lightMonoMap", "lillaMap", "blueMap", "retroMap", "flatMap", "cobaltMap", "cupertinoMap", "carMap", "bwMap"]);
    expect(tileFilter("ROADMAP", "")).toBe("none");
    expect(tileFilter("ROADMAP", "bwMap")).toBe(MAP_THEMES.bwMap);
    expect(tileFilter("SATELLITE", "blueMap")).toBe(`saturate(0.6) brightness(0.6) ${MAP_THEMES.blueMap}`);
  });
});

describe("map block", () => {
  it("draws the position at its zoom with a pin over the local tiles in its theme, and removes the map when stopped", async () => {
    const host = block(`data-map-gps="(48.8566,2.3522)" data-map-zoom="15" data-map-color="retroMap" data-pin-style="flat"`);
    const unmount = await mountBlock(mapBlock, host);
    await waitFor(() => expect(library.maps).toHaveLength(1));
    const [map] = library.maps;
    expect(map.options).toMatchObject({ center: [48.8566, 2.3522], zoom: 15, zoomControl: false });
    expect(map.zoomControl).toEqual({ zoomInTitle: "Zoom in", zoomOutTitle: "Zoom out" });
    expect(map.element.getAttribute("aria-label")).toBe("Map");
    expect(map.element.dataset.mapTheme).toBe("retroMap");
    expect(map.layers[0]).toMatchObject({ at: [48.8566, 2.3522], options: { icon: { className: "o_map_pin o_map_pin_flat" } } });
    expect(TILE_URL).toBe("/website/map_tiles/{z}/{x}/{y}.png");
    unmount();
    expect(map.removed).toBe(true);
    expect(host.querySelector(".o_map_canvas")).toBeNull();
  });

  it("falls back to zoom 12 and the default place, and says so when the library cannot load", async () => {
    library.fail = true;
    const host = block(`data-map-gps="nowhere"`);
    await mountBlock(mapBlock, host);
    await waitFor(() => expect(host.querySelector("[role=alert]")?.textContent).toBe(MAP_UNAVAILABLE));
    library.fail = false;
    await mountBlock(mapBlock, block(""));
    await waitFor(() => expect(library.maps).toHaveLength(1));
    expect(library.maps[0].options.zoom).toBe(12);
  });

  it("raises the map API load request outside the editor too, on the page and to a parent frame", async () => {
    const parent = { postMessage: vi.fn() };
    const spy = vi.spyOn(window, "parent", "get").mockReturnValue(parent as any);
    const raised: unknown[] = [];
    const listen = (event: Event) => raised.push((event as CustomEvent).detail);
    document.addEventListener(MAP_API_REQUEST, listen);
    try {
      await mountBlock(mapBlock, block(`data-map-gps="(1,2)"`));
      expect(raised).toEqual([{ editableMode: false }]);
      expect(parent.postMessage).toHaveBeenCalledWith({ type: MAP_API_REQUEST, editableMode: false }, window.location.origin);
    } finally {
      document.removeEventListener(MAP_API_REQUEST, listen);
      spy.mockRestore();
    }
  });

  it("raises a map API load request to the parent frame in the editor", async () => {
    document.body.classList.add("editor_enable");
    const parent = { postMessage: vi.fn() };
    const spy = vi.spyOn(window, "parent", "get").mockReturnValue(parent as any);
    try {
      await mountBlock(mapBlock, block(`data-map-gps="(1,2)"`));
      expect(parent.postMessage).toHaveBeenCalledWith({ type: MAP_API_REQUEST, editableMode: true }, window.location.origin);
      await waitFor(() => expect(library.maps[0].options).toMatchObject({ zoomAnimation: false, fadeAnimation: false }));
    } finally {
      spy.mockRestore();
    }
  });
});

describe("map tiles stand-in", () => {
  it("answers a PNG tile for any place from the few fixture tiles", async () => {
    const server = startTestServer();
    try {
      const response = await server.fetch("/website/map_tiles/12/655/1583.png");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(new Uint8Array(await response.arrayBuffer()).slice(1, 4)).toEqual(new Uint8Array([80, 78, 71]));
      expect(tileFile(655, 1583)).toBe(`tile-${(655 + 1583) % TILE_COUNT}.png`);
      expect((await server.fetch("/web/static/lib/leaflet/leaflet.css")).status).toBe(200);
    } finally {
      server.store.db.close();
    }
  });
});
