// Who may see or act on a portal document: its customer (the logged-in user's partner), an
// employee, or anyone holding the document's access token (spec 2 §6 "Access tokens").
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { accessError, missingError } from "../errors";
import { currentUser } from "../session";
import type { Row } from "../store";

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

export function canAccess(user: Row | null, record: Row, token?: string | null): DocumentAccess | null {
  if (user && (isEmployee(user) || partnerIdOf(record) === user.partner_id)) return { record, byToken: false };
  if (token && record.access_token && token === record.access_token) return { record, byToken: true };
  return null;
}

/** The record, or the server's exception: missing record or access error. */
export function checkDocumentAccess(c: Context<AppEnv>, model: string, id: number, token?: string | null): DocumentAccess {
  const record = c.get("store").get(model, Number(id));
  if (!record) throw missingError("This document does not exist.");
  const access = canAccess(currentUser(c), record, token);
  if (!access) throw accessError("You do not have access to this document.");
  return access;
}
