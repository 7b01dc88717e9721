// Starts a runtime for tests: an env with translations ready, the named core services (the
// localization service stubbed: the test gives the terms), and the overlay root in the document.
import { act } from "react";
import type { Root } from "react-dom/client";
import { createEnv, type Env } from "../../src/runtime/env";
import { mountOverlayRoot, overlayItems } from "../../src/runtime/overlay";
import { Registry } from "../../src/runtime/registry";
import type { ServiceDefinition } from "../../src/runtime/service";
import { enableLazyServices } from "../../src/runtime/lazy_services";
import { ServiceStarter } from "../../src/runtime/start_services";
import { makeTranslate } from "../../src/runtime/translate";
import { serviceTable, registerCoreServices } from "../../src/services";

const localizationStub: ServiceDefinition = { start: () => ({}) };

export async function startRuntime(
  names: string[],
  options: { debug?: string; terms?: Map<string, string> } = {},
): Promise<{ env: Env; root: Root }> {
  const env = createEnv(options.debug ?? "");
  env.setTranslate(makeTranslate(options.terms ?? new Map()));
  const registry = new Registry<ServiceDefinition<any, any>>("test services");
  const services = Object.fromEntries(names.map((name) => [name, name === "localization" ? localizationStub : serviceTable[name]]));
  registerCoreServices(registry, services);
  overlayItems.set([]);
  const starter = new ServiceStarter(env, registry);
  // Islands ask the runtime for the services they use (loadServices): here they have all started.
  enableLazyServices({ env, registry, starter, known: [], importer: async (name) => serviceTable[name] });
  await starter.start();
  let root!: Root;
  await act(async () => {
    root = mountOverlayRoot(env);
  });
  return { env, root };
}
