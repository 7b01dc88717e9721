// Files: POST /web/binary/upload (form: csrf_token, ufile (several), model, id) stores each file
// and answers the list of stored files, or {error}; GET/POST /web/content/{id} downloads one.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { checkCsrf } from "../csrf";
import { randomBytes } from "node:crypto";
import { uploadedFiles } from "../uploaded_file";

export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

export function binaryRoutes(app: Hono<AppEnv>) {
  app.post("/web/binary/upload", async (c) => {
    const form = await c.req.parseBody({ all: true });
    if (!checkCsrf(c, form)) return c.json({ error: "Session expired (invalid CSRF token)" });
    const files = uploadedFiles(form.ufile);
    if (!files.length) return c.json({ error: "No file was sent." });
    const tooBig = files.find((f) => f.size > MAX_UPLOAD_BYTES);
    if (tooBig) return c.json({ error: `The file "${tooBig.name}" is too large.` });
    const insert = c.get("store").db.prepare(
      "INSERT INTO files (name, mimetype, res_model, res_id, access_token, content) VALUES (?, ?, ?, ?, ?, ?)",
    );
    const stored = [];
    for (const file of files) {
      const content = Buffer.from(await file.arrayBuffer());
      const token = randomBytes(8).toString("hex");
      const model = typeof form.model === "string" ? form.model : null;
      const id = form.id ? Number(form.id) : null;
      const result = insert.run(file.name, file.type || "application/octet-stream", model, id, token, content);
      stored.push({ id: Number(result.lastInsertRowid), filename: file.name, name: file.name, mimetype: file.type || "application/octet-stream", size: file.size, access_token: token });
    }
    return c.json(stored);
  });

  const download = (c: any) => {
    const row = c.get("store").db.prepare("SELECT name, mimetype, content FROM files WHERE id = ?").get(Number(c.req.param("id"))) as
      | { name: string; mimetype: string; content: Buffer }
      | undefined;
    if (!row) {
      const error = { name: "werkzeug.exceptions.NotFound", message: "The requested file does not exist.", arguments: ["The requested file does not exist."] };
      return c.body(JSON.stringify(error), 404, { "Content-Type": "application/json" });
    }
    return c.body(row.content, 200, {
      "Content-Type": row.mimetype,
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`,
    });
  };
  app.get("/web/content/:id", download);
  app.post("/web/content/:id", download);
}
