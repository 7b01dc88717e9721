// Checking a login and password (the login form, /web/session/authenticate): throttled per
// address, the system user never, an empty password never; refusals are AccessDenied. A login
// that does not exist costs the same time as a wrong password.
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { accessDenied } from "../errors_auth";
import type { Row } from "../store";
import { hashPasswordSync, SUPERUSER_ID, SYSTEM_LOGIN, verifyPassword } from "./password";
import { forgetLoginFailures, onLoginCooldown, recordLoginFailure, remoteAddress, TOO_MANY_FAILURES } from "./throttle";

let decoy: string | null = null;
const decoyHash = () => (decoy ??= hashPasswordSync("decoy password never used"));

export const mayLogIn = (user: Row) => user.login !== SYSTEM_LOGIN && user.id !== SUPERUSER_ID && user.active !== false;

export function authenticate(c: Context<AppEnv>, login: unknown, password: unknown): Row {
  const store = c.get("store");
  const address = remoteAddress(c);
  if (onLoginCooldown(store, address)) throw accessDenied(TOO_MANY_FAILURES);
  const user = typeof login === "string" && login !== "" ? store.all("res.users").find((u) => u.login === login && mayLogIn(u)) : undefined;
  const valid = verifyPassword(password, user ? user.password : decoyHash());
  if (!user || !valid) {
    recordLoginFailure(store, address);
    throw accessDenied();
  }
  forgetLoginFailures(store, address);
  return user;
}
