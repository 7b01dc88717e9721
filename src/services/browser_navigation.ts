// Page navigation used by dialogs and the debug menu (reload, go to a URL, open a backend
// action), in one object so tests can watch it.
export const browserNavigation = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};

export type ActionRequest =
  | number
  | string
  | { type?: string; id?: number; xml_id?: string; url?: string; res_model?: string; res_id?: number; [key: string]: unknown };

/** The backend URL of an action: `/web#action=<id or xmlid>` (spec 1 §2), or the URL of a URL action. */
export function actionUrl(action: ActionRequest, additionalContext: Record<string, unknown> = {}): string {
  const extra = typeof additionalContext.active_id === "number" ? `&active_id=${additionalContext.active_id}` : "";
  if (typeof action === "number" || typeof action === "string") return `/web#action=${encodeURIComponent(String(action))}${extra}`;
  if (action.type === "ir.actions.act_url" && typeof action.url === "string") return action.url;
  const ref = action.id ?? action.xml_id;
  if (ref !== undefined) return `/web#action=${encodeURIComponent(String(ref))}${extra}`;
  const record = action.res_id ? `&id=${action.res_id}` : "";
  return `/web#model=${encodeURIComponent(String(action.res_model ?? ""))}${record}&view_type=form${extra}`;
}

export function openAction(action: ActionRequest, additionalContext?: Record<string, unknown>): void {
  browserNavigation.assign(actionUrl(action, additionalContext));
}
