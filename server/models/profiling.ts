// ir.profile set_profiling (spec 1 §7): {profile, collectors, params} → the session's profiling
// state {session, collectors, params}; when profiling is not enabled on the database, turning it
// on answers the action of the wizard that enables it (for system users) or raises a UserError.
import { EXCEPTIONS, ServerException } from "../errors";
import type { Store } from "../store";
import { defineModel } from "./registry";

interface ProfilingState {
  session: string | false;
  collectors: string[];
  params: Record<string, unknown>;
}

export const ENABLE_PROFILING_ACTION = {
  type: "ir.actions.act_window",
  name: "Enable profiling",
  res_model: "base.enable.profiling.wizard",
  view_mode: "form",
  views: [[false, "form"]],
  target: "new",
};
export const PROFILING_NOT_ENABLED = "Profiling is not enabled on this database. Please contact an administrator.";

const disabledStores = new WeakSet<Store>();
const states = new WeakMap<Store, Map<string, ProfilingState>>();

/** The demo database has profiling enabled; tests can turn that off. */
export function setProfilingEnabled(store: Store, enabled: boolean): void {
  if (enabled) disabledStores.delete(store);
  else disabledStores.add(store);
}

function stateOf(store: Store, sid: string): ProfilingState {
  let sessions = states.get(store);
  if (!sessions) states.set(store, (sessions = new Map()));
  let state = sessions.get(sid);
  if (!state) sessions.set(sid, (state = { session: false, collectors: ["sql", "traces_async"], params: { execution_context_qweb: false } }));
  return state;
}

defineModel("ir.profile", {
  set_profiling: ({ store, user, c }, _args, kwargs) => {
    const state = stateOf(store, c.get("session").sid);
    if (kwargs.profile) {
      if (disabledStores.has(store)) {
        state.session = false;
        if (user?.is_system) return ENABLE_PROFILING_ACTION;
        throw new ServerException(EXCEPTIONS.userError, PROFILING_NOT_ENABLED);
      }
      if (!state.session) state.session = `profile-${Date.now().toString(36)}`;
    } else if (kwargs.profile !== undefined && kwargs.profile !== null) {
      state.session = false;
    }
    if (Array.isArray(kwargs.collectors)) state.collectors = kwargs.collectors.map(String);
    if (kwargs.params && typeof kwargs.params === "object") state.params = { ...kwargs.params };
    return { ...state };
  },
});
