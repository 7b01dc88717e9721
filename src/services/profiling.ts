// Profiling controls (spec 1 §3, §4, §7): the profiling state is a session, the active collectors
// (default sql and traces_async) and params (including execution_context_qweb). Turning profiling
// on or off and each collector or param goes through `ir.profile set_profiling`, whose answer is
// either the new state {session, collectors, params} or an action to open (e.g. the wizard that
// enables profiling on the database).
import { atom } from "nanostores";
import { defineService } from "../runtime/service";
import { openAction, type ActionRequest } from "./browser_navigation";

export const PROFILING_COLLECTORS = ["sql", "traces_async", "traces_sync", "qweb"] as const;
export type ProfilingCollector = (typeof PROFILING_COLLECTORS)[number];
export const DEFAULT_COLLECTORS: readonly ProfilingCollector[] = ["sql", "traces_async"];
export const DEFAULT_PROFILING_PARAMS = { execution_context_qweb: false } as const;

export interface ProfilingState {
  session: string | false;
  collectors: string[];
  params: Record<string, unknown>;
}

export interface SetProfilingArgs {
  profile?: boolean;
  collectors?: string[];
  params?: Record<string, unknown>;
}

interface Orm {
  call<T = any>(model: string, method: string, args?: unknown[], kwargs?: Record<string, unknown>): Promise<T>;
}

export function initialProfilingState(raw: Record<string, any> = (window as any).odoo?.__session_info__ ?? {}): ProfilingState {
  return {
    session: raw.profile_session || false,
    collectors: Array.isArray(raw.profile_collectors) ? raw.profile_collectors : [...DEFAULT_COLLECTORS],
    params: { ...DEFAULT_PROFILING_PARAMS, ...(raw.profile_params ?? {}) },
  };
}

export function createProfilingService(orm: Orm, initial: ProfilingState = initialProfilingState()) {
  const state = atom<ProfilingState>(initial);

  async function setProfiling(args: SetProfilingArgs): Promise<ProfilingState | null> {
    const answer = await orm.call<ProfilingState | (ActionRequest & { type: string })>("ir.profile", "set_profiling", [], { ...args });
    if (answer && typeof answer === "object" && "type" in answer && answer.type) {
      openAction(answer);
      return null;
    }
    const next = answer as ProfilingState;
    state.set({ session: next.session || false, collectors: next.collectors ?? [], params: next.params ?? {} });
    return state.get();
  }

  return {
    state,
    get isEnabled(): boolean {
      return Boolean(state.get().session);
    },
    setProfiling,
    toggleProfiling: () => setProfiling({ profile: !state.get().session, collectors: state.get().collectors, params: state.get().params }),
    toggleCollector(collector: string) {
      const current = state.get().collectors;
      const collectors = current.includes(collector) ? current.filter((c) => c !== collector) : [...current, collector];
      return setProfiling({ collectors });
    },
    toggleParam(param: string) {
      return setProfiling({ params: { ...state.get().params, [param]: !state.get().params[param] } });
    },
  };
}
export type ProfilingService = ReturnType<typeof createProfilingService>;

export const profilingService = defineService<ProfilingService, { orm: Orm }>({
  dependencies: ["orm"],
  start: (_env, { orm }) => createProfilingService(orm),
});
