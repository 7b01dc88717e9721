import { createContext } from "react";
import type { Env } from "./env";

export const EnvContext = createContext<Env | null>(null);
export const HostContext = createContext<HTMLElement | null>(null);
