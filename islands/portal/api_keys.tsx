// Security page, API keys (spec 2 §2, §6, §7): 'New API Key' asks the server for the key wizard
// (res.users api_key_wizard, behind the identity check), asks for a description, creates it
// (res.users.apikeys.description create) and makes the key (make_key, identity check again if
// needed), shows the key from the answer's context.default_key once, then reloads the page.
// Removing a key calls res.users.apikeys remove (identity check if asked) and reloads.
// The page writes one thing at a time: while a write runs (a key made or removed, an identity
// check, the password form posted), the other buttons do nothing. When the answer of a write is
// lost, the key may have been made or removed: the key list is reloaded in place, never the write
// sent again.
import {
  WriteIgnored, attr, browserNavigation, child, defineIsland, defineMarkup, errorText, fetchCurrentPage, findIn, isAnswerLost, useBind, useService,
  useTranslate, useWriteBusy, useWriteLock, type IslandProps,
} from "../../src/kit";
import { KeyDescriptionDialog } from "./api_keys/KeyDescriptionDialog";
import { KeyReadyDialog } from "./api_keys/KeyReadyDialog";
import { IdentityCheckAnswerLost, IdentityCheckCancelled, handleCheckIdentity } from "./identity_check/identity_check";

const markup = defineMarkup({
  children: {
    newKey: child.optional(".o_portal_new_api_key"),
    removeKey: child.optional(".o_portal_remove_api_key", { keyId: attr.int("id", 0) }),
    /** the list of keys: the table of the section holding the key buttons */
    keyList: child.optional("section:has(.o_portal_new_api_key, .o_portal_remove_api_key) table"),
  },
});

export const DESCRIPTION_MODEL = "res.users.apikeys.description";
export const KEYS_ANSWER_LOST = "The connection was lost before the server answered. The key list has been reloaded: it shows what was done.";
export const KEY_LIST_NOT_RELOADED = "The connection was lost before the server answered, and the key list could not be reloaded: reload the page to see what was done.";
export const NEW_KEY_ANSWER_LOST =
  "The connection was lost before the server sent your new key. The key list has been reloaded: if the key is listed, it was made but cannot be shown again; remove it and create another one.";

/** The key of make_key's answer (its context.default_key), or null when the answer has none. */
export function keyOfAnswer(answer: unknown): string | null {
  const key = (answer as { context?: { default_key?: unknown } } | null)?.context?.default_key;
  return typeof key === "string" && key ? key : null;
}

/** The list of keys in a page (the one shown, or one fetched again). */
export const keyListOf = (root: ParentNode): Element | null => findIn(markup.children.keyList, root)[0] ?? null;

/** A write's answer was lost: thrown to the flow, which reloads the key list. */
class KeysAnswerLost extends Error {
  constructor(message: string) {
    super(message);
    this.name = "KeysAnswerLost";
  }
}

function ApiKeys({ parts }: IslandProps<typeof markup>) {
  const orm = useService("orm");
  const dialog = useService("dialog");
  const http = useService("http");
  const notification = useService("notification");
  const user = useService("user");
  const _t = useTranslate();
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);

  const reloadKeyList = async (message: string) => {
    try {
      const current = parts.keyList.first();
      const fresh = current ? keyListOf(await fetchCurrentPage(http)) : null;
      if (!current || !fresh) return browserNavigation.reload();
      current.replaceWith(document.importNode(fresh, true));
      notification.add(_t(message), { type: "warning", sticky: true });
    } catch {
      notification.add(_t(KEY_LIST_NOT_RELOADED), { type: "danger", sticky: true });
    }
  };

  /** A write of the island: ignored while another runs; a lost answer becomes KeysAnswerLost. */
  const write = async <T,>(call: () => Promise<T>, lostMessage = KEYS_ANSWER_LOST): Promise<T> => {
    try {
      return await handleCheckIdentity(lock.run(call), orm, dialog, lock);
    } catch (error) {
      if (error instanceof IdentityCheckAnswerLost || isAnswerLost(error)) throw new KeysAnswerLost(lostMessage);
      throw error;
    }
  };

  const fail = (error: unknown) => {
    if (error instanceof WriteIgnored || error instanceof IdentityCheckCancelled) return;
    if (error instanceof KeysAnswerLost) void reloadKeyList(error.message);
    else notification.add(errorText(error, _t), { type: "danger" });
  };

  const createKey = async (description: string) => {
    const id = await lock.run(() => orm.call<number>(DESCRIPTION_MODEL, "create", [{ name: description }]));
    let answer: unknown;
    try {
      answer = await write(() => orm.call(DESCRIPTION_MODEL, "make_key", [id]), NEW_KEY_ANSWER_LOST);
    } catch (error) {
      // The dialog closes: the list tells whether the key was made.
      if (error instanceof KeysAnswerLost) return fail(error);
      throw error;
    }
    const key = keyOfAnswer(answer);
    if (!key) throw new Error(_t("The server did not send the new key. Please try again."));
    dialog.add(KeyReadyDialog, { apiKey: key }, { onClose: () => (lock.claimForNavigation(), browserNavigation.reload()) });
  };

  const newKey = (event: Event) => {
    event.preventDefault();
    if (lock.isBusy()) return;
    // Asking for the wizard writes nothing: a failure to reach the server is only said.
    handleCheckIdentity(lock.run(() => orm.call("res.users", "api_key_wizard", [user.userId])), orm, dialog, lock).then(
      () => dialog.add(KeyDescriptionDialog, { confirm: createKey }),
      (error) => fail(error instanceof IdentityCheckAnswerLost ? error.lost : error),
    );
  };

  const removeKey = (event: Event, button: HTMLElement) => {
    event.preventDefault();
    if (lock.isBusy()) return;
    write(() => orm.call("res.users.apikeys", "remove", [parts.removeKey.attrs(button).keyId])).then(() => {
      lock.claimForNavigation();
      browserNavigation.reload();
    }, fail);
  };

  // The page's buttons say when they do nothing.
  const disabledWhileBusy = (button: HTMLElement) => ({ attr: { disabled: button instanceof HTMLButtonElement ? busy : undefined } });
  useBind(parts, {
    newKey: { on: { click: newKey }, each: disabledWhileBusy },
    removeKey: { on: { click: removeKey }, each: disabledWhileBusy },
    // The password form of the page is posted once.
    host: { on: { submit: (event) => event.defaultPrevented || lock.claimForNavigation() || event.preventDefault() } },
  });
  return null;
}

export default defineIsland({
  name: "portal.api_keys",
  selector: ".o_portal_security_body",
  moment: "load",
  mode: "enhance",
  services: ["orm", "dialog", "notification", "user", "http"],
  markup,
  Component: ApiKeys,
});
