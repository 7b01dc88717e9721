// Model methods of two-factor authentication (spec 3 §7 "Two-factor"): the enable wizard, disabling,
// and revoking trusted devices, each behind the identity check of the portal security page.
import { ServerException, EXCEPTIONS, accessError, missingError, userError } from "../errors";
import { withIdentityCheck } from "../portal/identity_check";
import { defineModel, type CallContext } from "../models/registry";
import { isValidTotpCode, newTotpSecret, totpQrCode, totpUrl } from "./totp";

export const TOTP_WIZARD_MODEL = "auth_totp.wizard";
export const TOTP_DEVICE_MODEL = "auth_totp.device";
export const TOTP_MESSAGES = {
  wrongCode: "Verification failed, please double-check the 6-digit code",
  alreadyEnabled: "Two-factor authentication already enabled",
} as const;
const RELOAD = { type: "ir.actions.client", tag: "reload" };

function requireUser(ctx: CallContext) {
  if (!ctx.user) throw new ServerException(EXCEPTIONS.sessionExpired, "Session expired");
  return ctx.user;
}

const firstId = (args: unknown[]): number => Number(Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0]);

/** The user's trusted devices. */
export function trustedDevices(ctx: Pick<CallContext, "store">, userId: number) {
  return ctx.store.all(TOTP_DEVICE_MODEL).filter((device) => device.user_id === userId);
}

function revokeAll(ctx: CallContext, userId: number) {
  for (const device of trustedDevices(ctx, userId)) ctx.store.unlink(TOTP_DEVICE_MODEL, device.id);
}

defineModel("res.users", {
  action_totp_enable_wizard: (ctx, args, kwargs) => {
    const user = requireUser(ctx);
    return withIdentityCheck(ctx, { model: "res.users", method: "action_totp_enable_wizard", args, kwargs }, async () => {
      if (user.totp_secret) throw userError(TOTP_MESSAGES.alreadyEnabled);
      const secret = newTotpSecret();
      const url = totpUrl(secret, String(user.login));
      const wizard = ctx.store.create(TOTP_WIZARD_MODEL, { user_id: user.id, secret, url, qrcode: await totpQrCode(url), code: false });
      return { type: "ir.actions.act_window", res_model: TOTP_WIZARD_MODEL, res_id: wizard.id, name: "Two-Factor Authentication Activation", target: "new", views: [[false, "form"]] };
    });
  },
  action_totp_disable: (ctx, args, kwargs) => {
    const user = requireUser(ctx);
    return withIdentityCheck(ctx, { model: "res.users", method: "action_totp_disable", args, kwargs }, () => {
      ctx.store.write("res.users", user.id, { totp_secret: false });
      revokeAll(ctx, user.id);
      return RELOAD;
    });
  },
  revoke_all_devices: (ctx, args, kwargs) => {
    const user = requireUser(ctx);
    return withIdentityCheck(ctx, { model: "res.users", method: "revoke_all_devices", args, kwargs }, () => {
      revokeAll(ctx, user.id);
      return true;
    });
  },
});

defineModel(TOTP_WIZARD_MODEL, {
  enable: (ctx, args) => {
    const user = requireUser(ctx);
    const wizard = ctx.store.get(TOTP_WIZARD_MODEL, firstId(args));
    if (!wizard || wizard.user_id !== user.id) throw missingError("Record does not exist or has been deleted.");
    if (!isValidTotpCode(String(wizard.secret), String(wizard.code ?? "").replace(/\s/g, ""))) throw userError(TOTP_MESSAGES.wrongCode);
    ctx.store.write("res.users", user.id, { totp_secret: wizard.secret });
    ctx.store.unlink(TOTP_WIZARD_MODEL, wizard.id);
    return RELOAD;
  },
});

defineModel(TOTP_DEVICE_MODEL, {
  remove: (ctx, args, kwargs) => {
    const user = requireUser(ctx);
    return withIdentityCheck(ctx, { model: TOTP_DEVICE_MODEL, method: "remove", args, kwargs }, () => {
      const device = ctx.store.get(TOTP_DEVICE_MODEL, firstId(args));
      if (!device) return true;
      if (device.user_id !== user.id) throw accessError("You can not remove trusted devices unless they're yours.");
      ctx.store.unlink(TOTP_DEVICE_MODEL, device.id);
      return true;
    });
  },
});
