// Model methods of the portal security page (spec 2 §7 "Portal"): the API key wizard, key
// creation and removal, all behind the identity check, and the identity check itself.
import { createHash, randomBytes } from "node:crypto";
import { EXCEPTIONS, ServerException, accessError, missingError, userError } from "../errors";
import { IDENTITY_CHECK_MODEL, markIdentityChecked, withIdentityCheck, type CheckedCall } from "../portal/identity_check";
import { callModelMethod } from "../security/access";
import { verifyPassword } from "../security/password";
import { afterTransaction } from "../transaction";
import { defineModel, type CallContext } from "./registry";

export const WRONG_PASSWORD = "Incorrect Password, try again or click on Forgot Password to reset your password.";
const CLOSE_ACTION = { type: "ir.actions.act_window_close" };

const firstId = (args: unknown[]): number => {
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
  return Number(first);
};

function requireUser(ctx: CallContext) {
  if (!ctx.user) throw new ServerException(EXCEPTIONS.sessionExpired, "Session expired");
  return ctx.user;
}

defineModel("res.users", {
  api_key_wizard: (ctx, args, kwargs) => {
    requireUser(ctx);
    return withIdentityCheck(ctx, { model: "res.users", method: "api_key_wizard", args, kwargs }, () => ({
      type: "ir.actions.act_window",
      res_model: "res.users.apikeys.description",
      name: "New API Key",
      target: "new",
      views: [[false, "form"]],
    }));
  },
});

defineModel("res.users.apikeys.description", {
  make_key: (ctx, args, kwargs) => {
    const user = requireUser(ctx);
    return withIdentityCheck(ctx, { model: "res.users.apikeys.description", method: "make_key", args, kwargs }, () => {
      const description = ctx.store.get("res.users.apikeys.description", firstId(args));
      if (!description || description.create_uid !== user.id) throw missingError("Record does not exist or has been deleted.");
      const name = String(description.name ?? "").trim();
      if (!name) throw userError("The API key needs a description.");
      const key = randomBytes(20).toString("hex");
      ctx.store.create("res.users.apikeys", {
        name,
        user_id: user.id,
        scope: "rpc",
        key_hash: createHash("sha256").update(key).digest("hex"),
        create_date: new Date().toISOString().slice(0, 19).replace("T", " "),
      });
      ctx.store.unlink("res.users.apikeys.description", description.id);
      return { type: "ir.actions.act_window", res_model: "res.users.apikeys.show", name: "API Key Ready", target: "new", views: [[false, "form"]], context: { default_key: key } };
    });
  },
});

defineModel("res.users.apikeys", {
  remove: (ctx, args, kwargs) => {
    const user = requireUser(ctx);
    return withIdentityCheck(ctx, { model: "res.users.apikeys", method: "remove", args, kwargs }, () => {
      const key = ctx.store.get("res.users.apikeys", firstId(args));
      if (!key) return CLOSE_ACTION;
      if (key.user_id !== user.id && !user.is_system) throw accessError("You can not remove API keys unless they're yours or you are a system user");
      ctx.store.unlink("res.users.apikeys", key.id);
      return CLOSE_ACTION;
    });
  },
});

defineModel(IDENTITY_CHECK_MODEL, {
  write: (ctx, [ids, values]) => {
    const user = requireUser(ctx);
    for (const id of ids as number[]) {
      const check = ctx.store.get(IDENTITY_CHECK_MODEL, id);
      if (!check || check.uid !== user.id) throw missingError("Record does not exist or has been deleted.");
      ctx.store.write(IDENTITY_CHECK_MODEL, id, { password: String((values as { password?: unknown }).password ?? "") });
    }
    return true;
  },
  run_check: (ctx, args) => {
    const user = requireUser(ctx);
    const check = ctx.store.get(IDENTITY_CHECK_MODEL, firstId(args));
    if (!check || check.uid !== user.id) throw missingError("Record does not exist or has been deleted.");
    const valid = verifyPassword(check.password, user.password);
    const forgetPassword = () => ctx.store.write(IDENTITY_CHECK_MODEL, check.id, { password: false });
    forgetPassword();
    if (!valid) {
      // The typed password is forgotten even though the refusal rolls the call back.
      if (check.password) afterTransaction(ctx.store, forgetPassword);
      throw userError(WRONG_PASSWORD);
    }
    markIdentityChecked(ctx);
    // The checked call runs as if called again, through the same access checks.
    const call = check.request as CheckedCall;
    return callModelMethod(ctx, call.model, call.method, call.args, call.kwargs);
  },
});
