// The portal chatter's routes (spec 2 §7 "Portal"): /mail/chatter_init and /mail/chatter_fetch,
// posting (/mail/chatter_post), the staff-only internal flag, portal attachments (multipart add,
// remove while pending) and the authors' avatars. Access: the document's customer, an employee,
// or its access token; a pending attachment: its uploader or its access token (files.ts).
import { randomBytes } from "node:crypto";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { accessError, userError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { checkDocumentAccess, hasGroup, isEmployee, partnerIdOf, PUBLISHER_GROUP } from "../portal/access";
import { avatarSvg } from "../portal/avatar";
import { plaintextToHtml } from "../html";
import { MESSAGE_MODEL, documentMessages, portalMessageFormat, type PortalAttachment } from "../portal/messages";
import { currentUser } from "../session";
import { findFile, isPending, isUploader, PENDING_MODEL, storeFile, type FileRow } from "../files";
import { tokensEqual } from "../security/tokens";

export { PENDING_MODEL };
export const ATTACHMENT_NOT_ALLOWED = "The attachment does not exist or you do not have the rights to access it.";

/** A pending attachment is used or removed by its uploader, or with its access token. */
const holdsPending = (c: Context<AppEnv>, file: FileRow, token: unknown) => isUploader(c, file) || tokensEqual(token, file.access_token);

function fetchMessages(c: Context<AppEnv>, params: Record<string, any>) {
  const resId = Number(params.res_id);
  checkDocumentAccess(c, params.res_model, resId, params.token);
  const all = documentMessages(c.get("store"), params.res_model, resId, { employee: isEmployee(currentUser(c)), domain: params.domain || [] });
  const offset = Number(params.offset ?? 0);
  const limit = params.limit ? Number(params.limit) : all.length;
  return { messages: all.slice(offset, offset + limit).map(portalMessageFormat), message_count: all.length };
}

function chatterOptions(c: Context<AppEnv>, params: Record<string, any>, messageCount: number) {
  const user = currentUser(c);
  const isPublic = !user;
  return {
    message_count: messageCount,
    is_user_public: isPublic,
    is_user_employee: isEmployee(user),
    is_user_publisher: hasGroup(user, PUBLISHER_GROUP),
    display_composer: Boolean(params.allow_composer) && (Boolean(params.token) || !isPublic),
    partner_id: user?.partner_id ?? false,
  };
}


export function chatterRoutes(app: Hono<AppEnv>) {
  app.post(
    "/mail/chatter_init",
    rpcHandler((params, c) => {
      const data = fetchMessages(c, params);
      return { ...data, options: chatterOptions(c, params, data.message_count) };
    }),
  );

  app.post(
    "/mail/chatter_fetch",
    rpcHandler((params, c) => {
      const data = fetchMessages(c, params);
      return { ...data, options: chatterOptions(c, params, data.message_count) };
    }),
  );

  app.post(
    "/mail/chatter_post",
    rpcHandler((params, c) => {
      const resId = Number(params.res_id);
      const { record, byToken } = checkDocumentAccess(c, params.res_model, resId, params.token);
      const ids = ((params.attachment_ids ?? []) as unknown[]).map(Number);
      const tokens = (params.attachment_tokens ?? []) as unknown[];
      const user = currentUser(c);
      const files = ids.map((id, index) => {
        const file = findFile(c, id);
        if (!file || !isPending(file) || !holdsPending(c, file, tokens[index])) throw userError(ATTACHMENT_NOT_ALLOWED);
        // Readers of the message download its attachments with their token.
        return { ...file, access_token: file.access_token ?? randomBytes(16).toString("hex") };
      });
      const text = String(params.message ?? "");
      if (!text.trim() && !files.length) return {};
      const authorId = byToken || !user ? partnerIdOf(record) : user.partner_id;
      const partner = authorId ? c.get("store").get("res.partner", authorId) : undefined;
      const author = [authorId ?? 0, partner?.name ?? user?.name ?? "Public user"];
      const attachments: PortalAttachment[] = files.map((f) => ({ id: f.id, name: f.name, mimetype: f.mimetype, access_token: f.access_token ?? false }));
      const message = c.get("store").create(MESSAGE_MODEL, {
        model: params.res_model,
        res_id: resId,
        body: text.trim() ? plaintextToHtml(text) : "",
        date: new Date().toISOString().slice(0, 19).replace("T", " "),
        author_id: author,
        message_type: "comment",
        is_internal: false,
        attachments,
      });
      const link = c.get("store").db.prepare("UPDATE files SET res_model = ?, res_id = ?, access_token = ? WHERE id = ?");
      for (const file of files) link.run(params.res_model, resId, file.access_token, file.id);
      return { default_message: text, default_message_id: message.id, default_attachment_ids: attachments };
    }),
  );

  app.post(
    "/mail/update_is_internal",
    rpcHandler((params, c) => {
      if (!isEmployee(currentUser(c))) throw accessError("Only employees can change whether a message is internal.");
      const message = c.get("store").write(MESSAGE_MODEL, Number(params.message_id), { is_internal: Boolean(params.is_internal) });
      if (!message) throw userError("This message does not exist.");
      return message.is_internal;
    }),
  );

  app.post("/portal/attachment/add", async (c) => {
    const form = await c.req.parseBody();
    // Duck-typed: in unit tests the page's File class is not the one the server parses into.
    const file = form.file as File | string | undefined;
    if (!file || typeof file === "string" || typeof file.arrayBuffer !== "function") return c.text("No file was sent.", 400);
    try {
      checkDocumentAccess(c, String(form.res_model ?? ""), Number(form.res_id), typeof form.access_token === "string" ? form.access_token : null);
    } catch {
      return c.text("The document does not exist or you do not have the rights to access it.", 403);
    }
    const name = typeof form.name === "string" && form.name ? form.name : file.name;
    const mimetype = file.type || "application/octet-stream";
    const token = isEmployee(currentUser(c)) ? null : randomBytes(16).toString("hex");
    const content = Buffer.from(await file.arrayBuffer());
    const id = storeFile(c, { name, mimetype, res_model: PENDING_MODEL, res_id: 0, access_token: token, content });
    return c.json({ id, name, mimetype, file_size: content.length, access_token: token ?? false });
  });

  app.post(
    "/portal/attachment/remove",
    rpcHandler((params, c) => {
      const file = findFile(c, Number(params.attachment_id));
      if (!file || !holdsPending(c, file, params.access_token)) throw userError(ATTACHMENT_NOT_ALLOWED);
      if (!isPending(file)) throw userError(`The attachment ${file.name} cannot be removed because it is not in a pending state.`);
      c.get("store").db.prepare("DELETE FROM files WHERE id = ?").run(file.id);
      return true;
    }),
  );

  app.get("/web/image/mail.message/:id/author_avatar/:size", (c) => {
    const message = c.get("store").get(MESSAGE_MODEL, Number(c.req.param("id")));
    const [authorId, name] = (message?.author_id as [number, string] | undefined) ?? [0, "?"];
    const size = Number(c.req.param("size").split("x")[0]) || 50;
    return c.body(avatarSvg(authorId, name, size), 200, { "Content-Type": "image/svg+xml", "Cache-Control": "max-age=3600" });
  });
}
