// Renders an enhance island's UI inside its host (or inside an element of it), leaving the
// server markup around it untouched.
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useHost } from "../hooks/use_env";

export function HostPortal({ selector, children }: { selector?: string; children: ReactNode }) {
  const host = useHost();
  const target = selector ? host.querySelector(selector) : host;
  return target ? createPortal(children, target) : null;
}
