import { useCallback } from "react";
import { loadServices } from "../runtime/lazy_services";
import { useEnv } from "./use_env";

/**
 * A service that a component uses only in its handlers (a notification after a failure, an upload
 * once a file is chosen): it loads on first call, so the component's first render and the page's
 * weight do not wait for it.
 */
export function useServiceLater<T = any>(name: string): () => Promise<T> {
  const env = useEnv();
  return useCallback(() => loadServices([name]).then(() => env.services[name] as T), [env, name]);
}
