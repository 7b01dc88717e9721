// What the status page does with the polled transactions (spec 2 §4 "Post-processing of the
// status list"), checked in order: go to a landing route, or show the list grouped by state.
export interface DisplayValues {
  state: string;
  landing_route: string;
  display_message?: string | null;
  state_message?: string;
  is_post_processed?: boolean;
  provider_code?: string;
  reference?: string;
  amount?: number;
}

/** Providers confirmed offline (a wire transfer): the list's first goes to its landing route at once (the platform's first check). */
export const OFFLINE_PROVIDERS = ["transfer", "sepa_direct_debit"];
export const SHOWN_STATES = ["draft", "pending", "authorized", "done", "cancel", "error"] as const;

export type PostProcessing = { redirect: string } | { show: Record<string, DisplayValues[]> };

function isDisplayValues(value: unknown): value is DisplayValues {
  return Boolean(value) && typeof value === "object" && typeof (value as DisplayValues).state === "string";
}

export function postProcess(list: unknown): PostProcessing {
  const items = Array.isArray(list) ? list.filter(isDisplayValues) : [];
  const landing = (tx: DisplayValues) => (typeof tx.landing_route === "string" && tx.landing_route ? tx.landing_route : "/");
  if (items.length > 0 && OFFLINE_PROVIDERS.includes(items[0].provider_code ?? "")) return { redirect: landing(items[0]) };
  const byState: Record<string, DisplayValues[]> = Object.fromEntries(SHOWN_STATES.map((state) => [state, items.filter((tx) => tx.state === state)]));
  const postProcessedDone = byState.done.filter((tx) => tx.is_post_processed);
  if (postProcessedDone.length === 1 && byState.done.length === 1) return { redirect: landing(postProcessedDone[0]) };
  const settled = byState.done.length + byState.error.length + byState.pending.length + byState.authorized.length;
  if (settled === 1) {
    const tx = byState.authorized[0] ?? byState.error[0];
    if (tx) return { redirect: landing(tx) };
  }
  return { show: byState };
}
