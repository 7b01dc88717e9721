// The session data a server page embeds as `window.odoo.__session_info__` (spec 1 §3), and the
// page's csrf token (`window.odoo.csrf_token`). Pure: the loader reads it too, to preload the
// start-up requests.
export interface UserContext {
  lang?: string;
  tz?: string;
  uid?: number;
  [key: string]: unknown;
}

export interface SessionInfo {
  uid: number | false;
  user_context: UserContext;
  name: string;
  username: string;
  is_admin: boolean;
  is_system: boolean;
  partner_id: number | false;
  home_action_id: number | false;
  show_effect: boolean;
  db: string;
  dbuuid: string;
  prefix: string;
  translationsHash: string;
  qwebHash: string;
  csrfToken: string;
}

interface PageGlobals {
  csrf_token?: string;
  debug?: string;
  __session_info__?: Record<string, any>;
}

/** What the start-up requests' addresses need: small, for the loader's preloads. */
export function readStartupKeys(globals: PageGlobals | undefined = (window as any).odoo): Pick<SessionInfo, "prefix" | "translationsHash" | "qwebHash"> {
  const raw = globals?.__session_info__ ?? {};
  return { prefix: raw.prefix ?? "", translationsHash: String(raw.cache_hashes?.translations ?? "0"), qwebHash: String(raw.cache_hashes?.qweb ?? "0") };
}

/** A signed-in visitor's page (a uid in the session info): the loader skips the islands only they get for anyone else. */
export const isSignedIn = (globals: PageGlobals | undefined = (window as any).odoo): boolean => Boolean(globals?.__session_info__?.uid);

export function readSessionInfo(globals: PageGlobals | undefined = (window as any).odoo): SessionInfo {
  const raw = globals?.__session_info__ ?? {};
  const uid = raw.uid ?? raw.user_id ?? false;
  return {
    uid: typeof uid === "number" ? uid : Array.isArray(uid) ? uid[0] : false,
    user_context: { ...(raw.user_context ?? {}) },
    name: raw.name ?? "",
    username: raw.username ?? "",
    is_admin: Boolean(raw.is_admin),
    is_system: Boolean(raw.is_system),
    partner_id: raw.partner_id ?? false,
    home_action_id: raw.home_action_id ?? false,
    show_effect: Boolean(raw.show_effect),
    db: raw.db ?? "",
    dbuuid: raw.dbuuid ?? "",
    ...readStartupKeys(globals),
    csrfToken: globals?.csrf_token ?? "",
  };
}
