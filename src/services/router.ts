// The router (spec 1 §2 "Router"): pushes are debounced and their hashes merged; locked keys
// keep their value against later pushes (unless those lock too); a redirect can wait for the
// server: version_info is first polled after 1 s, then every 250 ms until it answers.
import { defineService } from "../runtime/service";
import type { RPC } from "./rpc";
import { routeFromLocation, routeToUrl, type Route, type RouteValues } from "./route_url";

export const REDIRECT_FIRST_POLL_MS = 1000;
export const REDIRECT_POLL_MS = 250;

export interface PushOptions {
  /** replace the whole hash (locked keys excepted) instead of merging into it */
  replace?: boolean;
  /** lock the pushed keys */
  lock?: boolean;
}

type HashChanges = Record<string, string | number | undefined | null | false>;

export function createRouter(rpc: RPC, onChange: () => void = () => {}) {
  let current: Route = routeFromLocation(window.location);
  const lockedKeys = new Set<string>();

  function nextHash(pending: [HashChanges, PushOptions][]): RouteValues {
    let hash: HashChanges = { ...current.hash };
    for (const [changes, options] of pending) {
      if (options.replace) {
        const kept: HashChanges = {};
        for (const key of lockedKeys) if (key in hash) kept[key] = hash[key];
        hash = kept;
      }
      for (const [key, value] of Object.entries(changes)) {
        if (lockedKeys.has(key) && !options.lock) continue;
        hash[key] = value;
        if (options.lock) lockedKeys.add(key);
      }
    }
    const clean: RouteValues = {};
    for (const [key, value] of Object.entries(hash)) {
      if (value !== undefined && value !== null && value !== false && value !== "") clean[key] = value;
    }
    return clean;
  }

  function debouncedPush(mode: "push" | "replace") {
    let pending: [HashChanges, PushOptions][] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    return (hash: HashChanges, options: PushOptions = {}) => {
      pending.push([hash, options]);
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        const route = { ...current, hash: nextHash(pending) };
        pending = [];
        timer = null;
        const url = routeToUrl(route);
        if (window.location.origin + url !== window.location.href) {
          window.history[mode === "push" ? "pushState" : "replaceState"]({}, "", url);
        }
        current = routeFromLocation(window.location);
      });
    };
  }

  const onHashChange = () => {
    current = routeFromLocation(window.location);
    onChange();
  };
  window.addEventListener("hashchange", onHashChange);

  return {
    get current(): Route {
      return current;
    },
    pushState: debouncedPush("push"),
    replaceState: debouncedPush("replace"),
    redirect(url: string, wait = false): void {
      if (!wait) {
        window.location.assign(url);
        return;
      }
      const poll = (delay: number) =>
        setTimeout(() => {
          rpc("/web/webclient/version_info", {}).then(
            () => window.location.assign(url),
            () => poll(REDIRECT_POLL_MS),
          );
        }, delay);
      poll(REDIRECT_FIRST_POLL_MS);
    },
    cancel: () => window.removeEventListener("hashchange", onHashChange),
  };
}
export type RouterService = ReturnType<typeof createRouter>;

export const routerService = defineService<RouterService, { rpc: RPC }>({
  dependencies: ["rpc"],
  start: (env, { rpc }) => createRouter(rpc, () => env.bus.trigger("ROUTE_CHANGE")),
});
