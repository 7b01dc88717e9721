// Course editors' writes (spec 3 §7): the order of sections and lessons, and of quiz questions,
// through /web/dataset/resequence (only for these two models here, and only for editors). As on
// the platform, a lesson belongs to the section before it: a lesson moved lands in its new section.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { accessError, userError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { currentUser } from "../session";
import { isCourseEditor } from "../slides/access";
import { fileUnderSections } from "../slides/data";

export const RESEQUENCED_MODELS = ["slide.slide", "slide.question"] as const;

export function slidesEditorRoutes(app: Hono<AppEnv>) {
  app.post(
    "/web/dataset/resequence",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const model = String(params.model ?? "");
      if (!(RESEQUENCED_MODELS as readonly string[]).includes(model)) throw userError(`The model '${model}' cannot be reordered here.`);
      if (!isCourseEditor(currentUser(c))) throw accessError("Only course editors may reorder a course.");
      const ids = Array.isArray(params.ids) ? params.ids.map(Number) : [];
      const rows = ids.map((id: number) => store.get(model, id));
      if (!ids.length || rows.some((r: unknown) => !r)) throw userError("Some records to reorder do not exist.");
      const parent = model === "slide.slide" ? "channel_id" : "slide_id";
      if (new Set(rows.map((r: any) => r[parent])).size > 1) throw userError("Records of different courses cannot be reordered together.");
      const offset = Number.isInteger(params.offset) ? params.offset : 0;
      ids.forEach((id: number, index: number) => store.write(model, id, { sequence: offset + index + 1 }));
      if (model === "slide.slide") fileUnderSections(store, rows[0]!.channel_id);
      return true;
    }),
  );
}
