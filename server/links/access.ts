// Who reads a tracked link and its clicks: its creator, and employees (as on the platform, where
// link.tracker has no record rule for internal users and portal users see only their own).
import { userTypeOf } from "../security/user_type";
import type { Row } from "../store";

export function mayReadLink(user: Row | null, link: Row): boolean {
  const type = userTypeOf(user);
  if (type === "internal" || type === "admin") return true;
  return Boolean(user) && link.create_uid === user!.id;
}
