import { use } from "react";
import { isServiceAvailable, loadServices } from "../runtime/lazy_services";
import { useEnv } from "./env";

/**
 * A started service by name. A service that starts on first use and is not running yet is
 * loaded now, the component waiting for it (islands declare such services in `services` so that
 * they load with the island instead). Throws a clear error if it is unknown or failed to start.
 */
export function useService<T = any>(name: string): T {
  const services = useEnv().services;
  if (!(name in services) && isServiceAvailable(name)) use(loadServices([name]));
  if (!(name in services)) throw new Error(`Service "${name}" is not available`);
  const service = services[name];
  if (service instanceof Error) throw new Error(`Service "${name}" failed to start: ${service.message}`);
  return service as T;
}
