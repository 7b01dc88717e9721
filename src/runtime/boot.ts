// The runtime chunk, loaded by the loader on the first island of a page: it builds the env,
// starts the services and the overlay root once, then mounts islands.
import { registerCoreServices } from "../services";
import { createEnv, type Env } from "./env";
import type { IslandDefinition } from "./island";
import { mountIsland as mountWithEnv } from "./mount";
import { mountOverlayRoot } from "./overlay";
import { serviceRegistry } from "./registries";
import { startServices } from "./start_services";

let booting: Promise<Env> | null = null;

function readDebug(): string {
  const fromUrl = new URLSearchParams(window.location.search).get("debug");
  return fromUrl ?? (window as any).odoo?.debug ?? "";
}

export function boot(): Promise<Env> {
  return (booting ??= (async () => {
    performance.mark?.("islands:runtime-start");
    const env = createEnv(readDebug());
    registerCoreServices();
    await startServices(env, serviceRegistry);
    mountOverlayRoot(env);
    performance.mark?.("islands:runtime-ready");
    Object.assign((window as any).islands ?? {}, { env });
    return env;
  })());
}

export async function mountIsland(definition: IslandDefinition<any>, host: HTMLElement): Promise<() => void> {
  return mountWithEnv(await boot(), definition, host);
}

// The island toolkit, re-exported so that it lives in the runtime's chunk: an island's chunk then
// imports one file that the loader has already preloaded, instead of small chunks of its own.
export { defineIsland } from "./island";
export { useEnv, useHost, useTranslate } from "../hooks/env";
export { useHostEvent } from "../hooks/use_host_event";
export { useService } from "../hooks/use_service";
export { addButtonLoadingEffect } from "../components/button_loading";
