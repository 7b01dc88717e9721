// The debug menu's actions (spec 1 §2 "Debug menu", §6): reload with ?debug=assets or
// ?debug=assets,tests, leave debug mode (clearing the debug key), regenerate the asset bundles,
// list profiles (action=base.action_menu_ir_profile), become superuser (/web/become, admins only),
// and the access-rights checks of the debug context: write on views, read on record rules, read
// on model access.
import { defineService } from "../runtime/service";
import { browserNavigation, openAction } from "./browser_navigation";
import { formatQuery, parseQuery } from "./route_url";

export const DEBUG_ASSETS = "assets";
export const DEBUG_ASSETS_TESTS = "assets,tests";
export const PROFILES_ACTION = "base.action_menu_ir_profile";
export const BECOME_SUPERUSER_ROUTE = "/web/become";

export const ACCESS_CHECKS = {
  canEditView: { model: "ir.ui.view", operation: "write" },
  canSeeRecordRules: { model: "ir.rule", operation: "read" },
  canSeeModelAccess: { model: "ir.model.access", operation: "read" },
} as const;
export type AccessRights = Record<keyof typeof ACCESS_CHECKS, boolean>;

interface Orm {
  call<T = any>(model: string, method: string, args?: unknown[], kwargs?: Record<string, unknown>): Promise<T>;
}

/** The current URL with its debug search key set to value ("" clears it). */
export function urlWithDebug(value: string, location: Pick<Location, "pathname" | "search" | "hash"> = window.location): string {
  const search = parseQuery(location.search);
  search.debug = value;
  return `${location.pathname}?${formatQuery(search)}${location.hash}`;
}

export function createDebugService(orm: Orm, user: { isAdmin: boolean }, debug: string) {
  let rights: Promise<AccessRights> | null = null;
  return {
    get isActive(): boolean {
      return Boolean(debug);
    },
    debug,
    /** Become Superuser is shown to admins only. */
    canBecomeSuperuser: user.isAdmin,
    activateAssets: () => browserNavigation.assign(urlWithDebug(DEBUG_ASSETS)),
    activateTests: () => browserNavigation.assign(urlWithDebug(DEBUG_ASSETS_TESTS)),
    leave: () => browserNavigation.assign(urlWithDebug("")),
    async regenerateAssets(): Promise<void> {
      await orm.call("ir.attachment", "regenerate_assets_bundles", []);
      browserNavigation.reload();
    },
    listProfiles: () => openAction(PROFILES_ACTION),
    becomeSuperuser: () => browserNavigation.assign(BECOME_SUPERUSER_ROUTE),
    /** The debug context's access rights, checked once per page. */
    accessRights(): Promise<AccessRights> {
      rights ??= (async () => {
        const entries = await Promise.all(
          Object.entries(ACCESS_CHECKS).map(async ([key, { model, operation }]) => {
            const allowed = await orm.call<boolean>(model, "check_access_rights", [operation], { raise_exception: false }).catch(() => false);
            return [key, Boolean(allowed)] as const;
          }),
        );
        return Object.fromEntries(entries) as AccessRights;
      })();
      return rights;
    },
  };
}
export type DebugService = ReturnType<typeof createDebugService>;

export const debugService = defineService<DebugService, { orm: Orm; user: { isAdmin: boolean } }>({
  dependencies: ["orm", "user"],
  start: (env, { orm, user }) => createDebugService(orm, user, env.debug),
});
