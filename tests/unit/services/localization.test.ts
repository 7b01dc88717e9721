import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEnv } from "../../../src/runtime/env";
import { deleteCookie, setCookie } from "../../../src/services/cookie";
import { pageLanguage } from "../../../src/services/language";
import { TRANSLATIONS_FETCH_ERROR, fetchTranslations, localizationService } from "../../../src/services/localization";
import { addFault, clearFaults } from "../../../server/faults";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(() => {
  clearFaults();
  server = startTestServer();
});
afterEach(() => deleteCookie("frontend_lang"));

const fakeAssets = () => ({ loadJS: vi.fn(async () => {}) });

describe("page language", () => {
  it("comes from the frontend_lang cookie, else the html lang attribute, else en_US", () => {
    expect(pageLanguage()).toBe("en_US");
    document.documentElement.setAttribute("lang", "fr-BE");
    expect(pageLanguage()).toBe("fr_BE");
    setCookie("frontend_lang", "nl_NL");
    expect(pageLanguage()).toBe("nl_NL");
  });
});

describe("localization service", () => {
  it("fetches /web/webclient/translations/{hash}?lang={lang} and applies lang_parameters and terms", async () => {
    document.documentElement.setAttribute("lang", "fr-FR");
    const env = createEnv();
    const assets = fakeAssets();
    const localization = await localizationService.start(env, { session: { prefix: "", translationsHash: "t1" } as any, assets: assets as any });
    expect(server.requests[0].url).toBe("/web/webclient/translations/t1?lang=fr_FR");
    expect(localization).toMatchObject({ code: "fr_FR", dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm:ss", decimalPoint: ",", thousandsSep: "\u202f", grouping: [3, 0], direction: "ltr", weekStart: 1, multiLang: true });
    expect(env._t("Connection lost. Trying to reconnect...")).toBe("Connexion perdue. Tentative de reconnexion...");
    expect(env._t("Untranslated %s", "text")).toBe("Untranslated text");
    // The locale script is loaded for any language but en_US.
    expect(assets.loadJS).toHaveBeenCalledWith("/web/webclient/locale/fr_FR");
  });

  it("loads the real /web/webclient/locale/{lang} route: a script the browser runs", async () => {
    document.documentElement.setAttribute("lang", "fr-FR");
    const answers: Response[] = [];
    // the script loader asks the in-process server for the URL the service gives, and runs it
    const loadJS = vi.fn(async (url: string) => {
      const response = await server.fetch(url);
      answers.push(response.clone());
      new Function(await response.text())();
    });
    delete (window as any).islandsLocales;
    await localizationService.start(createEnv(), { session: { prefix: "", translationsHash: "t1" } as any, assets: { loadJS } as any });
    expect(loadJS).toHaveBeenCalledWith("/web/webclient/locale/fr_FR");
    expect(answers[0].status).toBe(200);
    expect(answers[0].headers.get("content-type")).toBe("application/javascript; charset=utf-8");
    expect((window as any).islandsLocales).toEqual(["fr_FR"]);
  });

  it("does not load a locale script for en_US", async () => {
    const env = createEnv();
    const assets = fakeAssets();
    const localization = await localizationService.start(env, { session: { prefix: "", translationsHash: "t1" } as any, assets: assets as any });
    expect(localization).toMatchObject({ code: "en_US", dateFormat: "MM/dd/yyyy", decimalPoint: ".", thousandsSep: ",", weekStart: 7 });
    expect(assets.loadJS).not.toHaveBeenCalled();
  });

  it("throws 'Error while fetching translations' when the fetch fails", async () => {
    expect(TRANSLATIONS_FETCH_ERROR).toBe("Error while fetching translations");
    addFault({ match: "/web/webclient/translations", kind: "network", times: 1 });
    await expect(fetchTranslations("", "t1", "en_US")).rejects.toThrowError("Error while fetching translations");
    addFault({ match: "/web/webclient/translations", kind: "502", times: 1 });
    await expect(fetchTranslations("", "t1", "en_US")).rejects.toThrowError("Error while fetching translations");
  });
});

describe("localization service without translations", () => {
  it("logs 'Error while fetching translations' and keeps the page working in the source language", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    addFault({ match: "/web/webclient/translations", kind: "malformed-json", times: 1 });
    document.documentElement.setAttribute("lang", "fr-FR");
    const env = createEnv();
    const localization = await localizationService.start(env, { session: { prefix: "", translationsHash: "t1" } as any, assets: fakeAssets() as any });
    expect(error).toHaveBeenCalledWith("Error while fetching translations");
    expect(env._t("Loading...")).toBe("Loading...");
    expect(localization.code).toBe("fr_FR");
  });
});
