// A notice kept for the page an island reloads (src/kit/notice_after_reload.ts): taken by the next
// load of the same page only, once, and only when the taking island knows the message.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTICE_AFTER_RELOAD_KEY, reloadWithNotice, takeNoticeAfterReload } from "../../../src/kit/notice_after_reload";
import { browserNavigation } from "../../../src/services/browser_navigation";

const DONE = "The server's answer was lost, but it was done.";
const OTHER = "Something another island says.";
let reload: ReturnType<typeof vi.fn<() => void>>;

/** What a reload changes for the kit: a new load of the page, with its own time origin. */
const nextLoad = () => {
  const origin = performance.timeOrigin;
  vi.spyOn(performance, "timeOrigin", "get").mockReturnValue(origin + 1);
};

beforeEach(() => {
  window.history.replaceState(null, "", "/slides/1");
  reload = vi.fn<() => void>();
  vi.spyOn(browserNavigation, "reload").mockImplementation(reload);
});
afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("a notice kept for the reloaded page", () => {
  it("is kept, then the page reloads", () => {
    reloadWithNotice(DONE, "warning");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.sessionStorage.getItem(NOTICE_AFTER_RELOAD_KEY)!)).toMatchObject({ message: DONE, type: "warning", path: "/slides/1" });
  });

  it("is not taken by the load that kept it (an island mounted again before the reload)", () => {
    reloadWithNotice(DONE, "warning");
    expect(takeNoticeAfterReload([DONE])).toBeNull();
    nextLoad();
    expect(takeNoticeAfterReload([DONE])).toEqual({ message: DONE, type: "warning" });
  });

  it("is taken once, by the next load of the same page", () => {
    reloadWithNotice(DONE);
    nextLoad();
    expect(takeNoticeAfterReload([DONE])).toEqual({ message: DONE, type: "info" });
    expect(takeNoticeAfterReload([DONE])).toBeNull();
    expect(window.sessionStorage.getItem(NOTICE_AFTER_RELOAD_KEY)).toBeNull();
  });

  it("is left for the island that knows it", () => {
    reloadWithNotice(DONE);
    nextLoad();
    expect(takeNoticeAfterReload([OTHER])).toBeNull();
    expect(takeNoticeAfterReload([OTHER, DONE])).toEqual({ message: DONE, type: "info" });
  });

  it("is forgotten on another page: the reload it waited for did not happen", () => {
    reloadWithNotice(DONE);
    window.history.replaceState(null, "", "/slides/2");
    nextLoad();
    expect(takeNoticeAfterReload([DONE])).toBeNull();
    window.history.replaceState(null, "", "/slides/1");
    expect(takeNoticeAfterReload([DONE])).toBeNull();
  });

  it("is never what another script wrote in its place: an unknown type or shape is dropped", () => {
    const write = (value: unknown) => window.sessionStorage.setItem(NOTICE_AFTER_RELOAD_KEY, JSON.stringify(value));
    write({ message: DONE, type: "<img src=x onerror=alert(1)>", path: "/slides/1", load: 0 });
    expect(takeNoticeAfterReload([DONE])).toBeNull();
    write({ message: ["x"], type: "info", path: "/slides/1", load: 0 });
    expect(takeNoticeAfterReload([DONE])).toBeNull();
    window.sessionStorage.setItem(NOTICE_AFTER_RELOAD_KEY, "{not json");
    expect(takeNoticeAfterReload([DONE])).toBeNull();
    write({ message: DONE, type: "danger", path: "/slides/1", load: 0 });
    expect(takeNoticeAfterReload([DONE])).toEqual({ message: DONE, type: "danger" });
  });
});
