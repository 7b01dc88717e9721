// The identity check of spec 2 §5/§7, reusable by any island whose model call may need the user
// to re-enter their password (API keys now, two-factor later): when the answer of `call` is the
// action opening res.users.identitycheck, a dialog asks for the password, then writes it to the
// check and runs it; the value of run_check (the original call's answer) is what the caller gets.
import type { DialogService } from "../../../src/services/dialog";
import type { OrmService } from "../../../src/services/orm";
import { IdentityCheckDialog } from "./IdentityCheckDialog";

export const IDENTITY_CHECK_MODEL = "res.users.identitycheck";

export class IdentityCheckCancelled extends Error {
  constructor() {
    super("The identity check was cancelled.");
    this.name = "IdentityCheckCancelled";
  }
}

export function isIdentityCheckAction(answer: unknown): answer is { res_id: number } {
  const action = answer as { type?: unknown; res_model?: unknown; res_id?: unknown } | null;
  return Boolean(action && action.type === "ir.actions.act_window" && action.res_model === IDENTITY_CHECK_MODEL && typeof action.res_id === "number");
}

/** Writes the password to the check and runs it; rejects when the check fails. */
export async function runIdentityCheck(orm: OrmService, checkId: number, password: string): Promise<unknown> {
  await orm.write(IDENTITY_CHECK_MODEL, [checkId], { password });
  return orm.call(IDENTITY_CHECK_MODEL, "run_check", [checkId]);
}

export async function handleCheckIdentity<T>(call: Promise<T>, orm: OrmService, dialog: DialogService): Promise<T> {
  const answer = await call;
  if (!isIdentityCheckAction(answer)) return answer;
  const checkId = answer.res_id;
  return new Promise<T>((resolve, reject) => {
    let passed = false;
    dialog.add(
      IdentityCheckDialog,
      {
        check: async (password: string) => {
          const result = (await runIdentityCheck(orm, checkId, password)) as T;
          passed = true;
          resolve(result);
        },
      },
      { onClose: () => passed || reject(new IdentityCheckCancelled()) },
    );
  });
}
