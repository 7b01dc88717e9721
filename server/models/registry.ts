// Model methods answered by /web/dataset/call_kw/{model}/{method}. Each model file registers its
// own methods; any model falls back to the generic record methods of generic.ts.
import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { Row, Store } from "../store";

export interface CallContext {
  store: Store;
  user: Row | null;
  c: Context<AppEnv>;
}

export type ModelMethod = (ctx: CallContext, args: any[], kwargs: Record<string, any>) => unknown;

const models = new Map<string, Record<string, ModelMethod>>();

export function defineModel(name: string, methods: Record<string, ModelMethod>): void {
  models.set(name, { ...(models.get(name) ?? {}), ...methods });
}

export function findMethod(model: string, method: string): ModelMethod | undefined {
  return models.get(model)?.[method];
}

/** Every model method the files of models/ and the areas registered: [model, method] pairs. */
export function registeredMethods(): [string, string][] {
  return [...models].flatMap(([model, methods]) => Object.keys(methods).map((method): [string, string] => [model, method]));
}
