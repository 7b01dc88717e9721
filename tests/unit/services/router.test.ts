import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REDIRECT_FIRST_POLL_MS, REDIRECT_POLL_MS, createRouter } from "../../../src/services/router";
import { castValue, parseQuery, routeToUrl } from "../../../src/services/route_url";

beforeEach(() => {
  window.history.replaceState({}, "", "/shop/cart?page=2&search=blue#order_id=12&view=list");
});
afterEach(() => {
  vi.useRealTimers();
});

describe("routes", () => {
  it("are a pathname, a search map and a hash map; numeric-looking values become numbers", () => {
    const router = createRouter(vi.fn() as any);
    expect(router.current).toEqual({ pathname: "/shop/cart", search: { page: 2, search: "blue" }, hash: { order_id: 12, view: "list" } });
    expect(castValue("1.5")).toBe(1.5);
    expect(castValue("")).toBe("");
    expect(castValue("12a")).toBe("12a");
    expect(parseQuery("?a=1&b=x+y")).toEqual({ a: 1, b: "x y" });
    expect(routeToUrl({ pathname: "/p", search: {}, hash: { a: 1 } })).toBe("/p#a=1");
    router.cancel();
  });
});

describe("router", () => {
  it("debounces pushes and merges their hashes into one history entry", () => {
    vi.useFakeTimers();
    const router = createRouter(vi.fn() as any);
    const push = vi.spyOn(window.history, "pushState");
    router.pushState({ view: "kanban" });
    router.pushState({ page_id: 3 });
    expect(push).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe("#order_id=12&view=kanban&page_id=3");
    expect(router.current.hash).toEqual({ order_id: 12, view: "kanban", page_id: 3 });
    router.cancel();
  });

  it("replaces the hash when asked, removes empty keys, and keeps locked keys", () => {
    vi.useFakeTimers();
    const router = createRouter(vi.fn() as any);
    router.pushState({ action: 7 }, { lock: true });
    vi.runAllTimers();
    router.pushState({ action: 9, view: "form" }, { replace: true });
    vi.runAllTimers();
    expect(router.current.hash).toEqual({ action: 7, view: "form" });
    router.replaceState({ view: undefined });
    vi.runAllTimers();
    expect(router.current.hash).toEqual({ action: 7 });
    router.pushState({ action: 10 }, { lock: true });
    vi.runAllTimers();
    expect(router.current.hash).toEqual({ action: 10 });
    router.cancel();
  });

  it("redirects at once, or after the server answers version_info: first poll after 1 s, then every 250 ms", async () => {
    expect(REDIRECT_FIRST_POLL_MS).toBe(1000);
    expect(REDIRECT_POLL_MS).toBe(250);
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    let answers = 0;
    const rpc = vi.fn(() => (++answers < 3 ? Promise.reject(new Error("down")) : Promise.resolve({})));
    const router = createRouter(rpc as any);
    router.redirect("/web/login");
    expect(assign).toHaveBeenCalledWith("/web/login");
    assign.mockClear();
    router.redirect("/my/home", true);
    await vi.advanceTimersByTimeAsync(999);
    expect(rpc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith("/web/webclient/version_info", {});
    await vi.advanceTimersByTimeAsync(249);
    expect(rpc).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rpc).toHaveBeenCalledTimes(2);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(250);
    expect(rpc).toHaveBeenCalledTimes(3);
    expect(assign).toHaveBeenCalledWith("/my/home");
    router.cancel();
  });
});
