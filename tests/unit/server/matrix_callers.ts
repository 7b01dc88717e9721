// The callers of the access matrix and how an answer reads in it. Each caller is a browser with a
// session made straight in the store (signing in through the password hash for every cell would
// cost seconds), with its own cookie jar.
import { newSession } from "../../../server/session";
import type { TestServer } from "../server_fetch";
import { visitor, type Visitor } from "./requests";

export const ROLES = ["public", "portal", "other", "internal", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** portal: Joel Willis (partner 9); other: another portal user (partner 11); internal: Marc Demo; admin: Mitchell Admin, the forum's moderator and the website's publisher. */
export const USER_OF: Record<Role, number | null> = { public: null, portal: 7, other: 9, internal: 8, admin: 2 };

export async function caller(server: TestServer, role: Role): Promise<Visitor> {
  const who = await visitor(server);
  const uid = USER_OF[role];
  if (uid !== null) who.setCookie("session_id", newSession(server.store, uid).sid);
  return who;
}

/**
 * An answer as the matrix reads it: `ok`; a JSON-RPC exception by its short name (`AccessError`,
 * `MissingError`, `UserError`); a refusal the page reads (`error:<code>`); `nothing` (false, null,
 * {} or []); an HTTP status (`404`, `403`, `400`); `login` (redirected to sign in) or
 * `redirect:<path>` (elsewhere, e.g. after a form post or away from a document).
 */
export async function outcome(response: Response): Promise<string> {
  const type = response.headers.get("content-type") ?? "";
  if (response.status >= 300 && response.status < 400) {
    const location = new URL(response.headers.get("location") ?? "", "http://localhost").pathname;
    return location === "/web/login" ? "login" : `redirect:${location}`;
  }
  if (response.status !== 200) return String(response.status);
  if (!type.includes("json")) return "ok";
  const body = await response.json();
  if (!body || typeof body !== "object" || !("jsonrpc" in body)) return "ok";
  return rpcOutcome(body);
}

export function rpcOutcome(body: { result?: unknown; error?: { data: Record<string, any> } }): string {
  if (body.error) return body.error.data.name.split(".").at(-1)!;
  const result = body.result as any;
  if (result === false || result === null || (Array.isArray(result) && !result.length) || (typeof result === "object" && !Array.isArray(result) && !Object.keys(result).length)) return "nothing";
  if (result && typeof result === "object" && typeof result.error === "string") return `error:${result.error}`;
  return "ok";
}
