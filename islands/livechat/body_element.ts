// An element appended to the body while a component is mounted, as the platform's loader
// appends the chat button and windows to the body (odoo-markup §7).
import { useEffect, useState } from "react";

export function useBodyElement(className: string): HTMLElement | null {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const created = document.createElement("div");
    created.className = className;
    document.body.append(created);
    setElement(created);
    return () => created.remove();
  }, [className]);
  return element;
}
