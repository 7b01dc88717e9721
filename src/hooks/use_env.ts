import { useContext } from "react";
import { EnvContext, HostContext } from "../runtime/context";
import type { Env } from "../runtime/env";

export function useEnv(): Env {
  const env = useContext(EnvContext);
  if (!env) throw new Error("useEnv() is only available inside an island or the overlay root");
  return env;
}

/** The island's host element (the element its marker matched). */
export function useHost<T extends HTMLElement = HTMLElement>(): T {
  const host = useContext(HostContext);
  if (!host) throw new Error("useHost() is only available inside an island");
  return host as T;
}

/** The translation function of the page (env._t). */
export function useTranslate() {
  return useEnv()._t;
}
