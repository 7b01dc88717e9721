import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { scratchDir } from "../temp_dir";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { encodeManifest, markKeys, namesModule, scanKeys } from "../../../build/manifest.mjs";
import { readIslands } from "../../../build/read_islands.mjs";
import { readServices, withDependencies } from "../../../build/read_services.mjs";
import { decodeManifest } from "../../../src/loader/manifest";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder of island files, written as an author would. */
function islandsFolder(files: Record<string, string>): string {
  const dir = scratchDir("islands-");
  dirs.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}
const island = (fields: string) => `import { defineIsland } from "../src/runtime/island";\nfunction C() { return null; }\nexport default defineIsland({\n${fields}\n  mode: "enhance",\n  props: (host) => ({ a: { b: 1 } }),\n  Component: C,\n});\n`;

describe("the build's reading of island definitions", () => {
  it("finds every island of the folder with its name, selector, moment, services and needs; other modules are not islands", () => {
    const dir = islandsFolder({
      "shop/cart_popover.tsx": island(`  name: "shop.cart_popover",\n  selector: "#top_menu a[href$='/shop/cart']",\n  moment: "idle",\n  services: ["popover", 'notification'],\n  needs: ["csrf_token"],`),
      "shop/helpers.ts": `export const x = 1;`,
      "public/login.tsx": island(`  name: "public.login",\n  selector: '.oe_login_form,   .login-form ',`),
    });
    expect(readIslands(dir, dir)).toEqual([
      { name: "public.login", selector: ".oe_login_form, .login-form", moment: "load", mode: "enhance", services: [], needs: [], file: "public/login.tsx" },
      { name: "shop.cart_popover", selector: "#top_menu a[href$='/shop/cart']", moment: "idle", mode: "enhance", services: ["popover", "notification"], needs: ["csrf_token"], file: "shop/cart_popover.tsx" },
    ]);
  });

  it("fails naming the file when a selector does not parse", () => {
    const dir = islandsFolder({ "shop/bad.tsx": island(`  name: "shop.bad",\n  selector: ".o_wsale[data-x",`) });
    expect(() => readIslands(dir, dir)).toThrow(/^shop\/bad\.tsx: the selector "\.o_wsale\[data-x" does not parse/);
  });

  it("fails naming both files when two islands share a name", () => {
    const dir = islandsFolder({
      "a/one.tsx": island(`  name: "shop.cart",\n  selector: ".a",`),
      "b/two.tsx": island(`  name: "shop.cart",\n  selector: ".b",`),
    });
    expect(() => readIslands(dir, dir)).toThrow('b/two.tsx: two islands are named "shop.cart" (the other is a/one.tsx)');
  });

  it("fails on a selector it cannot read without running the file, and on an unknown moment", () => {
    const computed = islandsFolder({ "x/computed.tsx": island(`  name: "x.computed",\n  selector: SELECTOR,`) });
    expect(() => readIslands(computed, computed)).toThrow('x/computed.tsx: "selector" must be a string literal');
    const moment = islandsFolder({ "x/late.tsx": island(`  name: "x.late",\n  selector: ".late",\n  moment: "someday",`) });
    expect(() => readIslands(moment, moment)).toThrow('x/late.tsx: unknown moment "someday"');
  });

  it("reads signedIn: true (an island only signed-in visitors get), refuses a computed one, and writes it in the manifest", () => {
    const bind = (fields: string) => `import { defineIsland } from "../src/runtime/island";\nexport default defineIsland({\n${fields}\n  setup() {},\n});\n`;
    const dir = islandsFolder({
      "web/fullscreen.ts": bind(`  name: "web.fullscreen",\n  selector: "body",\n  mode: "bind",\n  signedIn: true,`),
      "web/form.ts": bind(`  name: "web.form",\n  selector: ".f",\n  mode: "bind",\n  signedIn: false,`),
    });
    const islands = readIslands(dir, dir);
    expect(islands.map((island: any) => [island.name, island.signedIn])).toEqual([["web.form", undefined], ["web.fullscreen", true]]);
    const encoded = encodeManifest(islands);
    expect(encoded).toBe("L`.f`\nL@body");
    expect(decodeManifest(encoded).map(({ selector, bind, signedIn }) => ({ selector, bind, signedIn }))).toEqual([
      { selector: ".f", bind: true, signedIn: undefined },
      { selector: "body", bind: true, signedIn: true },
    ]);
    const computed = islandsFolder({ "web/x.ts": bind(`  name: "web.x",\n  selector: "body",\n  mode: "bind",\n  signedIn: SIGNED,`) });
    expect(() => readIslands(computed, computed)).toThrow('web/x.ts: "signedIn" must be true or false');
  });

  it("reads a bind island's mode, refuses an unknown mode, and services on a bind island", () => {
    const bind = (fields: string) => `import { defineIsland } from "../src/runtime/island";\nexport default defineIsland({\n${fields}\n  setup() {},\n});\n`;
    const dir = islandsFolder({ "web/form.ts": bind(`  name: "web.form",\n  selector: ".f",\n  moment: "idle",\n  mode: "bind",`) });
    expect(readIslands(dir, dir)).toEqual([{ name: "web.form", selector: ".f", moment: "idle", mode: "bind", services: [], needs: [], file: "web/form.ts" }]);
    const unknown = islandsFolder({ "web/odd.ts": bind(`  name: "web.odd",\n  selector: ".o",\n  mode: "hydrate",`) });
    expect(() => readIslands(unknown, unknown)).toThrow('web/odd.ts: unknown mode "hydrate" (one of enhance, render, bind)');
    const services = islandsFolder({ "web/dialog.ts": bind(`  name: "web.dialog",\n  selector: ".d",\n  mode: "bind",\n  services: ["dialog"],`) });
    expect(() => readIslands(services, services)).toThrow("web/dialog.ts: a bind island cannot declare services");
  });

  it("reads the product's own islands, each selector written once, in its file", () => {
    const islands = readIslands("islands");
    expect(islands.find((i) => i.name === "portal.chatter")).toMatchObject({ selector: ".o_portal_chatter", moment: "visible", file: "islands/portal/chatter/chatter.tsx" });
    expect(new Set(islands.map((i) => i.name)).size).toBe(islands.length);
  });
});

describe("the loader's manifest", () => {
  it("holds each island's moment and selector, in order: an island's file is its place in the list", () => {
    const islands = [
      { name: "shop.cart_popover", selector: "#top_menu a[href$='/shop/cart']", moment: "idle" as const },
      { name: "public.anchor", selector: "#wrapwrap a[href^='#']:not([href='#'])", moment: "interaction" as const },
      { name: "portal.chatter", selector: ".o_portal_chatter", moment: "visible" as const },
      { name: "public.login", selector: ".oe_login_form", moment: "load" as const },
    ];
    const decoded = decodeManifest(encodeManifest(islands));
    const keys = [[], [], [".o_portal_chatter"], [".oe_login_form"]];
    expect(decoded.map(({ load: _load, ...facts }) => facts)).toEqual(islands.map(({ selector, moment }, index) => ({ index, keys: keys[index], selector, moment, bind: false })));
    expect(decodeManifest("")).toEqual([]);
  });

  it("writes a bind island's moment letter in upper case, which the loader reads as its mode", () => {
    const islands = [
      { name: "web.form", selector: ".js_website_submit_form", moment: "load", mode: "bind" },
      { name: "web.menu", selector: "#top_menu", moment: "idle", mode: "enhance" },
      { name: "web.lazy", selector: ".o_lazy", moment: "interaction", mode: "bind" },
    ] as const;
    const encoded = encodeManifest([...islands]);
    expect(encoded).toBe("L`.js_website_submit_form`\ni`#top_menu`\nN`.o_lazy`");
    expect(decodeManifest(encoded).map(({ moment, bind }) => ({ moment, bind }))).toEqual([
      { moment: "load", bind: true },
      { moment: "idle", bind: false },
      { moment: "interaction", bind: true },
    ]);
  });

  it("keys each island by an id or a class its element must carry, in every part of its selector list", () => {
    expect(scanKeys(".o_portal_chatter")).toEqual([".o_portal_chatter"]);
    expect(scanKeys(".oe_website_sale .oe_cart")).toEqual([".oe_cart"]);
    expect(scanKeys("header#top .dropdown")).toEqual([".dropdown"]);
    expect(scanKeys("input.o_website_suggested_links, #o_link_dialog_url_input")).toEqual([".o_website_suggested_links", "#o_link_dialog_url_input"]);
    expect(scanKeys("div.oe_website_sale_tx_status[data-order-id]")).toEqual([".oe_website_sale_tx_status"]);
    expect(scanKeys(".s_popup:not(#website_cookies_bar)")).toEqual([".s_popup"]);
    expect(scanKeys(".carousel:not(.s_image_gallery .carousel)")).toEqual([".carousel"]);
    expect(scanKeys(".s_share, .oe_share, .s_share")).toEqual([".s_share", ".oe_share"]);
    // A part without an own class or id: the whole selector is queried.
    expect(scanKeys("form[name='o_payment_checkout'], form.o_donation_payment_form")).toEqual([]);
    expect(scanKeys("#top_menu a[href$='/shop/cart']")).toEqual([]);
    expect(scanKeys(".o_x ~ div")).toEqual([]);
    expect(scanKeys(".a\\:b")).toEqual([]);
  });

  it("marks the keys where the selector writes them, so the selector is not written twice", () => {
    expect(markKeys(".oe_website_sale .oe_cart")).toBe(".oe_website_sale `.oe_cart`");
    expect(markKeys(".s_share_x, .s_share")).toBe("`.s_share_x`, `.s_share`");
    expect(markKeys("header.o_header_standard:not(.o_header_sidebar)")).toBe("header`.o_header_standard`:not(.o_header_sidebar)");
    expect(markKeys("#top_menu a[href$='/shop/cart']")).toBe("#top_menu a[href$='/shop/cart']");
    // A key written escaped cannot be marked: no keys, the selector is queried whole.
    expect(markKeys(".\\61 bc")).toBe(".\\61 bc");
    expect(decodeManifest(encodeManifest([{ name: "x", selector: ".\\61 bc", moment: "load" }]))[0].keys).toEqual([]);
  });

  it("names the islands in a module of their own, in the same order", () => {
    expect(namesModule([{ name: "shop.cart_popover" }, { name: "public.login" }])).toBe('export default ["shop.cart_popover","public.login"];\n');
  });
});

describe("the build's reading of services", () => {
  it("names each service after its file and reads its dependencies", () => {
    const services = readServices("src/services");
    expect(services.dialog).toEqual({ file: "src/services/dialog.ts", exportName: "dialogService", dependencies: ["ui"] });
    expect(services.error.dependencies).toEqual(["dialog", "notification", "rpc", "session", "localization"]);
    expect(services.rpc_errors).toBeUndefined();
  });

  it("closes an island's services over their dependencies, which its file then imports", () => {
    const services = readServices("src/services");
    expect(withDependencies(["error"], services).sort()).toEqual(["assets", "dialog", "error", "localization", "notification", "rpc", "session", "ui"]);
    expect(withDependencies(["nothing"], services)).toEqual([]);
  });
});
