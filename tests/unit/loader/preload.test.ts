import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadStartupRequests } from "../../../src/loader/preload";
import { setCookie, deleteCookie } from "../../../src/services/cookie";

/** The links the loader adds to <head>, captured instead of inserted (so nothing is fetched). */
function captureLinks(run: () => void): HTMLLinkElement[] {
  const links: HTMLLinkElement[] = [];
  vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
    links.push(node as unknown as HTMLLinkElement);
    return node;
  });
  run();
  return links;
}

afterEach(() => {
  delete (window as any).odoo;
  deleteCookie("frontend_lang");
});

describe("start-up preloads", () => {
  it("ask for the translations and the frontend templates the services will fetch", () => {
    (window as any).odoo = { __session_info__: { cache_hashes: { translations: "abc", qweb: "42" } } };
    setCookie("frontend_lang", "fr_FR");
    const links = captureLinks(preloadStartupRequests);
    expect(links.map((l) => [l.rel, l.as, l.crossOrigin, l.getAttribute("href")])).toEqual([
      ["preload", "fetch", "anonymous", "/web/webclient/translations/abc?lang=fr_FR"],
      ["preload", "fetch", "anonymous", "/web/webclient/qweb/42?bundle=web.assets_frontend"],
    ]);
  });

  it("use the same fallbacks as the services when the page has no session data", () => {
    const links = captureLinks(preloadStartupRequests);
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/web/webclient/translations/0?lang=en_US", "/web/webclient/qweb/0?bundle=web.assets_frontend"]);
  });
});
