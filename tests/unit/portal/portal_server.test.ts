// The portal routes of the reference server (spec 2 §7 "Portal"), answered from stored state.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WRONG_PASSWORD } from "../../../server/models/portal_identity";
import { IDENTITY_CHECK_VALIDITY_S } from "../../../server/portal/identity_check";
import { SIGN_ERRORS } from "../../../server/routes/portal_sale";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

async function rpc(path: string, params: Record<string, unknown>) {
  const response = await server.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: any };
}
const callKw = (model: string, method: string, args: unknown[], kwargs = {}) => rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs });

describe("counters", () => {
  it("counts the visitor's documents per name, leaving out unknown names", async () => {
    await server.login("portal");
    const { result } = await rpc("/my/counters", { counters: ["quotation_count", "order_count", "invoice_count", "unknown_count"] });
    expect(result).toEqual({ quotation_count: 1, order_count: 1, invoice_count: 2 });
  });
});

describe("identity check and API keys", () => {
  it("asks for the identity check, refuses a wrong password, then re-runs the call", async () => {
    await server.login("portal");
    const { result: action } = await callKw("res.users", "api_key_wizard", [7]);
    expect(action).toMatchObject({ type: "ir.actions.act_window", res_model: "res.users.identitycheck", target: "new" });
    await callKw("res.users.identitycheck", "write", [[action.res_id], { password: "nope" }]);
    const failed = await callKw("res.users.identitycheck", "run_check", [action.res_id]);
    expect(failed.error.data.message).toBe(WRONG_PASSWORD);
    await callKw("res.users.identitycheck", "write", [[action.res_id], { password: "portal" }]);
    const passed = await callKw("res.users.identitycheck", "run_check", [action.res_id]);
    expect(passed.result).toMatchObject({ res_model: "res.users.apikeys.description" });
    // Checked recently: no new check for the next call.
    const { result: id } = await callKw("res.users.apikeys.description", "create", [{ name: "CI" }]);
    const made = await callKw("res.users.apikeys.description", "make_key", [id]);
    expect(made.result.context.default_key).toMatch(/^[0-9a-f]{40}$/);
    expect(server.store.all("res.users.apikeys").filter((k) => k.user_id === 7).map((k) => k.name)).toEqual(["Accounting sync", "CI"]);
  });

  it("forgets the check after 10 minutes", () => {
    expect(IDENTITY_CHECK_VALIDITY_S).toBe(600);
  });

  it("removes only the user's own keys", async () => {
    await server.login("portal");
    const { result: action } = await callKw("res.users.apikeys", "remove", [1]);
    await callKw("res.users.identitycheck", "write", [[action.res_id], { password: "portal" }]);
    expect((await callKw("res.users.identitycheck", "run_check", [action.res_id])).result).toEqual({ type: "ir.actions.act_window_close" });
    expect(server.store.get("res.users.apikeys", 1)).toBeUndefined();
    const other = await callKw("res.users.apikeys", "remove", [2]);
    expect(other.error.data.name).toBe("odoo.exceptions.AccessError");
  });
});

describe("chatter routes", () => {
  it("pages a document's messages, newest first, hiding internal ones from customers", async () => {
    await server.login("portal");
    const { result } = await rpc("/mail/chatter_init", { res_model: "sale.order", res_id: 1, limit: 10, offset: 0, allow_composer: true });
    expect(result.message_count).toBe(12);
    expect(result.messages).toHaveLength(10);
    expect(result.messages[0].body).toBe("<p>We will sign this week.</p>");
    expect(result.options).toMatchObject({ is_user_public: false, is_user_employee: false, display_composer: true });
    const page2 = await rpc("/mail/chatter_fetch", { res_model: "sale.order", res_id: 1, limit: 10, offset: 10 });
    expect(page2.result.messages).toHaveLength(2);
  });

  it("shows internal messages to employees", async () => {
    await server.login("admin");
    const { result } = await rpc("/mail/chatter_init", { res_model: "sale.order", res_id: 1, limit: 10, offset: 0, allow_composer: true });
    expect(result.message_count).toBe(13);
    expect(result.options.is_user_employee).toBe(true);
  });

  it("refuses a visitor without the document's token, accepts one with it", async () => {
    await server.installPageGlobals();
    const refused = await rpc("/mail/chatter_init", { res_model: "sale.order", res_id: 1, limit: 10, offset: 0 });
    expect(refused.error.data.name).toBe("odoo.exceptions.AccessError");
    const { result } = await rpc("/mail/chatter_init", { res_model: "sale.order", res_id: 1, limit: 10, offset: 0, allow_composer: true, token: "4c2b8d1e-so21" });
    expect(result.options).toMatchObject({ is_user_public: true, display_composer: true });
  });

  it("posts a message with pending attachments, which can no longer be removed", async () => {
    await server.login("portal");
    const csrf = (window as any).odoo.csrf_token;
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: "plan.txt", res_id: "1", res_model: "sale.order", csrf_token: csrf })) form.append(key, value);
    form.append("file", new File(["hello"], "plan.txt", { type: "text/plain" }));
    const attachment = await (await server.fetch("/portal/attachment/add", { method: "POST", body: form })).json();
    expect(attachment).toMatchObject({ name: "plan.txt", mimetype: "text/plain", file_size: 5 });
    expect(attachment.access_token).toMatch(/^[0-9a-f]{32}$/);
    const posted = await rpc("/mail/chatter_post", { res_model: "sale.order", res_id: 1, message: "See <b>plan</b>\nthanks", attachment_ids: [attachment.id], attachment_tokens: [attachment.access_token] });
    expect(posted.result.default_message_id).toBeGreaterThan(0);
    const message = server.store.get("mail.message", posted.result.default_message_id)!;
    expect(message.body).toBe("<p>See &lt;b&gt;plan&lt;/b&gt;<br>thanks</p>");
    expect(message.author_id).toEqual([9, "Joel Willis"]);
    const removal = await rpc("/portal/attachment/remove", { attachment_id: attachment.id, access_token: attachment.access_token });
    expect(removal.error.data.message).toBe("The attachment plan.txt cannot be removed because it is not in a pending state.");
  });

  it("lets only employees set the internal flag and answers the new value", async () => {
    await server.login("portal");
    expect((await rpc("/mail/update_is_internal", { message_id: 1, is_internal: true })).error.data.name).toBe("odoo.exceptions.AccessError");
    await server.login("admin");
    expect((await rpc("/mail/update_is_internal", { message_id: 1, is_internal: true })).result).toBe(true);
    expect(server.store.get("mail.message", 1)!.is_internal).toBe(true);
  });
});

describe("sale order routes", () => {
  beforeEach(() => server.login("portal"));

  it("sets a typed quantity, steps by one when the quantity is false, and unlinks", async () => {
    await rpc("/my/orders/1/update_line_dict", { line_id: 1, input_quantity: 5, access_token: "4c2b8d1e-so21" });
    expect(server.store.get("sale.order.line", 1)!.product_uom_qty).toBe(5);
    await rpc("/my/orders/1/update_line_dict", { line_id: 1, input_quantity: false, remove: true });
    expect(server.store.get("sale.order.line", 1)!.product_uom_qty).toBe(4);
    const { result } = await rpc("/my/orders/1/update_line_dict", { line_id: 2, unlink: true });
    expect(result.unlink).toBe(true);
    expect(server.store.get("sale.order.line", 2)).toBeUndefined();
  });

  it("adds an optional product as a line, once", async () => {
    await rpc("/my/orders/1/add_option/2", {});
    await rpc("/my/orders/1/add_option/2", {});
    const lines = server.store.all("sale.order.line").filter((l) => l.order_id === 1 && l.name.includes("Cable"));
    expect(lines).toHaveLength(1);
    expect(lines[0].product_uom_qty).toBe(2);
  });

  it("signs: errors for a missing signature, then a redirect asking for payment", async () => {
    expect((await rpc("/my/orders/1/accept?access_token=4c2b8d1e-so21", { name: "Joel Willis", signature: "" })).result).toEqual({ error: SIGN_ERRORS.missing });
    const { result } = await rpc("/my/orders/1/accept?access_token=4c2b8d1e-so21", { name: "Joel Willis", signature: "iVBORw0KGgo=" });
    expect(result).toEqual({ force_refresh: true, redirect_url: "/my/orders/1?access_token=4c2b8d1e-so21&message=sign_ok#allow_payment=yes" });
    expect((await rpc("/my/orders/1/accept", { name: "x", signature: "iVBORw0KGgo=" })).result).toEqual({ error: SIGN_ERRORS.notToSign });
    const page = await (await server.fetch("/my/orders/1")).text();
    expect(page).toContain('id="o_sale_portal_paynow"');
  });

  it("refuses another customer's order", async () => {
    expect((await rpc("/my/orders/3/update_line_dict", { line_id: 5, input_quantity: 1 })).error.data.name).toBe("odoo.exceptions.AccessError");
    expect((await server.fetch("/my/orders/3", { redirect: "manual" })).status).toBe(302);
  });
});

describe("pages", () => {
  it("sends visitors who are not logged in to the login page", async () => {
    const response = await server.fetch("/my/account", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/web/login?redirect=%2Fmy%2Faccount");
  });

  it("saves the details and keeps what was typed when something is missing", async () => {
    await server.login("portal");
    const csrf = (window as any).odoo.csrf_token;
    const post = (fields: Record<string, string>) => server.fetch("/my/account", { method: "POST", body: new URLSearchParams({ csrf_token: csrf, ...fields }).toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" }, redirect: "manual" });
    const refused = await (await post({ name: "Joel W.", email: "joel@example.com", street: "", city: "Tracy", country_id: "233" })).text();
    expect(refused).toContain("Some required fields are empty.");
    expect(refused).toContain('value="Joel W."');
    const saved = await post({ name: "Joel W.", email: "joel@example.com", street: "1 Main St", city: "Tracy", country_id: "233", state_id: "10" });
    expect(saved.status).toBe(302);
    expect(server.store.get("res.partner", 9)).toMatchObject({ name: "Joel W.", state_id: [10, "California (US)"], country_id: [233, "United States"] });
  });

  it("stores a purchase line's date posted by its form, answering 204", async () => {
    await server.login("portal");
    const csrf = (window as any).odoo.csrf_token;
    const response = await server.fetch("/my/purchase/1/update?access_token=e3a4f5b6-po04", { method: "POST", body: new URLSearchParams({ csrf_token: csrf, "1": "2026-12-24" }).toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(response.status).toBe(204);
    expect(server.store.get("purchase.order.line", 1)!.date_planned).toBe("2026-12-24");
  });
});
