import { useEnv } from "./env";

/** A started service by name; throws a clear error if it is missing or failed to start. */
export function useService<T = any>(name: string): T {
  const services = useEnv().services;
  if (!(name in services)) throw new Error(`Service "${name}" is not available`);
  const service = services[name];
  if (service instanceof Error) throw new Error(`Service "${name}" failed to start: ${service.message}`);
  return service as T;
}
