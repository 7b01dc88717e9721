// Passwords hashed, who may log in, sessions renewed on login and logout, login throttling.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACCESS_DENIED } from "../../../server/errors_auth";
import { WRONG_LOGIN } from "../../../server/routes/auth";
import { hashPassword, hashPasswordSync, isPasswordHash, storedPassword, SYSTEM_LOGIN, verifyPassword } from "../../../server/security/password";
import { LOGIN_COOLDOWN_AFTER, LOGIN_COOLDOWN_S, TOO_MANY_FAILURES } from "../../../server/security/throttle";
import { Store } from "../../../server/store";
import { ORIGIN, startTestServer, type TestServer } from "../server_fetch";
import { callKw, csrfOf, postForm, rpc } from "./requests";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => {
  vi.useRealTimers();
  server.store.db.close();
});

const authenticate = (login: string, password: unknown) => rpc(server, "/web/session/authenticate", { login, password });

describe("password hashing", () => {
  it("stores scrypt hashes with their own salt, which verify only the right password", async () => {
    const hash = await hashPassword("s3cret");
    expect(hash).toMatch(/^\$scrypt\$ln=14,r=8,p=1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword("s3cret")).not.toBe(hash);
    expect(verifyPassword("s3cret", hash)).toBe(true);
    expect(verifyPassword("s3cret ", hash)).toBe(false);
    expect(verifyPassword("S3cret", hash)).toBe(false);
    expect(verifyPassword("s3cret", hashPasswordSync("s3cret"))).toBe(true);
  });

  it("never matches an empty password, a plain stored value or a broken hash", () => {
    expect(verifyPassword("", hashPasswordSync(""))).toBe(false);
    expect(verifyPassword("portal", "portal")).toBe(false);
    expect(verifyPassword("portal", false)).toBe(false);
    expect(verifyPassword("portal", "$scrypt$ln=14,r=8,p=1$AAAA$AAAA")).toBe(false);
    expect(verifyPassword(undefined, hashPasswordSync("x"))).toBe(false);
  });

  it("keeps no plain password in the store: the seed holds hashes, plain fixture values are hashed", () => {
    for (const user of server.store.all("res.users")) expect(user.password === false || isPasswordHash(user.password)).toBe(true);
    expect(server.store.all("res.users").find((u) => u.login === SYSTEM_LOGIN)!.password).toBe(false);
    expect(storedPassword("")).toBe(false);
    expect(verifyPassword("plain", storedPassword("plain"))).toBe(true);
  });

  it("hashes the plain passwords of a store made before hashing", () => {
    const store = new Store(":memory:");
    store.create("res.users", { login: "old", password: "old-secret" });
    store.seed("/nonexistent");
    const user = store.all("res.users")[0];
    expect(isPasswordHash(user.password)).toBe(true);
    expect(verifyPassword("old-secret", user.password)).toBe(true);
    store.db.close();
  });

  it("never answers a password through call_kw, not even to an admin", async () => {
    await server.login("admin");
    const { result } = await callKw(server, "res.users", "read", [[7]]);
    expect(result[0].login).toBe("portal");
    expect(result[0]).not.toHaveProperty("password");
    const asked = await callKw(server, "res.users", "read", [[7], ["password"]]);
    expect(asked.error!.data.name).toBe("odoo.exceptions.AccessError");
    const searched = await callKw(server, "res.users", "search_count", [[["password", "!=", false]]]);
    expect(searched.error!.data.name).toBe("odoo.exceptions.AccessError");
  });

  it("hashes a password set by signing up or by changing it on /my/security", async () => {
    const csrf = await csrfOf(server, "/web/signup");
    await postForm(server, "/web/signup", { csrf_token: csrf, login: "new@example.com", name: "New", password: "first", confirm_password: "first" });
    const created = server.store.all("res.users").find((u) => u.login === "new@example.com")!;
    expect(isPasswordHash(created.password)).toBe(true);
    const token = await csrfOf(server, "/my/security");
    await postForm(server, "/my/security", { csrf_token: token, old: "first", new1: "second", new2: "second" });
    const changed = server.store.get("res.users", created.id)!;
    expect(isPasswordHash(changed.password)).toBe(true);
    expect(verifyPassword("second", changed.password)).toBe(true);
  });
});

describe("who may log in", () => {
  it("logs in with the right password only", async () => {
    expect((await authenticate("portal", "portal")).result).toEqual({ uid: 7, name: "Joel Willis", username: "portal" });
    const wrong = await authenticate("portal", "nope");
    expect(wrong.error!.data).toMatchObject({ name: "odoo.exceptions.AccessDenied", message: ACCESS_DENIED });
  });

  it("never logs the system user in, even with a password set", async () => {
    expect((await authenticate(SYSTEM_LOGIN, "")).error!.data.name).toBe("odoo.exceptions.AccessDenied");
    server.store.write("res.users", 1, { password: hashPasswordSync("known") });
    expect((await authenticate(SYSTEM_LOGIN, "known")).error!.data.name).toBe("odoo.exceptions.AccessDenied");
    expect(server.store.db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE uid IS NOT NULL").get()).toEqual({ n: 0 });
  });

  it("never authenticates an empty password, even for a user whose stored password is empty", async () => {
    server.store.write("res.users", 8, { password: "" });
    expect((await authenticate("demo", "")).error!.data.name).toBe("odoo.exceptions.AccessDenied");
    expect((await authenticate("portal", "")).error!.data.name).toBe("odoo.exceptions.AccessDenied");
  });
});

describe("sessions", () => {
  /** One request with an explicit cookie (no jar): the answer and the session cookie it sets. */
  async function raw(path: string, init: RequestInit & { sid?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.sid) headers.set("cookie", `session_id=${init.sid}`);
    const response = await server.app.fetch(new Request(ORIGIN + path, { ...init, headers }));
    const cookie = response.headers.getSetCookie().filter((c) => c.startsWith("session_id=")).at(-1);
    return { response, cookie, sid: cookie?.split(";")[0].slice("session_id=".length) };
  }
  const sessionRow = (sid: string) => server.store.db.prepare("SELECT uid FROM sessions WHERE sid = ?").get(sid) as { uid: number | null } | undefined;

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const { cookie } = await raw("/web/login");
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
  });

  it("gives a new session id and csrf token on login; the old id no longer names a session", async () => {
    const first = await raw("/web/login");
    const page = await first.response.text();
    const csrf = /name="csrf_token" value="([0-9a-f]+)"/.exec(page)![1];
    const body = new URLSearchParams({ csrf_token: csrf, login: "portal", password: "portal", redirect: "/my" });
    const login = await raw("/web/login", { method: "POST", sid: first.sid, body, headers: { "Content-Type": "application/x-www-form-urlencoded" }, redirect: "manual" });
    expect(login.response.headers.get("location")).toBe("/my");
    expect(login.sid).toMatch(/^[0-9a-f]{40}$/);
    expect(login.sid).not.toBe(first.sid);
    expect(sessionRow(first.sid!)).toBeUndefined();
    expect(sessionRow(login.sid!)).toEqual({ uid: 7 });
    const after = await (await raw("/my", { sid: login.sid })).response.text();
    expect(after).not.toContain(csrf);
    // An attacker who planted the first id is not logged in with it.
    const planted = await raw("/my", { sid: first.sid, redirect: "manual" });
    expect(planted.response.status).toBe(302);
  });

  it("answers a request still carrying the replaced id as a visitor's without a cookie, so the login's cookie stays", async () => {
    const first = await raw("/web/login");
    const csrf = /name="csrf_token" value="([0-9a-f]+)"/.exec(await first.response.text())![1];
    const body = new URLSearchParams({ csrf_token: csrf, login: "admin", password: "admin", redirect: "/" });
    const login = await raw("/web/login", { method: "POST", sid: first.sid, body, headers: { "Content-Type": "application/x-www-form-urlencoded" }, redirect: "manual" });
    // The login page's translations, sent before the form and answered after it.
    const late = await raw("/web/webclient/translations/t1?lang=en_US", { sid: first.sid });
    expect(late.response.status).toBe(200);
    expect(late.cookie).toBeUndefined();
    const lateMy = await raw("/my", { sid: first.sid, redirect: "manual" });
    expect(lateMy.response.status).toBe(302);
    expect(lateMy.cookie).toBeUndefined();
    expect(sessionRow(first.sid!)).toBeUndefined();
    expect(sessionRow(login.sid!)).toEqual({ uid: 2 });
    expect((await raw("/r", { sid: login.sid })).response.status).toBe(200);
    // An id the server never gave (or forgot) still gets a new session and its cookie.
    expect((await raw("/web/login", { sid: "f".repeat(40) })).cookie).toMatch(/^session_id=[0-9a-f]{40};/);
  });

  it("gives a new session id on /web/session/authenticate and on logout", async () => {
    const first = await raw("/web/login");
    const auth = await raw("/web/session/authenticate", { method: "POST", sid: first.sid, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ params: { login: "portal", password: "portal" } }) });
    expect(auth.sid).not.toBe(first.sid);
    const logout = await raw("/web/session/logout?redirect=/contactus", { sid: auth.sid, redirect: "manual" });
    expect(logout.response.headers.get("location")).toBe("/contactus");
    expect(logout.sid).not.toBe(auth.sid);
    expect(sessionRow(auth.sid!)).toBeUndefined();
    expect(sessionRow(logout.sid!)).toEqual({ uid: null });
  });
});

describe("session data across a login", () => {
  it("keeps the debug mode but never a recent identity check of the previous user", async () => {
    await server.login("portal");
    const { result: check } = await callKw(server, "res.users", "api_key_wizard", [7]);
    await callKw(server, "res.users.identitycheck", "write", [[check.res_id], { password: "portal" }]);
    expect((await callKw(server, "res.users.identitycheck", "run_check", [check.res_id])).result.res_model).toBe("res.users.apikeys.description");
    expect((await callKw(server, "res.users", "api_key_wizard", [7])).result.res_model).toBe("res.users.apikeys.description");
    await server.fetch("/my?debug=1");
    await authenticate("admin", "admin");
    expect((await callKw(server, "res.users", "api_key_wizard", [2])).result.res_model).toBe("res.users.identitycheck");
    expect((await callKw(server, "sale.order", "read", [[99]])).error!.data.debug).toContain("MissingError");
  });
});

describe("login throttling", () => {
  it("refuses every attempt for 60 s after 5 failures from one address, then lets the right password in", async () => {
    expect([LOGIN_COOLDOWN_AFTER, LOGIN_COOLDOWN_S, TOO_MANY_FAILURES]).toEqual([5, 60, "Too many login failures, please wait a bit before trying again."]);
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 5; i++) expect((await authenticate("portal", `wrong${i}`)).error!.data.message).toBe(ACCESS_DENIED);
    const refused = await authenticate("portal", "portal");
    expect(refused.error!.data).toMatchObject({ name: "odoo.exceptions.AccessDenied", message: TOO_MANY_FAILURES });
    vi.advanceTimersByTime(59_000);
    expect((await authenticate("portal", "portal")).error!.data.message).toBe(TOO_MANY_FAILURES);
    vi.advanceTimersByTime(1_000);
    expect((await authenticate("portal", "portal")).result).toMatchObject({ uid: 7 });
    // A success forgets the failures: the next failure is an ordinary one.
    expect((await authenticate("portal", "wrong")).error!.data.message).toBe(ACCESS_DENIED);
    expect((await authenticate("portal", "portal")).result).toMatchObject({ uid: 7 });
  });

  it("counts another failure after the cooldown, which starts a new one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 5; i++) await authenticate("portal", "wrong");
    vi.advanceTimersByTime(60_000);
    expect((await authenticate("portal", "wrong")).error!.data.message).toBe(ACCESS_DENIED);
    expect((await authenticate("portal", "portal")).error!.data.message).toBe(TOO_MANY_FAILURES);
  });

  it("says so on the login form", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 5; i++) await authenticate("admin", "wrong");
    const csrf = await csrfOf(server);
    const answer = await postForm(server, "/web/login", { csrf_token: csrf, login: "admin", password: "admin", redirect: "/" });
    const location = answer.headers.get("location")!;
    expect(new URL(location, ORIGIN).searchParams.get("error")).toBe(TOO_MANY_FAILURES);
    const wrong = await postForm(server, "/web/login", { csrf_token: csrf, login: "admin", password: "x" });
    expect(new URL(wrong.headers.get("location")!, ORIGIN).searchParams.get("error")).toBe(TOO_MANY_FAILURES);
    vi.advanceTimersByTime(60_000);
    const bad = await postForm(server, "/web/login", { csrf_token: csrf, login: "admin", password: "x" });
    expect(new URL(bad.headers.get("location")!, ORIGIN).searchParams.get("error")).toBe(WRONG_LOGIN);
  });
});
