// The live chat routes of the reference server (spec 3 §7 "Live chat"), from stored state.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BUS_TYPES, INVALID_EMAIL, ROUTES, sessionChannel } from "../../../contract/livechat/constants";
import { busOf } from "../../../server/bus";
import { SESSION_GONE } from "../../../server/livechat/routes";
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
const post = (path: string, data: unknown) => server.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(data) });
const openSession = async (channel_id = 1) => (await rpc(ROUTES.getSession, { channel_id, anonymous_name: "Visitor", previous_operator_id: null })).result;

describe("live chat routes", () => {
  it("says whether an operator is available and the channel's rule", async () => {
    expect((await rpc(ROUTES.init, { channel_id: 1 })).result).toEqual({ available_for_me: true, rule: { action: "auto_popup", auto_popup_timer: 3 } });
    expect((await rpc(ROUTES.init, { channel_id: 99 })).result).toEqual({ available_for_me: false, rule: {} });
  });

  it("opens a session with an operator, or answers false when nobody is available", async () => {
    const session = await openSession();
    expect(session).toMatchObject({ uuid: expect.any(String), name: "Visitor, Mitchell Admin", operator_pid: [3, "Mitchell Admin"] });
    await post("/__test/livechat/availability", { channel_id: 1, available: false });
    expect(await openSession()).toBe(false);
    expect((await rpc(ROUTES.init, { channel_id: 1 })).result.available_for_me).toBe(false);
  });

  it("posts the visitor's trimmed, escaped text on the session's bus channel and in its history", async () => {
    const { uuid } = await openSession();
    const { result: id } = await rpc(ROUTES.chatPost, { uuid, message_content: "  <b>hi</b>  " });
    expect(Number.isInteger(id)).toBe(true);
    expect((await rpc(ROUTES.chatPost, { uuid, message_content: "   " })).result).toBe(false);
    await post("/__test/livechat/operator", { uuid, action: "post", body: "Hello" });
    const notifications = busOf(server.store).notifications([sessionChannel(uuid)], 0);
    expect(notifications.map((n) => n.message.type)).toEqual([BUS_TYPES.newMessage, BUS_TYPES.newMessage]);
    expect((notifications[0].message.payload as any).message).toMatchObject({ id, body: "&lt;b&gt;hi&lt;/b&gt;", author_id: false });
    const { result: history } = await rpc(ROUTES.chatHistory, { uuid, limit: 100 });
    expect(history.map((m: any) => [m.body, m.author_id])).toEqual([
      ["Hello", [3, "Mitchell Admin"]],
      ["&lt;b&gt;hi&lt;/b&gt;", false],
    ]);
  });

  it("limits the history to 100 messages", async () => {
    const { uuid } = await openSession();
    await post("/__test/livechat/operator", { uuid, action: "post", body: "m", count: 105 });
    const { result } = await rpc(ROUTES.chatHistory, { uuid, limit: 500 });
    expect(result).toHaveLength(100);
    expect(result[0].body).toBe("m 105");
  });

  it("refuses calls on an expired or ended session with a MissingError", async () => {
    const { uuid } = await openSession();
    await post("/__test/livechat/expire", { uuid });
    const { error } = await rpc(ROUTES.chatPost, { uuid, message_content: "hi" });
    expect(error.data).toMatchObject({ name: "odoo.exceptions.MissingError", message: SESSION_GONE });
    expect((await rpc(ROUTES.chatPost, { uuid: "nope", message_content: "hi" })).error.data.name).toBe("odoo.exceptions.MissingError");
  });

  it("stores feedback (5, 3 or 1), transcripts to valid addresses and the end of the session", async () => {
    const { uuid } = await openSession();
    expect((await rpc(ROUTES.feedback, { uuid, rate: 4, reason: "" })).error.data.name).toBe("odoo.exceptions.UserError");
    expect((await rpc(ROUTES.feedback, { uuid, rate: 1, reason: " slow " })).result).toBe(true);
    expect((await rpc(ROUTES.emailTranscript, { uuid, email: "nope" })).error.data.message).toBe(INVALID_EMAIL);
    expect((await rpc(ROUTES.emailTranscript, { uuid, email: "a@b.co" })).result).toBe(true);
    expect((await rpc(ROUTES.leaveSession, { uuid })).result).toBe(true);
    const stored = await (await server.fetch(`/__test/livechat/session/${uuid}`)).json();
    expect(stored).toMatchObject({ feedback: { rate: 1, reason: "slow" }, transcripts: ["a@b.co"], status: "closed" });
    expect(stored.visitor_sid).toBeUndefined();
  });

  it("relays typing and keeps at most 15 pages of history", async () => {
    const { uuid } = await openSession();
    await rpc(ROUTES.notifyTyping, { uuid, is_typing: true });
    const pages = Array.from({ length: 20 }, (_, i) => `/p/${i}`);
    await rpc(ROUTES.history, { pid: null, channel_uuid: uuid, page_history: pages });
    const [typing] = busOf(server.store).notifications([sessionChannel(uuid)], 0);
    expect(typing.message).toEqual({ type: BUS_TYPES.typing, payload: { uuid, partner_id: 0, partner_name: "Visitor", is_typing: true } });
    const stored = await (await server.fetch(`/__test/livechat/session/${uuid}`)).json();
    expect(stored.page_history).toEqual(pages.slice(5));
  });

  it("serves the notification sound from the mail module's static path", async () => {
    const response = await server.fetch("/mail/static/src/audio/ting.wav");
    expect(response.headers.get("content-type")).toBe("audio/wav");
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 4))).toBe("RIFF");
  });
});
