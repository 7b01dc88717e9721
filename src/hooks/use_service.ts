import { use } from "react";
import { isServiceAvailable, loadServices } from "../runtime/lazy_services";
import { useEnv } from "./use_env";

/** What use() is given for a service already running: React reads it as settled, no suspension. */
const STARTED = { status: "fulfilled", value: undefined, then() {} } as unknown as PromiseLike<void>;

/**
 * A started service by name. A service that starts on first use and is not running yet is
 * loaded now, the component waiting for it (islands declare such services in `services` so that
 * they load with the island instead). Throws a clear error if it is unknown or failed to start.
 */
export function useService<T = any>(name: string): T {
  const services = useEnv().services;
  // use() is called on every render, started or not: React replays a component whose data
  // arrived during a sliced render, and a replay that skips the use() it suspended on puts the
  // hooks after it on the wrong footing (React error 467).
  use(!(name in services) && isServiceAvailable(name) ? loadServices([name]) : STARTED);
  if (!(name in services)) throw new Error(`Service "${name}" is not available`);
  const service = services[name];
  if (service instanceof Error) throw new Error(`Service "${name}" failed to start: ${service.message}`);
  return service as T;
}
