// The identity check of spec 2 §5/§7, reusable by any island whose model call may need the user
// to re-enter their password (API keys now, two-factor later): when the answer of `call` is the
// action opening res.users.identitycheck, a dialog asks for the password, then writes it to the
// check and runs it; the value of run_check (the original call's answer) is what the caller gets.
// Writing the password may be sent again (the dialog keeps it: Confirm retries after any
// failure). run_check is the original call: when its answer is lost the call may have been done,
// so the dialog closes and the caller gets IdentityCheckAnswerLost, to look at the state instead
// of running the call twice.
import { isAnswerLost, type DialogService, type OrmService, type WriteLock } from "../../../src/kit";
import { IdentityCheckDialog } from "./IdentityCheckDialog";

export const IDENTITY_CHECK_MODEL = "res.users.identitycheck";

export class IdentityCheckCancelled extends Error {
  constructor() {
    super("The identity check was cancelled.");
    this.name = "IdentityCheckCancelled";
  }
}

/** run_check's answer was lost: the checked call may have been done. */
export class IdentityCheckAnswerLost extends Error {
  constructor(readonly lost: unknown) {
    super("The answer of the identity check was lost.");
    this.name = "IdentityCheckAnswerLost";
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

/**
 * Resolves with the answer of `call`, after an identity check when the server asks for one.
 * With `lock`, the check is one write of the caller's island (a second Confirm is ignored).
 */
export async function handleCheckIdentity<T>(call: Promise<T>, orm: OrmService, dialog: DialogService, lock?: WriteLock): Promise<T> {
  const answer = await call;
  if (!isIdentityCheckAction(answer)) return answer;
  const checkId = answer.res_id;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      settled = true;
      done();
    };
    const steps = async (password: string) => {
      await orm.write(IDENTITY_CHECK_MODEL, [checkId], { password });
      try {
        const result = (await orm.call(IDENTITY_CHECK_MODEL, "run_check", [checkId])) as T;
        settle(() => resolve(result));
      } catch (error) {
        if (!isAnswerLost(error)) throw error;
        // Resolving closes the dialog; the caller looks at what was done.
        settle(() => reject(new IdentityCheckAnswerLost(error)));
      }
    };
    dialog.add(
      IdentityCheckDialog,
      { check: (password: string) => (lock ? lock.run(() => steps(password)) : steps(password)) },
      { onClose: () => settled || reject(new IdentityCheckCancelled()) },
    );
  });
}
