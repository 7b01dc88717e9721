import { afterEach, describe, expect, it, vi } from "vitest";
import { islandStaysOff, missingPageGlobals } from "../../../src/runtime/messages";
import { hasWhatItNeeds, missingGlobals } from "../../../src/runtime/page_globals";

afterEach(() => delete (window as any).odoo);

describe("the page globals the runtime reads", () => {
  it("names the missing ones", () => {
    expect(missingGlobals({ csrf_token: "t", __session_info__: { uid: 2 } })).toEqual([]);
    expect(missingGlobals({ csrf_token: "t" })).toEqual(["session_info"]);
    expect(missingGlobals({ __session_info__: {} })).toEqual(["csrf_token"]);
    expect(missingGlobals(undefined)).toEqual(["session_info", "csrf_token"]);
  });

  it("says clearly what is missing and where it comes from", () => {
    expect(missingPageGlobals(["session_info", "csrf_token"])).toBe(
      '[islands] the page defines no window.odoo.__session_info__ and no window.odoo.csrf_token: the server\'s layout must set it before loader.js (README, "Drop-in guide"); islands that need it stay off, the others work',
    );
  });

  it("keeps off an island that needs a missing global, with a console error; the others start", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(hasWhatItNeeds({ name: "portal.chatter", needs: ["csrf_token"] }, ["csrf_token"])).toBe(false);
    expect(error).toHaveBeenCalledWith(islandStaysOff("portal.chatter", ["csrf_token"]));
    expect(islandStaysOff("portal.chatter", ["csrf_token"])).toBe("[islands] portal.chatter stays off: it needs window.odoo.csrf_token, which the page does not define");
    expect(hasWhatItNeeds({ name: "public.login_form" }, ["csrf_token", "session_info"])).toBe(true);
    expect(hasWhatItNeeds({ name: "portal.chatter", needs: ["csrf_token"] }, ["session_info"])).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it("reports missing globals once per page", async () => {
    vi.resetModules();
    const { reportMissingGlobals } = await import("../../../src/runtime/page_globals");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    reportMissingGlobals();
    reportMissingGlobals();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(missingPageGlobals(["session_info", "csrf_token"]));
  });
});
