// Invoice portal sidebar (spec 2 §2): the embedded invoice view (iframe#invoice_html) is sized to
// its content once loaded and on every window resize, its loading spinner then removed; plus the
// due-date label and the print link.
import { useEffect } from "react";
import { useHost } from "../../src/hooks/env";
import { defineIsland } from "../../src/runtime/island";
import { useDueLabels } from "./sidebar/due_labels";
import { usePrintLinks } from "./sidebar/print_link";
import { ServerModals } from "./sidebar/server_modal";

export const INVOICE_FRAME = "iframe#invoice_html";
export const FRAME_LOADER = ".o_portal_html_loader";

/** Fits the frame to the height of its document's #wrapwrap (set to 0 first, so it can shrink). */
export function fitFrame(frame: HTMLIFrameElement): boolean {
  const content = frame.contentDocument?.querySelector<HTMLElement>("div#wrapwrap");
  if (!content) return false;
  frame.style.height = "0px";
  frame.style.height = `${content.scrollHeight}px`;
  return true;
}

function InvoiceSidebar() {
  const host = useHost();
  useDueLabels(host);
  usePrintLinks();
  useEffect(() => {
    const frame = host.querySelector<HTMLIFrameElement>(INVOICE_FRAME);
    if (!frame) return;
    const fit = () => {
      if (!fitFrame(frame)) return;
      host.querySelector(FRAME_LOADER)?.classList.add("d-none");
    };
    if (frame.contentDocument?.readyState === "complete") fit();
    frame.addEventListener("load", fit);
    window.addEventListener("resize", fit);
    return () => {
      frame.removeEventListener("load", fit);
      window.removeEventListener("resize", fit);
    };
  }, [host]);
  return <ServerModals />;
}

export default defineIsland({
  name: "portal.invoice_sidebar",
  selector: ".o_portal_invoice_sidebar",
  moment: "load",
  mode: "enhance",
  Component: InvoiceSidebar,
});
