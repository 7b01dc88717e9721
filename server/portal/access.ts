// Who may see or act on a portal document (spec 2 §6 "Access tokens"): whoever reads it by the
// access model (its customer, employees: security/access_model.ts), or anyone holding the
// document's access token (compared in constant time).
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { accessError, missingError } from "../errors";
import { mayRead } from "../security/access_model";
import { tokensEqual } from "../security/tokens";
import { currentUser } from "../session";
import type { Row, Store } from "../store";

export const EMPLOYEE_GROUP = "base.group_user";
export const PUBLISHER_GROUP = "website.group_website_designer";

export const hasGroup = (user: Row | null, group: string) => Boolean(user && (user.groups ?? []).includes(group));
export const isEmployee = (user: Row | null) => hasGroup(user, EMPLOYEE_GROUP);

export const partnerIdOf = (record: Row): number | null => (Array.isArray(record.partner_id) ? record.partner_id[0] : record.partner_id ?? null);

export interface DocumentAccess {
  record: Row;
  /** true when the access came from the token, not from the user's own rights */
  byToken: boolean;
}

export function canAccess(store: Store, user: Row | null, model: string, record: Row, token?: unknown): DocumentAccess | null {
  if (mayRead(store, user, model, record)) return { record, byToken: false };
  if (tokensEqual(token, record.access_token)) return { record, byToken: true };
  return null;
}

/** The record, or the server's exception: missing record or access error. */
export function checkDocumentAccess(c: Context<AppEnv>, model: string, id: number, token?: unknown): DocumentAccess {
  const store = c.get("store");
  const record = typeof model === "string" && Number.isInteger(Number(id)) ? store.get(model, Number(id)) : undefined;
  if (!record) throw missingError("This document does not exist.");
  const access = canAccess(store, currentUser(c), model, record, token);
  if (!access) throw accessError("You do not have access to this document.");
  return access;
}
