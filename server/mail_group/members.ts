// Mail group membership (mail.group, mail.group.member): e-mail access tokens (what the
// platform's confirmation e-mails carry), finding, adding and removing members.
import { createHmac } from "node:crypto";
import type { Store } from "../store";
import { tokensEqual } from "../security/tokens";

export const GROUP_MODEL = "mail.group";
export const MEMBER_MODEL = "mail.group.member";
const TOKEN_SECRET = "islands-mail-group-secret";

const normalized = (email: string) => email.trim().toLowerCase();

export function emailAccessToken(groupId: number, email: string): string {
  return createHmac("sha256", TOKEN_SECRET).update(`${groupId}:${normalized(email)}`).digest("hex").slice(0, 32);
}

export function tokenValid(groupId: number, email: string, token: unknown): boolean {
  return typeof token === "string" && token !== "" && tokensEqual(token, emailAccessToken(groupId, email));
}

export function findMember(store: Store, groupId: number, email: string) {
  return store.all(MEMBER_MODEL).find((member) => member.mail_group_id === groupId && normalized(String(member.email)) === normalized(email));
}

export function addMember(store: Store, groupId: number, email: string): void {
  if (!findMember(store, groupId, email)) store.create(MEMBER_MODEL, { mail_group_id: groupId, email: email.trim() });
}

export function removeMember(store: Store, groupId: number, email: string): void {
  const member = findMember(store, groupId, email);
  if (member) store.unlink(MEMBER_MODEL, member.id);
}
