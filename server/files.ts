// Uploaded files (the files table) and who may have them: a pending attachment (uploaded from the
// portal, waiting for a message) only its uploader (its access token only lets a message take it);
// any other file also the holder of its access token, admins and whoever reads the record it is
// attached to (security/access_model.ts).
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { mayRead } from "./security/access_model";
import { tokensEqual } from "./security/tokens";
import { userTypeOf } from "./security/user_type";
import { currentUser } from "./session";

/** Attachments uploaded from the portal wait here until a message takes them. */
export const PENDING_MODEL = "mail.compose.message";

export interface FileRow {
  id: number;
  name: string;
  mimetype: string;
  res_model: string | null;
  res_id: number | null;
  access_token: string | null;
  create_uid: number | null;
  create_sid: string | null;
}

export interface NewFile {
  name: string;
  mimetype: string;
  res_model: string | null;
  res_id: number | null;
  access_token: string | null;
  content: Buffer;
}

export const isPending = (file: FileRow) => file.res_model === PENDING_MODEL && file.res_id === 0;

export function findFile(c: Context<AppEnv>, id: number): FileRow | undefined {
  return c
    .get("store")
    .db.prepare("SELECT id, name, mimetype, res_model, res_id, access_token, create_uid, create_sid FROM files WHERE id = ?")
    .get(id) as FileRow | undefined;
}

/** Stores a file as uploaded by this visitor (their user, or their session when not logged in). */
export function storeFile(c: Context<AppEnv>, file: NewFile): number {
  const session = c.get("session");
  const result = c
    .get("store")
    .db.prepare("INSERT INTO files (name, mimetype, res_model, res_id, access_token, content, create_uid, create_sid) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .run(file.name, file.mimetype, file.res_model, file.res_id, file.access_token, file.content, session.uid, session.uid ? null : session.sid);
  return Number(result.lastInsertRowid);
}

export function isUploader(c: Context<AppEnv>, file: FileRow): boolean {
  const session = c.get("session");
  return session.uid ? file.create_uid === session.uid : file.create_uid === null && file.create_sid === session.sid;
}

/** Whether this visitor may download the file, holding `token` (or not). */
export function mayReadFile(c: Context<AppEnv>, file: FileRow, token: unknown): boolean {
  if (isUploader(c, file)) return true;
  if (isPending(file)) return false;
  if (tokensEqual(token, file.access_token)) return true;
  const user = currentUser(c);
  if (userTypeOf(user) === "admin") return true;
  if (!file.res_model || !file.res_id) return false;
  const record = c.get("store").get(file.res_model, file.res_id);
  return Boolean(record) && mayRead(c.get("store"), user, file.res_model, record!);
}
