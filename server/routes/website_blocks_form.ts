// The website form block's post (spec 3 §7 "Website blocks", §8): POST /website/form/<model>,
// multipart, with the csrf token. Answers JSON {id} for the stored record, {error_fields} with
// a message per field the server refuses, {error} otherwise; a body over the upload limit is a
// 413. Files (sent as name[i][j]) are stored as attachments of the record. A captcha token, when
// sent or when the model asks for one, is verified first; a refused one is {error}.
import { overRateLimit, TOO_MANY_REQUESTS } from "../security/rate_limit";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { storeFile } from "../files";
import { isUploadedFile, type UploadedFile } from "../uploaded_file";
import { CAPTCHA_REFUSALS, captchaPassed, verifyRecaptcha } from "../website/captcha_verify";

export const MAX_FORM_UPLOAD_BYTES = 1024 * 1024;
/** Models a website form may create, with the fields each requires and whether a captcha token must come. */
export const FORM_MODELS: Record<string, { required: string[]; captcha?: boolean }> = {
  "mail.mail": { required: ["email_from"] },
  "crm.lead": { required: ["contact_name", "email_from"], captcha: true },
};
export const FORM_CAPTCHA_ACTION = "website_form";
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const INVALID_EMAIL = "The email address is not valid.";
export const REQUIRED_FIELD = "This field is required.";
export const INVALID_DATE = "The date must be written YYYY-MM-DD.";
export const INVALID_DATETIME = "The date and time must be written YYYY-MM-DD HH:mm:ss (UTC).";
export const UNKNOWN_MODEL = "This form cannot be sent to this model.";
export const SESSION_EXPIRED = "Session expired (invalid CSRF token)";

/** Field-level checks: a message per refused field. Dates are checked by their name's suffix. */
export function formFieldErrors(model: string, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of FORM_MODELS[model]?.required ?? []) if (!values[name]?.trim()) errors[name] = REQUIRED_FIELD;
  for (const [name, value] of Object.entries(values)) {
    if (errors[name] || !value) continue;
    if (name.startsWith("email") && !EMAIL.test(value)) errors[name] = INVALID_EMAIL;
    else if (name.endsWith("_date") && !DATE.test(value)) errors[name] = INVALID_DATE;
    else if (name.endsWith("_datetime") && !DATETIME.test(value)) errors[name] = INVALID_DATETIME;
  }
  return errors;
}

async function submit(c: Context<AppEnv>) {
  if (Number(c.req.header("content-length") ?? 0) > MAX_FORM_UPLOAD_BYTES) return c.text("Request Entity Too Large", 413);
  const model = c.req.param("model") ?? "";
  const body = await c.req.parseBody({ all: true });
  if (!FORM_MODELS[model]) return c.json({ error: UNKNOWN_MODEL }, 403);
  if (overRateLimit(c, "website_form")) return c.json({ error: TOO_MANY_REQUESTS });
  if (body.recaptcha_token_response !== undefined || FORM_MODELS[model].captcha) {
    const verdict = await verifyRecaptcha(c.get("store").get("website", 1), body.recaptcha_token_response, FORM_CAPTCHA_ACTION);
    if (!captchaPassed(verdict)) return c.json({ error: CAPTCHA_REFUSALS[verdict as keyof typeof CAPTCHA_REFUSALS] });
  }
  const values: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [name, raw] of Object.entries(body)) {
    const items = ([] as unknown[]).concat(raw);
    if (items.some(isUploadedFile)) files.push(...items.filter(isUploadedFile));
    else if (name !== "csrf_token" && name !== "recaptcha_token_response") values[name] = items.map(String).join(",");
  }
  const size = files.reduce((sum, file) => sum + file.size, 0);
  if (size > MAX_FORM_UPLOAD_BYTES) return c.text("Request Entity Too Large", 413);
  const errorFields = formFieldErrors(model, values);
  if (Object.keys(errorFields).length) return c.json({ error_fields: errorFields });
  const record = c.get("store").create(model, { ...values, website_form: true });
  for (const file of files) {
    storeFile(c, { name: file.name, mimetype: file.type || "application/octet-stream", res_model: model, res_id: record.id, access_token: null, content: Buffer.from(await file.arrayBuffer()) });
  }
  return c.json({ id: record.id });
}

export function websiteBlocksFormRoutes(app: Hono<AppEnv>) {
  app.post("/website/form/:model", submit);
}
