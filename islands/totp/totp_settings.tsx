// Two-factor authentication on the portal security page (spec 3 §2, §4, §6, §7 "Two-factor"):
// enable (action_totp_enable_wizard behind the identity check, then the wizard read and shown in
// the activation dialog), disable (action_totp_disable), revoke one trusted device
// (auth_totp.device remove with its numeric id) or all of them (revoke_all_devices), each behind
// the identity check; the page then reloads to the new state. One write at a time.
import {
  attr, browserNavigation, child, defineIsland, defineMarkup, useBind, useService, useTranslate, useWriteLock, WriteIgnored, type IslandProps,
} from "../../src/kit";
import { IdentityCheckAnswerLost, IdentityCheckCancelled, handleCheckIdentity } from "../portal/identity_check/identity_check";
import { TotpEnableDialog, confirmFailureText, type TotpWizard } from "./TotpEnableDialog";

const markup = defineMarkup({
  children: {
    enable: child.optional("#auth_totp_portal_enable"),
    disable: child.optional("#auth_totp_portal_disable"),
    revokeDevice: child.optional(".o_totp_revoke_device", { deviceId: attr.int("data-device-id", 0) }),
    revokeAll: child.optional("#auth_totp_portal_revoke_all_devices"),
  },
});
export const WIZARD_FIELDS = ["qrcode", "url", "secret"];

/** The wizard opened by action_totp_enable_wizard's answer, or null when the answer opens none. */
export function wizardIdOf(answer: unknown): number | null {
  const action = answer as { res_model?: unknown; res_id?: unknown } | null;
  return action?.res_model === "auth_totp.wizard" && typeof action.res_id === "number" ? action.res_id : null;
}

function TotpSettings({ parts }: IslandProps<typeof markup>) {
  const orm = useService("orm");
  const dialog = useService("dialog");
  const notification = useService("notification");
  const user = useService("user");
  const _t = useTranslate();
  const lock = useWriteLock();

  const reload = () => {
    lock.claimForNavigation();
    browserNavigation.reload();
  };

  const fail = (error: unknown) => {
    if (error instanceof WriteIgnored || error instanceof IdentityCheckCancelled) return;
    // A lost answer of the checked call: the reloaded page shows whether it was done.
    if (error instanceof IdentityCheckAnswerLost) return reload();
    // spec 3 §8: the server's message, or 'Operation failed for unknown reason' (a lost
    // connection and an unreadable answer included)
    notification.add(confirmFailureText(error, _t), { type: "danger" });
  };

  /** A call of the island behind the identity check, then the page's new state. */
  const checkedWrite = (call: () => Promise<unknown>) => {
    if (lock.isBusy()) return;
    handleCheckIdentity(lock.run(call), orm, dialog, lock).then(reload, fail);
  };

  const confirmCode = (wizardId: number) => async (code: string) => {
    await lock.run(async (keepLocked) => {
      await orm.write("auth_totp.wizard", [wizardId], { code });
      await orm.call("auth_totp.wizard", "enable", [wizardId]);
      keepLocked();
    });
    browserNavigation.reload();
  };

  const openWizard = async () => {
    const answer = await handleCheckIdentity(
      lock.run(() => orm.call("res.users", "action_totp_enable_wizard", [user.userId])),
      orm,
      dialog,
      lock,
    );
    const wizardId = wizardIdOf(answer);
    if (wizardId === null) return reload();
    const [wizard] = (await lock.run(() => orm.read("auth_totp.wizard", [wizardId], WIZARD_FIELDS))) as TotpWizard[];
    dialog.add(TotpEnableDialog, { wizard: { ...wizard, id: wizardId }, confirm: confirmCode(wizardId) });
  };

  const onClick = (action: (button: HTMLElement) => void) => ({
    on: {
      click: (event: MouseEvent, button: HTMLElement) => {
        event.preventDefault();
        action(button);
      },
    },
  });
  useBind(parts, {
    enable: onClick(() => lock.isBusy() || openWizard().catch((error) => fail(error instanceof IdentityCheckAnswerLost ? error.lost : error))),
    disable: onClick(() => checkedWrite(() => orm.call("res.users", "action_totp_disable", [user.userId]))),
    revokeDevice: onClick((button) => checkedWrite(() => orm.call("auth_totp.device", "remove", [parts.revokeDevice.attrs(button).deviceId]))),
    revokeAll: onClick(() => checkedWrite(() => orm.call("res.users", "revoke_all_devices", [user.userId]))),
  });
  return null;
}

export default defineIsland({
  name: "totp.settings",
  selector: "section[name=portal_totp]",
  moment: "load",
  mode: "enhance",
  services: ["orm", "dialog", "notification", "user"],
  markup,
  Component: TotpSettings,
});
