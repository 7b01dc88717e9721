// Rate limits on public writes (server/security/rate_limit.ts), on a fake clock: a session gets its
// limit per minute, then the platform-style refusal, then its writes back a minute later; a flood
// of fresh sessions from one address meets the address's limit.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROUTES } from "../../../contract/livechat/constants";
import { ADDRESS_FACTOR, RATE_LIMITS, RATE_WINDOW_MS, TOO_MANY_REQUESTS, type RateKind } from "../../../server/security/rate_limit";
import { captchaToken } from "../../../server/website/captcha";
import { NEWSLETTER_CAPTCHA_ACTION } from "../../../server/newsletter/routes";
import { ORIGIN, startTestServer, type TestServer } from "../server_fetch";
import { visitor, type Visitor } from "./requests";

let server: TestServer;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-27T10:00:00Z"));
  server = startTestServer();
});
afterEach(() => {
  chats.clear();
  server.store.db.close();
  vi.useRealTimers();
});

const formPost = async (who: Visitor, path: string, fields: Record<string, string>) =>
  who.fetch(path, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ ...fields, csrf_token: await who.csrf() }).toString() });

/** The live chat each visitor opened. */
const chats = new Map<Visitor, string>();

/** One write of each kind by this visitor, and whether it was refused for its rate. */
const WRITES: Record<RateKind, { login?: string; write: (who: Visitor, i: number) => Promise<boolean> }> = {
  website_form: {
    write: async (who, i) => {
      const response = await formPost(who, "/website/form/crm.lead", { contact_name: `Ana ${i}`, email_from: "ana@example.com", recaptcha_token_response: captchaToken("website_form") });
      return (await response.json()).error === TOO_MANY_REQUESTS;
    },
  },
  newsletter: {
    write: async (who, i) => {
      const answer = await who.rpc("/website_mass_mailing/subscribe", { list_id: 1, email: `ana${i}@example.com`, recaptcha_token_response: captchaToken(NEWSLETTER_CAPTCHA_ACTION) });
      return answer.result.toast_content === TOO_MANY_REQUESTS;
    },
  },
  livechat_message: {
    write: async (who, i) => {
      if (!chats.has(who)) chats.set(who, (await who.rpc(ROUTES.getSession, { channel_id: 1, anonymous_name: "Visitor", previous_operator_id: null })).result.uuid);
      const answer = await who.rpc(ROUTES.chatPost, { uuid: chats.get(who), message_content: `message ${i}` });
      return answer.error?.data.message === TOO_MANY_REQUESTS;
    },
  },
  forum_post: {
    login: "demo",
    write: async (who, i) => (await (await formPost(who, "/forum/1/new", { post_name: `Question ${i}`, content: "<p>Body</p>", post_tags: "" })).text()).includes(TOO_MANY_REQUESTS),
  },
  // Attempts that fail (passwords that differ): a successful one signs in, i.e. a new session, which
  // the address's limit counts with the others (see the flood test).
  signup: {
    write: async (who, i) => (await (await formPost(who, "/web/signup", { login: `new${i}@example.com`, name: `New ${i}`, password: "pw-long-enough", confirm_password: "pw-other" })).text()).includes(TOO_MANY_REQUESTS),
  },
};

describe("rate limits", () => {
  for (const kind of Object.keys(WRITES) as RateKind[]) {
    it(`${kind}: ${RATE_LIMITS[kind]} a minute per session, then the refusal, then again after a minute`, async () => {
      const { login, write } = WRITES[kind];
      const who = await visitor(server, login);
      for (let i = 0; i < RATE_LIMITS[kind]; i++) expect(await write(who, i), `write ${i + 1}`).toBe(false);
      expect(await write(who, 100)).toBe(true);
      const another = await visitor(server, login);
      expect(await write(another, 200)).toBe(false);
      vi.setSystemTime(Date.now() + RATE_WINDOW_MS);
      expect(await write(who, 300)).toBe(false);
    }, 30_000);
  }

  it("counts fresh sessions from one address together", async () => {
    const post = () =>
      server.app.fetch(new Request(`${ORIGIN}/website_mass_mailing/subscribe`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params: { list_id: 1, email: "flood@example.com", recaptcha_token_response: captchaToken(NEWSLETTER_CAPTCHA_ACTION) } }) }));
    const limit = RATE_LIMITS.newsletter * ADDRESS_FACTOR;
    for (let i = 0; i < limit; i++) expect((await (await post()).json()).result.toast_type).toBe("success");
    expect((await (await post()).json()).result.toast_content).toBe(TOO_MANY_REQUESTS);
  });

  it("are cleared by the test hook", async () => {
    const who = await visitor(server);
    for (let i = 0; i < RATE_LIMITS.newsletter; i++) await WRITES.newsletter.write(who, i);
    expect(await WRITES.newsletter.write(who, 99)).toBe(true);
    await who.fetch("/__test/rate_limits/reset", { method: "POST" });
    expect(await WRITES.newsletter.write(who, 100)).toBe(false);
  });
});
