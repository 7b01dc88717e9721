// The services every page with islands starts with the runtime: the session, server calls, and
// the translations and templates the public site loads first (spec 1 §2). build.mjs finds them in
// the runtime's chunk; every other service of this folder starts on first use.
import { serviceRegistry } from "../runtime/service_registry";
import type { ServiceDefinition } from "../runtime/service";
import { assetsService } from "./assets";
import { localizationService } from "./localization";
import { rpcService } from "./rpc";
import { sessionService } from "./session";
import { templatesService } from "./templates";

export const eagerServices: Record<string, ServiceDefinition<any, any>> = {
  session: sessionService,
  rpc: rpcService,
  assets: assetsService,
  localization: localizationService,
  templates: templatesService,
};

export function registerEagerServices(registry = serviceRegistry): void {
  for (const [name, service] of Object.entries(eagerServices)) if (!registry.contains(name)) registry.add(name, service);
}
