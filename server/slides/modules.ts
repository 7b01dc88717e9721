// Modules the upload dialog offers to install (spec 2 §4 install states, §6): an administrator's
// button_immediate_install through call_kw. The seeded forum module fails its first install, so
// that the dialog's failure and retry can be seen.
import { userError } from "../errors";
import { defineModel } from "../models/registry";
import { MODEL_ACCESS } from "../security/access_model";
import type { Store } from "../store";
import { afterTransaction } from "../transaction";

export const INSTALL_FAILED = "The module could not be installed this time.";

Object.assign(MODEL_ACCESS, {
  "ir.module.module": { label: "Module", operations: {}, methods: { button_immediate_install: ["admin"] } },
});

defineModel("ir.module.module", {
  button_immediate_install: ({ store }, args) => {
    const ids = (Array.isArray(args[0]) ? args[0] : [args[0]]).map(Number);
    for (const id of ids) {
      const module = store.get("ir.module.module", id);
      if (!module) throw userError("This module does not exist.");
      if (module.fails_once) {
        // The demo's one failure is spent even though the install rolls back.
        afterTransaction(store, () => store.write("ir.module.module", id, { fails_once: false }));
        throw userError(INSTALL_FAILED);
      }
      store.write("ir.module.module", id, { state: "installed" });
    }
    return { type: "ir.actions.client", tag: "reload" };
  },
});

/** What the upload button's data-modules-to-install lists: the modules still to install. */
export const modulesToInstall = (store: Store) =>
  store.all("ir.module.module").filter((m) => m.state !== "installed").map((m) => ({ id: m.id, name: m.shortdesc, motivational: m.motivational ?? "" }));
