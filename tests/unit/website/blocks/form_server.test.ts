// The website form route: stores the record with its files, refuses fields with a message each,
// answers 413 over the upload limit and refuses unknown models and missing csrf tokens.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { captchaToken } from "../../../../server/website/captcha";
import { CAPTCHA_REFUSALS } from "../../../../server/website/captcha_verify";
import {
  FORM_CAPTCHA_ACTION, FORM_MODELS, INVALID_EMAIL, MAX_FORM_UPLOAD_BYTES, REQUIRED_FIELD, SESSION_EXPIRED, UNKNOWN_MODEL, formFieldErrors,
} from "../../../../server/routes/website_blocks_form";
import { startTestServer, type TestServer } from "../../server_fetch";
import { nodeForm, visitor, type Visitor } from "../../server/requests";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

async function send(who: Visitor, model: string, fields: Record<string, string>, file?: { name: string; size: number }) {
  const form = new nodeForm.FormData();
  for (const [key, value] of Object.entries({ csrf_token: await who.csrf(), ...fields })) form.append(key, value);
  if (file) form.append("x_attachment[0][0]", new nodeForm.File(["x".repeat(file.size)], file.name, { type: "text/plain" }));
  const response = await who.fetch(`/website/form/${model}`, { method: "POST", body: form });
  return { status: response.status, body: response.headers.get("content-type")?.includes("json") ? await response.json() : await response.text() };
}

describe("website form route", () => {
  it("checks fields with a message per refused field", () => {
    expect(MAX_FORM_UPLOAD_BYTES).toBe(1024 * 1024);
    expect(FORM_MODELS["crm.lead"].required).toEqual(["contact_name", "email_from"]);
    expect(formFieldErrors("crm.lead", { contact_name: "", email_from: "a@b" })).toEqual({ contact_name: REQUIRED_FIELD, email_from: INVALID_EMAIL });
    expect(formFieldErrors("mail.mail", { email_from: "a@b.co", x_date: "2027-02-03", y_datetime: "2027-02-03 10:00" })).toEqual({ y_datetime: expect.any(String) });
  });

  it("stores the record and its files, and answers its id", async () => {
    const who = await visitor(server);
    const { status, body } = await send(who, "crm.lead", { contact_name: "Ada", email_from: "ada@example.com", x_topics: "Pricing,Support", recaptcha_token_response: captchaToken(FORM_CAPTCHA_ACTION) }, { name: "notes.txt", size: 5 });
    expect(status).toBe(200);
    const record = server.store.get("crm.lead", body.id)!;
    expect(record).toMatchObject({ contact_name: "Ada", email_from: "ada@example.com", x_topics: "Pricing,Support" });
    expect(record).not.toHaveProperty("recaptcha_token_response");
    const file = server.store.db.prepare("SELECT name, res_model, res_id FROM files WHERE res_model = 'crm.lead'").get();
    expect(file).toEqual({ name: "notes.txt", res_model: "crm.lead", res_id: body.id });
  });

  it("answers error_fields, 413, and refuses unknown models and a missing csrf token", async () => {
    const who = await visitor(server);
    expect((await send(who, "crm.lead", { contact_name: "Ada", email_from: "ada@example", recaptcha_token_response: captchaToken(FORM_CAPTCHA_ACTION) })).body).toEqual({ error_fields: { email_from: INVALID_EMAIL } });
    expect((await send(who, "mail.mail", { email_from: "a@b.co" }, { name: "big.bin", size: MAX_FORM_UPLOAD_BYTES + 1 })).status).toBe(413);
    expect(await send(who, "res.users", { email_from: "a@b.co" })).toEqual({ status: 403, body: { error: UNKNOWN_MODEL } });
    const form = new nodeForm.FormData();
    form.append("email_from", "a@b.co");
    const response = await who.fetch("/website/form/mail.mail", { method: "POST", body: form });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { error: SESSION_EXPIRED } });
  });

  it("verifies the captcha token a form sends, and asks one for the models that need it", async () => {
    const who = await visitor(server);
    const lead = { contact_name: "Ada", email_from: "ada@example.com" };
    expect(FORM_CAPTCHA_ACTION).toBe("website_form");
    expect((await send(who, "crm.lead", lead)).body).toEqual({ error: "The reCaptcha token is invalid." });
    expect((await send(who, "crm.lead", { ...lead, recaptcha_token_response: "forged" })).body).toEqual({ error: CAPTCHA_REFUSALS.wrong_token });
    expect((await send(who, "crm.lead", { ...lead, recaptcha_token_response: captchaToken("website_mail_follow") })).body).toEqual({ error: "Suspicious activity detected by Google reCaptcha." });
    expect(server.store.all("crm.lead").filter((r) => r.contact_name === "Ada")).toHaveLength(0);
    expect((await send(who, "mail.mail", { email_from: "a@b.co" })).body).toEqual({ id: expect.any(Number) });
    expect((await send(who, "crm.lead", { ...lead, recaptcha_token_response: captchaToken(FORM_CAPTCHA_ACTION) })).body).toEqual({ id: expect.any(Number) });
  });
});
