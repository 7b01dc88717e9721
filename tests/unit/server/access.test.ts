// call_kw enforces the access model: access rights per model and user type, record rules, field
// access, methods not meant for the web; refusals are AccessError envelopes with the platform's texts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accessRightsMessage, fieldAccessMessage, notForWebMessage, privateMethodMessage, recordRuleMessage } from "../../../server/security/access";
import { MODEL_ACCESS, USER_SAFE_FIELDS } from "../../../server/security/access_model";
import { userTypeOf } from "../../../server/security/user_type";
import { startTestServer, type TestServer } from "../server_fetch";
import { callKw } from "./requests";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

const call = (model: string, method: string, args: unknown[] = [], kwargs: Record<string, unknown> = {}) => callKw(server, model, method, args, kwargs);
async function refusal(model: string, method: string, args: unknown[] = [], kwargs: Record<string, unknown> = {}) {
  const { error, result } = await call(model, method, args, kwargs);
  expect(result).toBeUndefined();
  expect(error!.data.name).toBe("odoo.exceptions.AccessError");
  return error!.data.message as string;
}

describe("the messages", () => {
  it("are the platform's", () => {
    expect(recordRuleMessage("sale.order", "read")).toBe(
      "Due to security restrictions, you are not allowed to access 'Sales Order' (sale.order) records.\n\nContact your administrator to request access if necessary.",
    );
    expect(recordRuleMessage("res.users", "write")).toContain("you are not allowed to modify 'User' (res.users) records.");
    expect(accessRightsMessage("sale.order", "read")).toBe(
      "You are not allowed to access 'Sales Order' (sale.order) records.\n\nThis operation is allowed for the following groups:\n\t- User types / Portal\n\t- User types / Internal User\n\t- Administration / Settings\n\nContact your administrator to request access if necessary.",
    );
    expect(accessRightsMessage("sale.order", "unlink")).toContain("You are not allowed to delete 'Sales Order' (sale.order) records.\n\nThis operation is allowed for the following groups:\n\t- Administration / Settings");
    expect(fieldAccessMessage("res.users", ["groups"], "read")).toBe(
      'You do not have enough rights to access the fields "groups" on User (res.users). Please contact your system administrator.\n\n(Operation: read)',
    );
    expect(privateMethodMessage("_compute")).toBe("Private methods (such as _compute) cannot be called remotely.");
  });

  it("tells user types apart by groups", () => {
    const [system, admin, portal, demo] = [1, 2, 7, 8].map((id) => userTypeOf(server.store.get("res.users", id)));
    expect([userTypeOf(null), system, admin, portal, demo]).toEqual(["public", "admin", "admin", "portal", "internal"]);
  });
});

describe("public user", () => {
  it("reads only published contacts, and only their public fields", async () => {
    expect((await call("res.partner", "search_read", [[], ["name"]])).result).toEqual([{ id: 3, name: "Mitchell Admin" }]);
    expect((await call("res.partner", "search_count", [[]])).result).toBe(1);
    expect(await refusal("res.partner", "read", [[9], ["name"]])).toBe(recordRuleMessage("res.partner", "read"));
    expect(await refusal("res.partner", "read", [[3], ["email"]])).toBe(fieldAccessMessage("res.partner", ["email"], "read"));
    expect(await refusal("res.partner", "search", [[["email", "ilike", "admin"]]])).toBe(fieldAccessMessage("res.partner", ["email"], "read"));
    expect((await call("res.partner", "read", [[3]])).result[0]).not.toHaveProperty("email");
  });

  it("reads countries, and nothing of orders, invoices, users or messages", async () => {
    expect((await call("res.country", "search_count", [[]])).result).toBe(4);
    for (const model of ["sale.order", "account.move", "res.users", "mail.message", "res.users.apikeys"]) {
      expect(await refusal(model, "search_read", [[]])).toBe(accessRightsMessage(model, "read"));
    }
    expect(await refusal("res.partner", "write", [[3], { name: "x" }])).toBe(accessRightsMessage("res.partner", "write"));
    expect(await refusal("res.partner", "create", [{ name: "x" }])).toBe(accessRightsMessage("res.partner", "create"));
  });

  it("calls the runtime's public methods", async () => {
    expect((await call("res.users", "has_group", ["base.group_user"])).result).toBe(false);
    expect((await call("ir.ui.view", "render_public_asset", ["web.assets_frontend"])).result).toContain("/web/assets/web.assets_frontend.js");
    expect((await call("ir.model.access", "check_access_rights", ["write"], { raise_exception: false })).result).toBe(false);
    expect((await call("islands.fault", "raise", [], { exception: "odoo.exceptions.UserError", message: "x" })).error!.data.name).toBe("odoo.exceptions.UserError");
  });
});

describe("portal user", () => {
  beforeEach(() => server.login("portal"));

  it("reads their own orders and not another customer's", async () => {
    const { result } = await call("sale.order", "search_read", [[], ["name"]]);
    expect(result).toEqual([{ id: 1, name: "S00021" }, { id: 2, name: "S00017" }]);
    expect(await refusal("sale.order", "read", [[3], ["name"]])).toBe(recordRuleMessage("sale.order", "read"));
    expect(await refusal("sale.order", "read", [[1, 3]])).toBe(recordRuleMessage("sale.order", "read"));
    expect((await call("sale.order", "search_count", [[["id", "=", 3]]])).result).toBe(0);
    expect((await call("sale.order.line", "search_read", [[], ["order_id"]])).result.map((l: any) => l.order_id)).toEqual([1, 1, 1, 2]);
    expect(await refusal("sale.order.line", "read", [[5]])).toBe(recordRuleMessage("sale.order.line", "read"));
    expect((await call("account.move", "search_count", [[]])).result).toBe(2);
    expect((await call("purchase.order", "search_count", [[]])).result).toBe(1);
    expect((await call("rating.rating", "search_count", [[]])).result).toBe(3);
  });

  it("never writes, creates or deletes documents through call_kw", async () => {
    expect(await refusal("sale.order", "write", [[1], { state: "sale" }])).toBe(accessRightsMessage("sale.order", "write"));
    expect(await refusal("sale.order.line", "create", [{ order_id: 3, name: "x" }])).toBe(accessRightsMessage("sale.order.line", "create"));
    expect(await refusal("account.move", "unlink", [[1]])).toBe(accessRightsMessage("account.move", "unlink"));
    expect(server.store.get("sale.order", 1)!.state).toBe("sent");
  });

  it("reads and writes their own partner only", async () => {
    expect((await call("res.partner", "read", [[9], ["name", "email"]])).result).toEqual([{ id: 9, name: "Joel Willis", email: "joel.willis63@example.com" }]);
    expect((await call("res.partner", "write", [[9], { phone: "+1 555" }])).result).toBe(true);
    expect(await refusal("res.partner", "write", [[7], { phone: "+1 555" }])).toBe(recordRuleMessage("res.partner", "write"));
    expect(await refusal("res.partner", "read", [[3]])).toBe(recordRuleMessage("res.partner", "read"));
    expect((await call("res.partner", "search_read", [[], ["name"]])).result).toEqual([{ id: 9, name: "Joel Willis" }]);
  });

  it("reads and writes only the safe fields of their own user", async () => {
    const { result } = await call("res.users", "read", [[7]]);
    expect(result).toEqual([{ id: 7, name: "Joel Willis", partner_id: 9, lang: "en_US", tz: "Europe/Brussels" }]);
    expect(USER_SAFE_FIELDS).toEqual(["name", "email", "phone", "commercial_company_name", "signature", "partner_id", "lang", "tz", "display_name"]);
    for (const field of ["groups", "is_admin", "password", "login"]) {
      expect(await refusal("res.users", "read", [[7], ["name", field]])).toBe(fieldAccessMessage("res.users", [field], "read"));
    }
    expect(await refusal("res.users", "search", [[["login", "=", "admin"]]])).toBe(fieldAccessMessage("res.users", ["login"], "read"));
    expect(await refusal("res.users", "write", [[7], { is_admin: true }])).toBe(fieldAccessMessage("res.users", ["is_admin"], "write"));
    expect(await refusal("res.users", "write", [[7], { groups: ["base.group_system"] }])).toBe(fieldAccessMessage("res.users", ["groups"], "write"));
    expect(await refusal("res.users", "read", [[2], ["name"]])).toBe(recordRuleMessage("res.users", "read"));
    expect((await call("res.users", "write", [[7], { signature: "<p>Joel</p>" }])).result).toBe(true);
    expect(server.store.get("res.users", 7)).toMatchObject({ signature: "<p>Joel</p>", is_admin: false, groups: ["base.group_portal"] });
  });

  it("reads their own API keys without their hashes; keys are made and removed by their methods only", async () => {
    expect((await call("res.users.apikeys", "search_read", [[]])).result).toEqual([{ id: 1, name: "Accounting sync", user_id: 7, scope: "rpc", create_date: "2026-10-01 08:00:00" }]);
    expect(await refusal("res.users.apikeys", "read", [[2]])).toBe(recordRuleMessage("res.users.apikeys", "read"));
    expect(await refusal("res.users.apikeys", "read", [[1], ["key_hash"]])).toBe(fieldAccessMessage("res.users.apikeys", ["key_hash"], "read"));
    expect(await refusal("res.users.apikeys", "create", [{ name: "mine", user_id: 7, key_hash: "x" }])).toBe(notForWebMessage("res.users.apikeys", "create"));
    expect(await refusal("res.users.apikeys", "unlink", [[2]])).toBe(notForWebMessage("res.users.apikeys", "unlink"));
    expect(server.store.all("res.users.apikeys")).toHaveLength(2);
  });

  it("reaches only the API key descriptions it made, whatever create_uid it sends", async () => {
    await server.login("demo");
    const { result: theirs } = await call("res.users.apikeys.description", "create", [{ name: "demo's" }]);
    await server.login("portal");
    expect(await refusal("res.users.apikeys.description", "read", [[theirs]])).toBe(recordRuleMessage("res.users.apikeys.description", "read"));
    const { result: mine } = await call("res.users.apikeys.description", "create", [{ name: "mine", create_uid: 8 }]);
    expect(server.store.get("res.users.apikeys.description", mine)).toMatchObject({ name: "mine", create_uid: 7 });
    expect(await refusal("res.users.apikeys.description", "create", [{ name: "x", user_id: 8 }])).toBe(fieldAccessMessage("res.users.apikeys.description", ["user_id"], "create"));
  });

  it("never sees internal messages, nor messages of others' documents", async () => {
    const other = server.store.create("mail.message", { model: "sale.order", res_id: 3, body: "<p>Not yours</p>", is_internal: false });
    const { result } = await call("mail.message", "search_read", [[], ["model", "res_id", "is_internal"]]);
    const all = server.store.all("mail.message");
    expect(result.map((m: any) => m.id)).toEqual(all.filter((m) => !m.is_internal && m.id !== other.id).map((m) => m.id));
    expect(await refusal("mail.message", "read", [[other.id]])).toBe(recordRuleMessage("mail.message", "read"));
    const internal = server.store.all("mail.message").find((m) => m.is_internal)!;
    expect(await refusal("mail.message", "read", [[internal.id]])).toBe(recordRuleMessage("mail.message", "read"));
  });

  it("cannot create users, call private methods, or reach models nobody declared", async () => {
    expect(await refusal("res.users", "create", [{ login: "evil", groups: ["base.group_system"] }])).toBe(notForWebMessage("res.users", "create"));
    expect(await refusal("res.partner", "_compute_display_name", [[9]])).toBe(privateMethodMessage("_compute_display_name"));
    expect("hr.employee" in MODEL_ACCESS).toBe(false);
    expect(await refusal("hr.employee", "search_read", [[]])).toBe(accessRightsMessage("hr.employee", "read"));
    expect(await refusal("ir.attachment", "regenerate_assets_bundles")).toContain("'regenerate_assets_bundles'");
    expect(await refusal("res.users.identitycheck", "search_read", [[]])).toBe(accessRightsMessage("res.users.identitycheck", "read"));
  });
});

describe("internal user", () => {
  beforeEach(() => server.login("demo"));

  it("sees internal messages and every order, reads users but writes only their own", async () => {
    expect((await call("mail.message", "search_count", [[["is_internal", "=", true]]])).result).toBeGreaterThan(0);
    expect((await call("sale.order", "search_count", [[]])).result).toBe(3);
    expect((await call("res.users", "read", [[7], ["login"]])).result).toEqual([{ id: 7, login: "portal" }]);
    expect(await refusal("res.users", "write", [[7], { name: "x" }])).toBe(recordRuleMessage("res.users", "write"));
    expect(await refusal("res.users", "write", [[8], { groups: ["base.group_system"] }])).toBe(fieldAccessMessage("res.users", ["groups"], "write"));
    expect(await refusal("sale.order", "unlink", [[3]])).toBe(accessRightsMessage("sale.order", "unlink"));
  });
});

describe("admin", () => {
  beforeEach(() => server.login("admin"));

  it("does every operation, but not what is not meant for the web", async () => {
    expect((await call("sale.order", "write", [[3], { note: "checked" }])).result).toBe(true);
    expect((await call("hr.employee", "create", [{ name: "Ann" }])).result).toBe(1);
    expect((await call("ir.attachment", "regenerate_assets_bundles")).result).toBe(true);
    expect(await refusal("res.users", "create", [{ login: "x" }])).toBe(notForWebMessage("res.users", "create"));
    expect(await refusal("res.users", "write", [[7], { password: "plain" }])).toBe(fieldAccessMessage("res.users", ["password"], "write"));
  });

  it("stamps the creator on created records, whatever the values say", async () => {
    const { result: id } = await call("crm.lead", "create", [{ name: "Lead", id: 99, create_uid: 7 }]);
    expect(server.store.get("crm.lead", id)).toMatchObject({ id, name: "Lead", create_uid: 2 });
  });
});
