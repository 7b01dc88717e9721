// A JSON route whose handler needs an awaited check (the follow route's captcha) runs that check
// before its transaction opens (rpcHandler's prepare step): the store has one connection, so
// a transaction held open across the await would take in the writes other requests make
// meanwhile and lose them on its rollback. Here a moderator validates a pending forum post (a
// page route that writes outside any transaction) while a visitor's follow waits for the captcha
// provider; the follow is then refused (the provider says bot) and rolled back: the validation
// must survive.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAPTCHA_FAILED, WEBSITE_SETTINGS_MODEL } from "../../../server/routes/website_public";
import { startTestServer, type TestServer } from "../server_fetch";
import { caller } from "./matrix_callers";
import { visitor } from "./requests";

const PROVIDER = "https://captcha.example.com/siteverify";
let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => {
  vi.unstubAllGlobals();
  server.store.db.close();
});

/** Holds the captcha provider's answers until `answer` is called; the server's own fetch else. */
function holdProvider() {
  let answer!: (verdict: object) => void;
  const verdict = new Promise<object>((resolve) => (answer = resolve));
  let asked!: () => void;
  const providerAsked = new Promise<void>((resolve) => (asked = resolve));
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== PROVIDER) return server.fetch(input, init);
    asked();
    return new Response(JSON.stringify(await verdict), { headers: { "Content-Type": "application/json" } });
  });
  return { providerAsked, answer };
}

describe("a JSON route awaiting a check while another request writes", () => {
  it("keeps the other request's write when the route is refused and rolled back", async () => {
    server.store.write(WEBSITE_SETTINGS_MODEL, 1, { recaptcha_verify_url: PROVIDER });
    expect(server.store.get("forum.post", 4)!.state).toBe("pending");
    const provider = holdProvider();
    const reader = await visitor(server);
    const follow = reader.rpc("/website_mail/follow", { id: 1, object: "blog.post", email: "reader@example.com", message_is_follower: "off", recaptcha_token_response: "not-a-token" });
    await provider.providerAsked;

    const moderator = await caller(server, "admin");
    const validated = await moderator.fetch("/forum/1/post/4/validate", { redirect: "manual" });
    expect(validated.status).toBe(303);
    expect(server.store.get("forum.post", 4)!.state).toBe("active");

    provider.answer({ success: false, "error-codes": ["invalid-input-response"] });
    const refused = await follow;
    expect(refused.error?.data.message).toBe(CAPTCHA_FAILED);
    expect(server.store.get("forum.post", 4)!.state).toBe("active");
  });
});
