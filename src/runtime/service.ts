// The shape of a service: it names its dependencies and starts with them (spec 1 §4 "Start-up").
import type { Env } from "./env";

export interface ServiceDefinition<T = unknown, D extends Record<string, any> = Record<string, any>> {
  dependencies?: string[];
  start(env: Env, deps: D): T | Promise<T>;
}

export function defineService<T, D extends Record<string, any> = Record<string, any>>(
  definition: ServiceDefinition<T, D>,
): ServiceDefinition<T, D> {
  return definition;
}

/** The value a service definition's start gives (awaited). */
export type ServiceValue<S extends ServiceDefinition<any, any>> = Awaited<ReturnType<S["start"]>>;
