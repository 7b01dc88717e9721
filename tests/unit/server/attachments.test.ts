// Files: /web/content/{id} serves a file to its uploader, with its access token, or to readers of
// its document; a pending attachment only to its uploader. Anyone else gets the missing-file answer.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FILE_NOT_FOUND } from "../../../server/routes/binary";
import { ATTACHMENT_NOT_ALLOWED } from "../../../server/routes/chatter";
import { tokensEqual } from "../../../server/security/tokens";
import { startTestServer, type TestServer } from "../server_fetch";
import { nodeForm, visitor, type Visitor } from "./requests";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

async function post(who: Visitor, path: string, fields: Record<string, string>, fileField: string) {
  const form = new nodeForm.FormData();
  for (const [key, value] of Object.entries({ csrf_token: await who.csrf(), ...fields })) form.append(key, value);
  form.append(fileField, new nodeForm.File(["the plan"], "plan.txt", { type: "text/plain" }));
  return (await who.fetch(path, { method: "POST", body: form })).json();
}

async function download(who: Visitor, id: number, token?: string) {
  const response = await who.fetch(`/web/content/${id}${token ? `?access_token=${token}` : ""}`);
  return { status: response.status, text: await response.text() };
}

const pendingUpload = (who: Visitor) => post(who, "/portal/attachment/add", { name: "plan.txt", res_model: "sale.order", res_id: "1", access_token: "4c2b8d1e-so21" }, "file");

describe("constant-time tokens", () => {
  it("match only the same non-empty string", () => {
    expect(tokensEqual("4c2b8d1e-so21", "4c2b8d1e-so21")).toBe(true);
    expect(tokensEqual("4c2b8d1e-so2", "4c2b8d1e-so21")).toBe(false);
    expect(tokensEqual("", "")).toBe(false);
    expect(tokensEqual(undefined, "x")).toBe(false);
    expect(tokensEqual(["x"], "x")).toBe(false);
  });
});

describe("/web/content", () => {
  it("serves an upload to its uploader (a visitor's session) and with its token, to no one else", async () => {
    const uploader = await visitor(server);
    const [file] = await post(uploader, "/web/binary/upload", {}, "ufile");
    expect(await download(uploader, file.id)).toEqual({ status: 200, text: "the plan" });
    const other = await visitor(server);
    const refused = await download(other, file.id);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.text)).toMatchObject({ name: "werkzeug.exceptions.NotFound", message: FILE_NOT_FOUND });
    expect((await download(other, file.id, "0000")).status).toBe(404);
    expect(await download(other, file.id, file.access_token)).toEqual({ status: 200, text: "the plan" });
    expect((await download(await visitor(server, "portal"), file.id)).status).toBe(404);
    expect((await download(await visitor(server, "admin"), file.id)).status).toBe(200);
  });

  it("answers a file one may not have exactly like a missing one", async () => {
    const uploader = await visitor(server);
    const [file] = await post(uploader, "/web/binary/upload", {}, "ufile");
    const other = await visitor(server);
    expect(await download(other, file.id)).toEqual(await download(other, 999999));
  });

  it("serves a pending attachment only to its uploader, even to an admin or its token's holder", async () => {
    const portal = await visitor(server, "portal");
    const pending = await pendingUpload(portal);
    expect(pending.access_token).toMatch(/^[0-9a-f]{32}$/);
    expect((await download(portal, pending.id)).status).toBe(200);
    expect((await download(await visitor(server, "admin"), pending.id)).status).toBe(404);
    expect((await download(await visitor(server), pending.id, pending.access_token)).status).toBe(404);
  });

  it("once posted, serves it to the document's readers and token holders", async () => {
    const portal = await visitor(server, "portal");
    const pending = await pendingUpload(portal);
    const posted = await portal.rpc("/mail/chatter_post", { res_model: "sale.order", res_id: 1, message: "plan", attachment_ids: [pending.id], attachment_tokens: [pending.access_token] });
    expect(posted.result.default_attachment_ids[0]).toMatchObject({ id: pending.id, access_token: pending.access_token });
    expect((await download(await visitor(server, "admin"), pending.id)).status).toBe(200);
    expect((await download(await visitor(server, "demo"), pending.id)).status).toBe(200);
    expect((await download(await visitor(server), pending.id)).status).toBe(404);
    expect((await download(await visitor(server), pending.id, pending.access_token)).status).toBe(200);
  });

  it("gives an employee's posted attachment a token, so the customer can download it", async () => {
    const employee = await visitor(server, "admin");
    const pending = await pendingUpload(employee);
    expect(pending.access_token).toBe(false);
    const posted = await employee.rpc("/mail/chatter_post", { res_model: "sale.order", res_id: 1, message: "plan", attachment_ids: [pending.id], attachment_tokens: [false] });
    const token = posted.result.default_attachment_ids[0].access_token;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect((await download(await visitor(server, "portal"), pending.id)).status).toBe(200);
    expect((await download(await visitor(server), pending.id, token)).status).toBe(200);
  });
});

describe("pending attachments", () => {
  it("are taken by a message or removed only by their uploader or with their token", async () => {
    const portal = await visitor(server, "portal");
    const pending = await pendingUpload(portal);
    const admin = await visitor(server, "admin");
    const stolen = await admin.rpc("/mail/chatter_post", { res_model: "sale.order", res_id: 1, message: "mine", attachment_ids: [pending.id], attachment_tokens: [false] });
    expect(stolen.error!.data.message).toBe(ATTACHMENT_NOT_ALLOWED);
    expect((await admin.rpc("/portal/attachment/remove", { attachment_id: pending.id })).error!.data.message).toBe(ATTACHMENT_NOT_ALLOWED);
    expect((await admin.rpc("/portal/attachment/remove", { attachment_id: pending.id, access_token: pending.access_token })).result).toBe(true);
  });
});
