// Files: POST /web/binary/upload (form: csrf_token, ufile (several), model, id) stores each file
// and answers the list of stored files, or {error}; GET/POST /web/content/{id} downloads one, for
// those files.ts lets have it (its uploader, its access_token, readers of its record).
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { randomBytes } from "node:crypto";
import { findFile, mayReadFile, storeFile } from "../files";
import { uploadedFiles } from "../uploaded_file";

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const FILE_NOT_FOUND = "The requested file does not exist.";

export function binaryRoutes(app: Hono<AppEnv>) {
  app.post("/web/binary/upload", async (c) => {
    const form = await c.req.parseBody({ all: true });
    const files = uploadedFiles(form.ufile);
    if (!files.length) return c.json({ error: "No file was sent." });
    const tooBig = files.find((f) => f.size > MAX_UPLOAD_BYTES);
    if (tooBig) return c.json({ error: `The file "${tooBig.name}" is too large.` });
    const stored = [];
    for (const file of files) {
      const content = Buffer.from(await file.arrayBuffer());
      const token = randomBytes(8).toString("hex");
      const model = typeof form.model === "string" ? form.model : null;
      const id = form.id ? Number(form.id) || null : null;
      const mimetype = file.type || "application/octet-stream";
      const fileId = storeFile(c, { name: file.name, mimetype, res_model: model, res_id: id, access_token: token, content });
      stored.push({ id: fileId, filename: file.name, name: file.name, mimetype, size: file.size, access_token: token });
    }
    return c.json(stored);
  });

  // A file the visitor may not have answers as a missing one: its existence is not told.
  const download = async (c: Context<AppEnv>) => {
    const file = findFile(c, Number(c.req.param("id")));
    const token = c.req.query("access_token") ?? (c.req.method === "POST" ? (await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)).access_token : undefined);
    if (!file || !mayReadFile(c, file, token)) {
      const error = { name: "werkzeug.exceptions.NotFound", message: FILE_NOT_FOUND, arguments: [FILE_NOT_FOUND] };
      return c.body(JSON.stringify(error), 404, { "Content-Type": "application/json" });
    }
    const row = c.get("store").db.prepare("SELECT content FROM files WHERE id = ?").get(file.id) as { content: Buffer };
    return c.body(new Uint8Array(row.content), 200, {
      "Content-Type": file.mimetype,
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "X-Content-Type-Options": "nosniff",
    });
  };
  app.get("/web/content/:id", download);
  app.post("/web/content/:id", download);
}
