// The server side of the identity check (spec 2 §5/§7): methods that need it run only when the
// session re-entered its password in the last 10 minutes; otherwise they answer an action opening
// res.users.identitycheck, whose run_check (after write {password}) re-runs the original call.
import { readSessionData, writeSessionData } from "./session_data";
import type { CallContext } from "../models/registry";

export const IDENTITY_CHECK_VALIDITY_S = 10 * 60;
export const IDENTITY_CHECK_MODEL = "res.users.identitycheck";
export const LAST_CHECK_KEY = "identity-check-last";

export interface CheckedCall {
  model: string;
  method: string;
  args: unknown[];
  kwargs: Record<string, unknown>;
}

const nowSeconds = () => Date.now() / 1000;

export function identityRecentlyChecked({ store, c }: CallContext): boolean {
  const last = Number(readSessionData(store, c.get("session").sid)[LAST_CHECK_KEY] ?? 0);
  return last > nowSeconds() - IDENTITY_CHECK_VALIDITY_S;
}

export function markIdentityChecked({ store, c }: CallContext): void {
  writeSessionData(store, c.get("session").sid, { [LAST_CHECK_KEY]: nowSeconds() });
}

/** Runs `run` if the identity was checked recently, else answers the identity-check action. */
export function withIdentityCheck(ctx: CallContext, call: CheckedCall, run: () => unknown): unknown {
  if (identityRecentlyChecked(ctx)) return run();
  const check = ctx.store.create(IDENTITY_CHECK_MODEL, { uid: ctx.user?.id ?? null, request: call, password: false });
  return {
    type: "ir.actions.act_window",
    res_model: IDENTITY_CHECK_MODEL,
    res_id: check.id,
    name: "Security Control",
    target: "new",
    views: [[false, "form"]],
  };
}
