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
