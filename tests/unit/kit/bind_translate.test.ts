// Translations for islands without React (src/kit/page_terms.ts, BindContext.translate): an en_US
// page asks for none, a French page fetches its terms once for every call and island, and a
// failed fetch leaves the source texts and says so once. The terms come from the reference server.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defineIsland, type BindIslandDefinition } from "../../../src/runtime/island";
import { addFault, clearFaults } from "../../../server/faults";
import { startTestServer, type TestServer } from "../server_fetch";

const LOST = "Connection lost. Trying to reconnect...";
const CLIENT_ERROR = "%s Client Error";

/** An island that writes two translated texts into its host (and one with a placeholder). */
const speaker: BindIslandDefinition = defineIsland({
  name: "kit.bind_translate_test",
  selector: ".o_speaker",
  moment: "load",
  mode: "bind",
  setup({ bind, translate }) {
    bind(() => ({ host: { text: `${translate(LOST)} | ${translate(CLIENT_ERROR, 404)}` } }));
  },
});

let server: TestServer;
const translationRequests = () => server.requests.filter((request) => request.url.startsWith("/web/webclient/translations/"));

/** Resolves once the page's terms have come or failed (the module instance the islands use). */
const termsSettled = async () => (await import("../../../src/kit/page_terms")).loadPageTerms();

async function mountSpeakers(count: number) {
  // page_terms.ts keeps the terms for the page: a fresh module per test is a fresh page
  const { mountBindIsland } = await import("../../../src/kit/bind_mount");
  document.body.innerHTML = Array.from({ length: count }, () => `<p class="o_speaker">server text</p>`).join("");
  const hosts = [...document.querySelectorAll<HTMLElement>(".o_speaker")];
  return { hosts, stops: hosts.map((host) => mountBindIsland(speaker, host)) };
}

beforeEach(() => {
  vi.resetModules();
  clearFaults();
  server = startTestServer();
  (window as any).odoo = { csrf_token: "c".repeat(40), __session_info__: { uid: 7, cache_hashes: { translations: "t1" } } };
});
afterEach(() => {
  document.documentElement.removeAttribute("lang");
  delete (window as any).odoo;
  vi.restoreAllMocks();
});

describe("translate in bind mode", () => {
  it("on an en_US page: the source texts at once, and no request", async () => {
    const { hosts } = await mountSpeakers(1);
    expect(hosts[0].textContent).toBe(`${LOST} | 404 Client Error`);
    await termsSettled();
    expect(translationRequests()).toEqual([]);
  });

  it("on a French page: one fetch of the page's terms for every call and island, then the French texts", async () => {
    document.documentElement.setAttribute("lang", "fr-FR");
    const { hosts } = await mountSpeakers(3);
    // until the terms come, the source text (never an empty box)
    expect(hosts[0].textContent).toBe(`${LOST} | 404 Client Error`);
    for (const host of hosts) await vi.waitFor(() => expect(host.textContent).toBe("Connexion perdue. Tentative de reconnexion... | Erreur client 404"));
    expect(translationRequests().map((request) => request.url)).toEqual(["/web/webclient/translations/t1?lang=fr_FR"]);
    // an island mounted later on the same page uses the terms already there, at once
    const { mountBindIsland } = await import("../../../src/kit/bind_mount");
    const late = document.createElement("p");
    late.className = "o_speaker";
    document.body.append(late);
    mountBindIsland(speaker, late);
    expect(late.textContent).toBe("Connexion perdue. Tentative de reconnexion... | Erreur client 404");
    expect(translationRequests()).toHaveLength(1);
  });

  it("after a failed fetch: the source texts, said once in the console, and no second request", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    document.documentElement.setAttribute("lang", "fr-FR");
    addFault({ match: "/web/webclient/translations", kind: "network", times: 5 });
    const { hosts } = await mountSpeakers(2);
    await termsSettled();
    for (const host of hosts) expect(host.textContent).toBe(`${LOST} | 404 Client Error`);
    expect(error.mock.calls).toEqual([["[islands] Error while fetching translations: the islands without React show their texts in the source language on this page"]]);
    expect(translationRequests()).toHaveLength(1);
  });

  it("stops without waiting for the terms: a late answer changes nothing", async () => {
    document.documentElement.setAttribute("lang", "fr-FR");
    const { hosts, stops } = await mountSpeakers(1);
    stops[0]();
    expect(hosts[0].textContent).toBe("server text");
    expect((await termsSettled()).get(LOST)).toBe("Connexion perdue. Tentative de reconnexion...");
    expect(translationRequests()).toHaveLength(1);
    expect(hosts[0].textContent).toBe("server text");
  });
});
