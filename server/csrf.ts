// Form posts carry the session's csrf_token, as on a real server.
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { tokensEqual } from "./security/tokens";

export function checkCsrf(c: Context<AppEnv>, form: Record<string, unknown>): boolean {
  return tokensEqual(form.csrf_token, c.get("session").csrf);
}
