// Services that do not start with the runtime start on first use (docs/architecture.md "The path
// of a page"): the island declares them (`services` in its definition) and the runtime loads them,
// with the services they depend on, before the island's first render; a service asked for with
// useService() without being declared is loaded then, the island waiting for it. Loaded
// definitions join the service registry together and the starter starts them as it starts any
// service registered later: dependency order, async batches, the same errors (spec 1 §4).
import type { Env } from "./env";
import type { OrderedRegistry } from "./ordered_registry";
import type { ServiceDefinition } from "./service";
import type { ServiceStarter } from "./start_services";

export type ServiceImporter = (name: string) => Promise<ServiceDefinition<any, any>>;

export interface LazySetup {
  env: Env;
  registry: OrderedRegistry<ServiceDefinition<any, any>>;
  starter: ServiceStarter;
  /** every service that can be loaded (build.mjs lists src/services) */
  known: readonly string[];
  importer: ServiceImporter;
}

let setup: LazySetup | null = null;
const loading = new Map<string, Promise<void>>();
/** Definitions that arrived with an island's file (build.mjs): no request of their own. */
const provided = new Map<string, ServiceDefinition<any, any>>();

/** Services whose code is already in the browser, by name: loading one then imports nothing. */
export function provideServices(definitions: Record<string, ServiceDefinition<any, any>> = {}): void {
  for (const [name, definition] of Object.entries(definitions)) provided.set(name, definition);
}

export function enableLazyServices(options: LazySetup): void {
  setup = options;
  loading.clear();
  provided.clear();
}

const isStarted = (name: string) => !!setup && name in setup.env.services;

/** True when the service is started or can be loaded. */
export function isServiceAvailable(name: string): boolean {
  return isStarted(name) || (!!setup && (setup.known.includes(name) || setup.registry.contains(name)));
}

function unstarted(name: string): Error {
  const value = setup?.env.services[name];
  return new Error(value instanceof Error ? `Service "${name}" failed to start: ${value.message}` : `Service "${name}" could not be started`);
}

async function loadBatch({ env, registry, starter, known, importer }: LazySetup, names: string[]): Promise<void> {
  const definitions = new Map<string, ServiceDefinition<any, any>>();
  // A name no service has is left to the starter, whose error names it (spec 1 §4).
  const wanted = (name: string) => known.includes(name) && !definitions.has(name) && !(name in env.services) && !registry.contains(name);
  // The services, then the ones their definitions depend on (an island's declared services and
  // their dependencies are already in the browser: its file imports them).
  for (let round = [...new Set(names.filter(wanted))]; round.length; ) {
    const loaded = await Promise.all(round.map(async (name) => [name, provided.get(name) ?? (await importer(name))] as const));
    loaded.forEach(([name, definition]) => definitions.set(name, definition));
    round = [...new Set(loaded.flatMap(([, definition]) => (definition.dependencies ?? []).filter(wanted)))];
  }
  for (const [name, definition] of definitions) if (!registry.contains(name)) registry.add(name, definition);
  await starter.startRegistered();
  const failed = names.find((name) => !(name in env.services) || env.services[name] instanceof Error);
  if (failed) throw unstarted(failed);
}

/**
 * Loads and starts the named services (and what they depend on) unless they run already. The
 * same promise serves every caller until it settles; a failed load can be tried again.
 */
export function loadServices(names: string[]): Promise<void> {
  const missing = names.filter((name) => !isStarted(name));
  if (!missing.length) return Promise.resolve();
  if (!setup) return Promise.reject(new Error(`Services ${missing.join(", ")} are not available: the runtime has not started`));
  const key = [...missing].sort().join(",");
  let promise = loading.get(key);
  if (!promise) {
    // One promise while pending (React's use() needs the same one across renders); forgotten once
    // settled, so that a failed load can be tried again.
    promise = loadBatch(setup, missing).finally(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}
