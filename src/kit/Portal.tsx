// UI of an enhance island shown inside its host, inside one of its parts, or at the end of the
// page's body (a hint or a bar over the page), leaving the server markup around it untouched.
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import { useHost } from "../hooks/use_env";
import type { Part } from "./parts";

export function Portal({ into, children }: { into?: Part<any, any> | "body"; children: ReactNode }) {
  const host = useHost();
  const target = into === "body" ? document.body : into ? into.first() : host;
  return target ? createPortal(children, target) : null;
}
