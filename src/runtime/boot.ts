// The runtime chunk, loaded by the loader on the first island of a page: it builds the env,
// starts the services every island page needs (src/services/eager.ts), catches uncaught errors
// until the error service has loaded, then mounts islands, loading the other services they
// declare first (runtime/lazy_services.ts).
import { registerEagerServices } from "../services/eager";
import { createEnv, type Env } from "./env";
import { catchErrorsUntilErrorService } from "./error_catcher";
import type { AnyIslandDefinition } from "./island";
import { enableLazyServices, loadServices, provideServices } from "./lazy_services";
import type { ServiceDefinition } from "./service";
import { mountIsland as mountWithEnv } from "./mount";
import { hasWhatItNeeds, reportMissingGlobals } from "./page_globals";
import { setOverlayEnv } from "./overlay_env";
import { serviceRegistry } from "./service_registry";
import { ServiceStarter } from "./start_services";

declare const __SERVICE_NAMES__: string | undefined;

let booting: Promise<Env> | null = null;

function readDebug(): string {
  const fromUrl = new URLSearchParams(window.location.search).get("debug");
  return fromUrl ?? (window as any).odoo?.debug ?? "";
}

/** dist/services/<name>.js, next to the runtime's folder (dist/runtime, dist/chunks). */
const importService = async (name: string) =>
  (await import(/* @vite-ignore */ new URL(`../services/${name}.js`, import.meta.url).href)).default;

export function boot(): Promise<Env> {
  return (booting ??= (async () => {
    performance.mark?.("islands:runtime-start");
    reportMissingGlobals();
    const env = createEnv(readDebug());
    registerEagerServices();
    const starter = new ServiceStarter(env, serviceRegistry);
    enableLazyServices({ env, registry: serviceRegistry, starter, importer: importService, known: typeof __SERVICE_NAMES__ === "string" ? __SERVICE_NAMES__.split(",") : [] });
    catchErrorsUntilErrorService(env);
    setOverlayEnv(env);
    await starter.start();
    performance.mark?.("islands:runtime-ready");
    Object.assign((window as any).islands ?? {}, { env, loadServices });
    return env;
  })());
}

/** services: the definitions of the services the island declares, exported by its file (build.mjs). */
export async function mountIsland(definition: AnyIslandDefinition, host: HTMLElement, services?: Record<string, ServiceDefinition<any, any>>): Promise<() => void> {
  const env = await boot();
  if (!hasWhatItNeeds(definition)) return () => {};
  provideServices(services);
  await loadServices(definition.services ?? []);
  return mountWithEnv(env, definition, host);
}

// The island toolkit, re-exported so that it lives in the runtime's chunk: an island's chunk then
// imports one file that the loader has already preloaded, instead of small chunks of its own.
export { defineIsland } from "./island";
export { useEnv, useHost, useTranslate } from "../hooks/use_env";
export { useService } from "../hooks/use_service";
// useBind too: bind mode's islands share its declarations (kit/bind_core.ts) with the runtime, in
// a chunk of their own beside it; useBind in here saves React pages the file it had apart.
export { useBind } from "../kit/bind";
