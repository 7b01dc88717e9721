// Model methods of the runtime (spec 1 §7 "Model calls"): group checks, public assets, profiling,
// access rights, and a model that raises any server exception on demand for the error layer.
import { EXCEPTIONS, ServerException, serverTraceback } from "../errors";
import { defineModel } from "./registry";

defineModel("res.users", {
  has_group: ({ user }, [group]) => Boolean(user && (user.groups ?? []).includes(group)),
});

defineModel("ir.ui.view", {
  render_public_asset: (_ctx, [xmlid]) =>
    `<link type="text/css" rel="stylesheet" href="/web/assets/${xmlid}.css"/><script type="text/javascript" src="/web/assets/${xmlid}.js"></script>`,
});

defineModel("ir.model.access", {
  check_access_rights: ({ user }, [operation], kwargs) => {
    const allowed = Boolean(user?.is_admin) || operation === "read";
    if (!allowed && kwargs.raise_exception !== false) throw new ServerException(EXCEPTIONS.accessError, "You are not allowed to do this.");
    return allowed;
  },
});

/**
 * islands.fault/raise: {exception, message, args?, extra?} → that server exception. A test and
 * demo hook: its answer carries its made-up traceback in every mode, so the error layer's
 * traceback path can be seen without debug mode (real errors show theirs in debug mode only).
 */
defineModel("islands.fault", {
  raise: (_ctx, _args, kwargs) => {
    const name = kwargs.exception ?? EXCEPTIONS.userError;
    const message = kwargs.message ?? "Something went wrong.";
    throw new ServerException(name, message, kwargs.arguments ?? [message], { debug: serverTraceback(name, message), ...(kwargs.extra ?? {}) });
  },
});
