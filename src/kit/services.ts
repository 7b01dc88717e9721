// Services by name, typed from the services' own definitions: `useService("rpc")` is an RPC.
import { useService as useAnyService } from "../hooks/use_service";
import type { Services } from "../services/index";

export type { Services };
export type ServiceName = keyof Services;

export function useService<K extends ServiceName>(name: K): Services[K] {
  return useAnyService<Services[K]>(name);
}
