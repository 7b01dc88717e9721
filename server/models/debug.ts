// Model methods behind the debug menu (spec 1 §6, §7): the access-rights checks of the debug
// context (write on views, read on record rules; model access is in base.ts) and regenerating the
// asset bundles. Admins may do everything; internal users may read.
import { EXCEPTIONS, ServerException } from "../errors";
import type { ModelMethod } from "./registry";
import { defineModel } from "./registry";

const checkAccessRights: ModelMethod = ({ user }, [operation], kwargs) => {
  const internal = (user?.groups ?? []).includes("base.group_user");
  const allowed = Boolean(user?.is_admin) || (operation === "read" && internal);
  if (!allowed && kwargs.raise_exception !== false) throw new ServerException(EXCEPTIONS.accessError, "You are not allowed to do this.");
  return allowed;
};

defineModel("ir.ui.view", { check_access_rights: checkAccessRights });
defineModel("ir.rule", { check_access_rights: checkAccessRights });

defineModel("ir.attachment", {
  regenerate_assets_bundles: () => true,
});
