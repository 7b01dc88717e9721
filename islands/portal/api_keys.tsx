// Security page, API keys (spec 2 §2, §6, §7): 'New API Key' asks the server for the key wizard
// (res.users api_key_wizard, behind the identity check), asks for a description, creates it
// (res.users.apikeys.description create) and makes the key (make_key, identity check again if
// needed), shows the key from the answer's context.default_key once, then reloads the page.
// Removing a key calls res.users.apikeys remove (identity check if asked) and reloads.
import { useTranslate } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { useService } from "../../src/hooks/use_service";
import { defineIsland } from "../../src/runtime/island";
import { browserNavigation } from "../../src/services/browser_navigation";
import type { DialogService } from "../../src/services/dialog";
import type { NotificationService } from "../../src/services/notification";
import type { OrmService } from "../../src/services/orm";
import type { UserService } from "../../src/services/user";
import { KeyDescriptionDialog } from "./api_keys/KeyDescriptionDialog";
import { KeyReadyDialog } from "./api_keys/KeyReadyDialog";
import { errorText } from "./error_text";
import { IdentityCheckCancelled, handleCheckIdentity } from "./identity_check/identity_check";

export const NEW_KEY_BUTTON = ".o_portal_new_api_key";
export const REMOVE_KEY_BUTTON = ".o_portal_remove_api_key";
export const DESCRIPTION_MODEL = "res.users.apikeys.description";

/** The key of make_key's answer (its context.default_key), or null when the answer has none. */
export function keyOfAnswer(answer: unknown): string | null {
  const key = (answer as { context?: { default_key?: unknown } } | null)?.context?.default_key;
  return typeof key === "string" && key ? key : null;
}

function ApiKeys() {
  const orm = useService<OrmService>("orm");
  const dialog = useService<DialogService>("dialog");
  const notification = useService<NotificationService>("notification");
  const user = useService<UserService>("user");
  const _t = useTranslate();

  const fail = (error: unknown) => {
    if (!(error instanceof IdentityCheckCancelled)) notification.add(errorText(error, _t), { type: "danger" });
  };

  const createKey = async (description: string) => {
    const id = await orm.call<number>(DESCRIPTION_MODEL, "create", [{ name: description }]);
    const answer = await handleCheckIdentity(orm.call(DESCRIPTION_MODEL, "make_key", [id]), orm, dialog);
    const key = keyOfAnswer(answer);
    if (!key) throw new Error(_t("The server did not send the new key. Please try again."));
    dialog.add(KeyReadyDialog, { apiKey: key }, { onClose: () => browserNavigation.reload() });
  };

  /**
   * A click handler that runs `work` with its button disabled (a second click meanwhile does
   * nothing); a failure says why and gives the button back. After a success the button stays
   * disabled when `work` leaves the page (a reload), and is given back otherwise.
   */
  const whileDisabled =
    (work: (button: HTMLElement) => Promise<void>, { leavesPage }: { leavesPage: boolean }) =>
    async (event: MouseEvent, button: HTMLElement) => {
      event.preventDefault();
      if (button.hasAttribute("disabled")) return;
      button.setAttribute("disabled", "disabled");
      try {
        await work(button);
        if (!leavesPage) button.removeAttribute("disabled");
      } catch (error) {
        fail(error);
        button.removeAttribute("disabled");
      }
    };

  useHostEvent(
    "click",
    whileDisabled(
      async () => {
        await handleCheckIdentity(orm.call("res.users", "api_key_wizard", [user.userId]), orm, dialog);
        dialog.add(KeyDescriptionDialog, { confirm: createKey });
      },
      { leavesPage: false },
    ),
    { selector: NEW_KEY_BUTTON },
  );

  useHostEvent(
    "click",
    whileDisabled(
      async (button) => {
        await handleCheckIdentity(orm.call("res.users.apikeys", "remove", [Number(button.id)]), orm, dialog);
        browserNavigation.reload();
      },
      { leavesPage: true },
    ),
    { selector: REMOVE_KEY_BUTTON },
  );
  return null;
}

export default defineIsland({
  name: "portal.api_keys",
  selector: ".o_portal_security_body",
  moment: "load",
  mode: "enhance",
  services: ["orm", "dialog", "notification", "user"],
  Component: ApiKeys,
});
