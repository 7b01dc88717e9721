// UI of an enhance island shown inside its host, or inside one of its parts, leaving the server
// markup around it untouched.
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useHost } from "../hooks/env";
import type { Part } from "./parts";

export function Portal({ into, children }: { into?: Part<any, any>; children: ReactNode }) {
  const host = useHost();
  const target = into ? into.first() : host;
  return target ? createPortal(children, target) : null;
}
