// The four kinds of visitor the access model tells apart, from the user's groups as on the
// platform: public (not logged in), portal (customers), internal (employees) and admin (settings).
import type { Row, Store } from "../store";

export type UserType = "public" | "portal" | "internal" | "admin";

export const GROUPS = {
  portal: "base.group_portal",
  internal: "base.group_user",
  admin: "base.group_system",
} as const;

const inGroup = (user: Row, group: string) => Array.isArray(user.groups) && user.groups.includes(group);

export function userTypeOf(user: Row | null | undefined): UserType {
  if (!user) return "public";
  if (user.is_admin || user.is_system || inGroup(user, GROUPS.admin)) return "admin";
  if (inGroup(user, GROUPS.internal)) return "internal";
  if (inGroup(user, GROUPS.portal)) return "portal";
  return "public";
}

const idOf = (value: unknown): number | null => {
  const id = Array.isArray(value) ? value[0] : value;
  return typeof id === "number" && Number.isInteger(id) ? id : null;
};

/** The company a contact belongs to (itself when it has no parent): documents belong to it. */
export function commercialPartnerId(store: Store, partnerId: unknown): number | null {
  let id = idOf(partnerId);
  for (let depth = 0; id !== null && depth < 16; depth++) {
    const parent = idOf(store.get("res.partner", id)?.parent_id);
    if (parent === null) return id;
    id = parent;
  }
  return id;
}
