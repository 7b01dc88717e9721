// The access matrix of the areas added since the access model (issue 29), with the forum's answer
// and comment routes and the course reviews added after it: every route and model
// method that reads or writes someone's data × public, portal, another portal user, internal and
// the moderator/publisher/admin → allowed (`ok`) or refused with the platform's error. Every cell
// starts from the seeded records, so one caller's write never decides another's answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../../contract/livechat/constants";
import * as FORUM from "../../../server/forum/codes";
import { startTestServer, type TestServer } from "../server_fetch";
import { caller, outcome, ROLES, rpcOutcome, type Role } from "./matrix_callers";
import type { Visitor } from "./requests";

type Cell = (who: Visitor, ctx: any, server: TestServer) => Promise<string>;
interface Row {
  area: string;
  what: string;
  setup?: (server: TestServer, as: (role: Role) => Promise<Visitor>) => Promise<unknown>;
  run: Cell;
  /** Outcomes for public, portal, another portal user, internal, admin (in ROLES order). */
  expect: [string, string, string, string, string];
}

const rpc = (path: string, params: Record<string, unknown> = {}): Cell => async (who) => rpcOutcome(await who.rpc(path, params));
const callKw = (model: string, method: string, args: unknown[] = [], kwargs: Record<string, unknown> = {}): Cell => rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs });
/** `ok` for any answer but an exception (a toggle answers the new state, which may be false). */
const acted = (path: string, params: Record<string, unknown>): Cell => async (who) => {
  const answer = await who.rpc(path, params);
  return answer.error ? rpcOutcome(answer) : "ok";
};
const get = (path: string): Cell => async (who) => outcome(await who.fetch(path, { redirect: "manual" }));
const form = (path: string, fields: Record<string, string> = {}): Cell => async (who) =>
  outcome(await who.fetch(path, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ ...fields, csrf_token: await who.csrf() }).toString() }));

const ANON = `error:${FORUM.ANONYMOUS_USER}`;
const OWN = `error:${FORUM.OWN_POST}`;
const ACCESS = "AccessError";
const MISSING = "MissingError";
const USER = "UserError";

const forum: Row[] = [
  { area: "forum", what: "upvote another's answer (karma 50)", run: rpc("/forum/1/post/3/upvote"), expect: [ANON, ACCESS, ACCESS, OWN, "ok"] },
  { area: "forum", what: "downvote another's question (karma 100)", run: rpc("/forum/1/post/1/downvote"), expect: [ANON, OWN, ACCESS, "ok", "ok"] },
  {
    area: "forum",
    what: "upvote twice counts once",
    run: async (who, _ctx, server) => {
      const first = await who.rpc("/forum/1/post/2/upvote", {});
      const second = await who.rpc("/forum/1/post/2/upvote", {});
      if (first.error || first.result?.error) return rpcOutcome(first);
      return second.result?.vote_count === first.result.vote_count && server.store.get("forum.post", 2)!.vote_count === first.result.vote_count ? "ok" : "counted twice";
    },
    expect: [ANON, ACCESS, ACCESS, "ok", OWN],
  },
  { area: "forum", what: "flag a post (karma 10)", run: rpc("/forum/1/post/3/flag"), expect: [ANON, "ok", ACCESS, "ok", "ok"] },
  { area: "forum", what: "accept an answer to one's question (karma 20) or anyone's (karma 500)", run: rpc("/forum/1/post/3/toggle_correct"), expect: [ANON, "ok", ACCESS, ACCESS, "ok"] },
  { area: "forum", what: "delete one's comment (karma 1) or another's (karma 1000)", run: rpc("/forum/1/post/1/comment/1/delete"), expect: [ACCESS, ACCESS, ACCESS, "ok", "ok"] },
  { area: "forum", what: "bump a question: its author only", run: rpc("/forum/post/bump", { post_id: 1 }), expect: ["nothing", "ok", "nothing", "nothing", "nothing"] },
  { area: "forum", what: "edit another's post through call_kw", run: callKw("forum.post", "write", [[1], { content: "<p>rewritten</p>" }]), expect: [ACCESS, ACCESS, ACCESS, ACCESS, "ok"] },
  { area: "forum", what: "mark the spam queue offensive (moderation)", run: callKw("forum.post", "mark_as_offensive_batch", [[5]], { key: "spam" }), expect: [ACCESS, ACCESS, ACCESS, ACCESS, "ok"] },
  { area: "forum", what: "open the validation queue (moderation)", run: get("/forum/1/validation_queue"), expect: ["403", "403", "403", "403", "ok"] },
  { area: "forum", what: "validate a pending post (moderation)", run: get("/forum/1/post/4/validate"), expect: ["403", "403", "403", "403", "redirect:/forum/1/validation_queue"] },
];

/** A review of course 1 by one of its members, the internal user (the portal users are not members). */
const memberReview = async (_server: TestServer, as: (role: Role) => Promise<Visitor>) =>
  ((await (await as("internal")).rpc("/mail/chatter_post", { res_model: "slide.channel", res_id: 1, message: "Great course", rating_value: 5, attachment_ids: [], attachment_tokens: [] })).result as { default_message_id: number }).default_message_id;
const review = (courseId: number) => rpc("/mail/chatter_post", { res_model: "slide.channel", res_id: courseId, message: "Probe review", rating_value: 4, attachment_ids: [], attachment_tokens: [] });
/** The state a new answer of the caller to question 1 got, or how the post was refused. */
const answerState: Cell = async (who, _ctx, server) => {
  const before = server.store.all("forum.post").length;
  const refused = await form("/forum/1/1/reply", { content: "<p>Probe answer</p>" })(who, undefined, server);
  const created = server.store.all("forum.post").slice(before);
  return created.length ? String(created[0].state) : refused;
};

const forumWrites: Row[] = [
  { area: "forum answers", what: "answer an active question (form, karma 3)", run: form("/forum/1/1/reply", { content: "<p>Probe answer</p>" }), expect: ["login", "redirect:/forum/1/question/1", "403", "redirect:/forum/1/question/1", "redirect:/forum/1/question/1"] },
  { area: "forum answers", what: "an answer below the upvote karma waits for validation", run: answerState, expect: ["login", "pending", "403", "active", "active"] },
  { area: "forum answers", what: "answer a question waiting for validation", run: form("/forum/1/4/reply", { content: "<p>Probe answer</p>" }), expect: ["404", "404", "404", "404", "404"] },
  { area: "forum answers", what: "answer an answer instead of a question", run: form("/forum/1/2/reply", { content: "<p>Probe answer</p>" }), expect: ["404", "404", "404", "404", "404"] },
  { area: "forum answers", what: "edit another's answer through call_kw", run: callKw("forum.post", "write", [[2], { content: "<p>rewritten</p>" }]), expect: [ACCESS, ACCESS, ACCESS, ACCESS, "ok"] },
  { area: "forum answers", what: "create an answer through call_kw", run: callKw("forum.post", "create", [{ forum_id: 1, parent_id: 1, content: "<p>x</p>" }]), expect: [ACCESS, ACCESS, ACCESS, ACCESS, "ok"] },
  { area: "forum comments", what: "comment another's answer (form, karma 1)", run: form("/forum/1/post/2/comment", { comment: "Probe comment" }), expect: ["login", "redirect:/forum/1/question/1", "403", "redirect:/forum/1/question/1", "redirect:/forum/1/question/1"] },
  { area: "forum comments", what: "comment a post waiting for validation", run: form("/forum/1/post/4/comment", { comment: "Probe comment" }), expect: ["404", "404", "404", "404", "404"] },
  { area: "forum comments", what: "rewrite another's comment through call_kw", run: callKw("forum.comment", "write", [[1], { body: "rewritten" }]), expect: [ACCESS, ACCESS, ACCESS, ACCESS, ACCESS] },
  { area: "forum comments", what: "create a comment through call_kw", run: callKw("forum.comment", "create", [{ post_id: 1, body: "x" }]), expect: [ACCESS, ACCESS, ACCESS, ACCESS, ACCESS] },
  { area: "course reviews", what: "review a course: its members only", run: review(1), expect: [ACCESS, ACCESS, ACCESS, "ok", "ok"] },
  { area: "course reviews", what: "review a course that does not exist", run: review(999), expect: [ACCESS, MISSING, MISSING, MISSING, MISSING] },
  { area: "course reviews", what: "answer a member's review (publisher's comment)", setup: memberReview, run: (who, id) => rpc("/website/rating/comment", { rating_id: id, publisher_comment: "Thanks" })(who, id, undefined as never), expect: [ACCESS, ACCESS, ACCESS, ACCESS, "ok"] },
  { area: "course reviews", what: "rewrite a member's review through call_kw", setup: memberReview, run: (who, id) => callKw("blog.rating", "write", [[id], { body: "rewritten" }])(who, id, undefined as never), expect: [ACCESS, ACCESS, ACCESS, ACCESS, "ok"] },
  { area: "course reviews", what: "delete a member's review through call_kw", setup: memberReview, run: (who, id) => callKw("blog.rating", "unlink", [[id]])(who, id, undefined as never), expect: [ACCESS, ACCESS, ACCESS, ACCESS, "ok"] },
];

const slides: Row[] = [
  { area: "slides", what: "upload a lesson", run: rpc("/slides/add_slide", { channel_id: 1, name: "Probe", slide_type: "webpage", html_content: "<p>x</p>" }), expect: [ACCESS, ACCESS, ACCESS, "ok", "ok"] },
  { area: "slides", what: "archive a lesson", run: rpc("/slides/slide/archive", { slide_id: 3 }), expect: [ACCESS, ACCESS, ACCESS, "ok", "ok"] },
  { area: "slides", what: "toggle a lesson's preview", run: rpc("/slides/slide/toggle_is_preview", { slide_id: 3 }), expect: [ACCESS, ACCESS, ACCESS, "ok", "ok"] },
  { area: "slides", what: "publish a lesson", run: acted("/website/publish", { object: "slide.slide", id: 3 }), expect: [ACCESS, ACCESS, ACCESS, ACCESS, "ok"] },
  { area: "slides", what: "add a section (form)", run: form("/slides/category/add", { channel_id: "1", name: "Probe section" }), expect: ["403", "403", "403", "redirect:/slides/1", "redirect:/slides/1"] },
  { area: "slides", what: "create a course (form)", run: form("/slides/channel/add", { name: "Probe course" }), expect: ["403", "403", "403", "redirect:/slides/4", "redirect:/slides/4"] },
  { area: "slides", what: "tag a course", run: rpc("/slides/channel/tag/add", { channel_id: 1, tag_id: [0, { name: "Probe" }], group_id: 1 }), expect: [ACCESS, ACCESS, ACCESS, "ok", "ok"] },
  { area: "slides", what: "edit a quiz question", run: rpc("/slides/slide/quiz/question_add_or_update", { slide_id: 8, question: "Probe?", sequence: 1, answer_ids: [{ text_value: "a", is_correct: true }] }), expect: [ACCESS, ACCESS, ACCESS, "ok", "ok"] },
  { area: "slides", what: "reorder lessons", run: rpc("/web/dataset/resequence", { model: "slide.slide", ids: [3, 2], offset: 0 }), expect: [ACCESS, ACCESS, ACCESS, "ok", "ok"] },
  { area: "slides", what: "delete a section through call_kw", run: callKw("slide.slide", "unlink", [[5]]), expect: [ACCESS, ACCESS, ACCESS, "ok", "ok"] },
  {
    area: "slides",
    what: "download a members-only lesson's file",
    setup: async (server) => server.store.create("slide.slide", { channel_id: 1, name: "Members' notes", slide_type: "document", is_published: true, datas: Buffer.from("x").toString("base64"), mime_type: "text/plain", sequence: 99 }).id,
    run: (who, id) => get(`/slides/slide/${id}/content`)(who, id, undefined as never),
    expect: ["404", "404", "404", "ok", "ok"],
  },
];

/** A chat the portal user opened in this browser; the others hold its uuid only. */
const portalChat = async (_server: TestServer, as: (role: Role) => Promise<Visitor>) =>
  ((await (await as("portal")).rpc(ROUTES.getSession, { channel_id: 1, anonymous_name: "Visitor", previous_operator_id: null })).result as { uuid: string }).uuid;
const chat = (what: string, call: (uuid: string) => [string, Record<string, unknown>]): Row => ({
  area: "live chat",
  what: `${what} of the portal user's chat by its uuid`,
  setup: portalChat,
  run: async (who, uuid) => {
    const answer = await who.rpc(...call(uuid));
    return answer.error ? rpcOutcome(answer) : "ok";
  },
  expect: [MISSING, "ok", MISSING, MISSING, MISSING],
});
const livechat: Row[] = [
  chat("read the history", (uuid) => [ROUTES.chatHistory, { uuid, limit: 20 }]),
  chat("post in", (uuid) => [ROUTES.chatPost, { uuid, message_content: "hi" }]),
  chat("rate", (uuid) => [ROUTES.feedback, { uuid, rate: 5, reason: "" }]),
  chat("e-mail the transcript", (uuid) => [ROUTES.emailTranscript, { uuid, email: "someone@example.com" }]),
  chat("send the visited pages", (uuid) => [ROUTES.history, { channel_uuid: uuid, page_history: ["/"] }]),
  {
    area: "live chat",
    what: "end the portal user's chat by its uuid",
    setup: portalChat,
    run: async (who, uuid, server) => {
      await who.rpc(ROUTES.leaveSession, { uuid });
      return server.store.all("im_livechat.session").find((s) => s.uuid === uuid)!.status === "closed" ? "ok" : "nothing";
    },
    expect: ["nothing", "ok", "nothing", "nothing", "nothing"],
  },
];

const links: Row[] = [
  { area: "links", what: "open the admin's link statistics", run: get("/r/chairs+"), expect: ["login", "404", "404", "ok", "ok"] },
  {
    area: "links",
    what: "count the clicks of the admin's link",
    run: async (who) => {
      const answer = await who.rpc("/web/dataset/call_kw/link.tracker.click/read_group", { model: "link.tracker.click", method: "read_group", args: [], kwargs: { domain: [["link_id", "=", 1]], groupby: [] } });
      return answer.error ? rpcOutcome(answer) : (answer.result as { __count: number }[])[0].__count > 0 ? "ok" : "nothing";
    },
    expect: [ACCESS, "nothing", "nothing", "ok", "ok"],
  },
  { area: "links", what: "read the admin's links through call_kw", run: callKw("link.tracker", "search_read", [[["id", "=", 1]], ["url"]]), expect: [ACCESS, "nothing", "nothing", "ok", "ok"] },
  { area: "links", what: "change the admin's link's code", run: rpc("/website_links/add_code", { init_code: "chairs", new_code: "mine" }), expect: [USER, USER, USER, USER, "ok"] },
  {
    area: "links",
    what: "list recent links: one's own only",
    run: async (who) => {
      const answer = await who.rpc("/website_links/recent_links", { filter: "newest", limit: 20 });
      return answer.error ? rpcOutcome(answer) : (answer.result as { code: string }[]).some((link) => link.code === "chairs") ? "ok" : "nothing";
    },
    expect: [USER, "nothing", "nothing", "nothing", "ok"],
  },
];

/** A wish of the other portal user. */
const othersWish = async (_server: TestServer, as: (role: Role) => Promise<Visitor>) => ((await (await as("other")).rpc("/shop/wishlist/add", { product_id: 1 })).result as { wish_id: number }).wish_id;
const shop: Row[] = [
  { area: "shop", what: "remove another partner's wish", setup: othersWish, run: (who, id) => rpc(`/shop/wishlist/remove/${id}`)(who, id, undefined as never), expect: [MISSING, MISSING, "ok", MISSING, MISSING] },
  { area: "shop", what: "switch another partner's back-in-stock alert", setup: othersWish, run: (who, id) => rpc(`/shop/wishlist/notify/${id}`, { notify: false })(who, id, undefined as never), expect: [MISSING, MISSING, "nothing", MISSING, MISSING] },
  {
    area: "shop",
    what: "change a line of another partner's cart",
    setup: async (_server, as) => ((await (await as("other")).rpc("/shop/cart/update_json", { product_id: 1, add_qty: 1 })).result as { line_id: number }).line_id,
    run: (who, lineId) => rpc("/shop/cart/update_json", { line_id: lineId, set_qty: 5 })(who, lineId, undefined as never),
    expect: [MISSING, MISSING, "ok", MISSING, MISSING],
  },
  { area: "shop", what: "open the portal user's order", run: get("/my/orders/1"), expect: ["login", "ok", "redirect:/my", "ok", "ok"] },
  { area: "shop", what: "read the portal user's order status", run: rpc("/shop/payment/get_status/1"), expect: ["nothing", "ok", "nothing", "ok", "ok"] },
  { area: "shop", what: "read the portal user's order through call_kw", run: callKw("sale.order", "read", [[1], ["name"]]), expect: [ACCESS, "ok", ACCESS, "ok", "ok"] },
  {
    area: "shop",
    what: "pay the portal user's order",
    run: async (who) => {
      const params = { payment_option_id: 2, reference_prefix: "S00021", amount: 0, currency_id: 2, partner_id: 9, flow: "direct", tokenization_requested: false, landing_route: "/my/orders/1", is_validation: false, sale_order_id: 1, csrf_token: await who.csrf() };
      return rpcOutcome(await who.rpc("/my/orders/1/transaction", params));
    },
    // Past the access check, the amount (0) is refused: the check comes first.
    expect: [ACCESS, "ValidationError", ACCESS, "ValidationError", "ValidationError"],
  },
  { area: "shop", what: "read another partner's transactions through call_kw", run: callKw("payment.transaction", "search_read", [[], ["reference"]]), expect: [ACCESS, ACCESS, ACCESS, ACCESS, "nothing"] },
];

const planning: Row[] = [
  { area: "planning", what: "open a schedule with its tokens", run: get("/planning/plan-7f3a/emp-91c2"), expect: ["ok", "ok", "ok", "ok", "ok"] },
  { area: "planning", what: "open a schedule with a wrong employee token", run: get("/planning/plan-7f3a/emp-wrong"), expect: ["404", "404", "404", "404", "404"] },
  { area: "planning", what: "dismiss a shift with a wrong employee token", run: form("/planning/plan-7f3a/emp-wrong/unassign/1"), expect: ["404", "404", "404", "404", "404"] },
  { area: "planning", what: "dismiss a shift with its tokens", run: form("/planning/plan-7f3a/emp-91c2/unassign/1"), expect: Array(5).fill("redirect:/planning/plan-7f3a/emp-91c2") as Row["expect"] },
];

/** Whether a call_kw answered the identity check instead of acting. */
const identityChecked: (model: string, method: string, args?: unknown[]) => Cell = (model, method, args = []) => async (who) => {
  const answer = await who.rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs: {} });
  if (answer.error) return rpcOutcome(answer);
  return (answer.result as { res_model?: string })?.res_model === "res.users.identitycheck" ? "identity check" : "acted";
};
const totp: Row[] = [
  { area: "two-factor", what: "enable without the identity check", run: identityChecked("res.users", "action_totp_enable_wizard"), expect: [ACCESS, "identity check", "identity check", "identity check", "identity check"] },
  { area: "two-factor", what: "disable without the identity check", run: identityChecked("res.users", "action_totp_disable"), expect: [ACCESS, "identity check", "identity check", "identity check", "identity check"] },
  { area: "two-factor", what: "revoke all devices without the identity check", run: identityChecked("res.users", "revoke_all_devices"), expect: [ACCESS, "identity check", "identity check", "identity check", "identity check"] },
  { area: "two-factor", what: "remove a device without the identity check", run: identityChecked("auth_totp.device", "remove", [[1]]), expect: [ACCESS, "identity check", "identity check", "identity check", "identity check"] },
];

const VICTIM = "victim@example.com";
const victimMember = async (server: TestServer) => server.store.create("mail.group.member", { mail_group_id: 1, email: VICTIM });
const isVictimMember = (server: TestServer) => server.store.all("mail.group.member").some((m) => m.mail_group_id === 1 && m.email === VICTIM);
const mailing: Row[] = [
  {
    area: "mail group",
    what: "subscribe someone else's address",
    run: async (who, _ctx, server) => {
      const answer = await who.rpc("/group/subscribe", { group_id: 1, email: VICTIM });
      return answer.error ? rpcOutcome(answer) : isVictimMember(server) ? "changed" : String(answer.result === "email_sent" ? "confirmation sent" : "own address");
    },
    expect: ["confirmation sent", "own address", "own address", "own address", "own address"],
  },
  {
    area: "mail group",
    what: "unsubscribe someone else's address",
    setup: victimMember,
    run: async (who, _ctx, server) => {
      const answer = await who.rpc("/group/unsubscribe", { group_id: 1, email: VICTIM });
      return answer.error ? rpcOutcome(answer) : !isVictimMember(server) ? "changed" : String(answer.result === "email_sent" ? "confirmation sent" : "own address");
    },
    expect: ["confirmation sent", "own address", "own address", "own address", "own address"],
  },
  {
    area: "mail group",
    what: "ask whether someone else's address is a member",
    setup: victimMember,
    run: async (who) => {
      const answer = await who.rpc("/group/is_member", { group_id: 1, email: VICTIM });
      return answer.error ? rpcOutcome(answer) : (answer.result as { email?: string } | null)?.email === VICTIM ? "told" : "nothing";
    },
    expect: ["nothing", "nothing", "nothing", "nothing", "nothing"],
  },
  {
    area: "newsletter",
    what: "ask whether the portal user's address is on list 1",
    run: async (who) => {
      const answer = await who.rpc("/website_mass_mailing/is_subscriber", { list_id: 1 });
      return answer.error ? rpcOutcome(answer) : (answer.result as { is_subscriber: boolean }).is_subscriber ? "told" : "nothing";
    },
    expect: ["nothing", "told", "nothing", "nothing", "nothing"],
  },
];

const MATRIX: Row[] = [...forum, ...forumWrites, ...slides, ...livechat, ...links, ...shop, ...planning, ...totp, ...mailing];

let server: TestServer;
beforeAll(() => {
  server = startTestServer();
  server.store.db.exec("CREATE TABLE matrix_records AS SELECT * FROM records; CREATE TABLE matrix_files AS SELECT * FROM files");
});
afterAll(() => server.store.db.close());

/** The store's records and files back as seeded: each cell starts from the same state. */
function restore(server: TestServer) {
  server.store.db.exec("DELETE FROM records; INSERT INTO records SELECT * FROM matrix_records; DELETE FROM files; INSERT INTO files SELECT * FROM matrix_files");
}

describe("the access matrix", () => {
  for (const row of MATRIX) {
    it(`${row.area}: ${row.what}`, async () => {
      const got: Record<string, string> = {};
      for (const role of ROLES) {
        restore(server);
        const callers = new Map<Role, Visitor>();
        const as = async (r: Role) => callers.get(r) ?? (callers.set(r, await caller(server, r)), callers.get(r)!);
        const ctx = row.setup ? await row.setup(server, as) : undefined;
        got[role] = await row.run(await as(role), ctx, server);
      }
      expect(got).toEqual(Object.fromEntries(ROLES.map((role, i) => [role, row.expect[i]])));
    });
  }

  it("has the size the report gives", () => {
    console.info(`access matrix: ${MATRIX.length} routes and methods × ${ROLES.length} callers = ${MATRIX.length * ROLES.length} cells`);
    expect(MATRIX.length * ROLES.length).toBeGreaterThanOrEqual(200);
  });
});

