// Invoice portal sidebar (spec 2 §2): the embedded invoice view (iframe#invoice_html) is sized to
// its content once loaded and on every window resize, its loading spinner then removed; plus the
// due-date label and the print link.
import { useEffect, useState } from "react";
import { child, defineIsland, defineMarkup, useBind, writeOn, type IslandProps } from "../../src/kit";
import { dueLabelChildren, useDueLabels } from "./sidebar/due_labels";
import { printChildren, usePrintLinks } from "./sidebar/print_link";
import { ServerModals, modalChildren } from "./sidebar/server_modal";

const markup = defineMarkup({
  children: {
    ...dueLabelChildren,
    ...printChildren,
    ...modalChildren,
    frame: child.optional("iframe#invoice_html"),
    frameLoader: child.optional(".o_portal_html_loader"),
  },
});

/**
 * Marks a frame fitted to its document: until then no_layout_shift.css keeps it a screen tall, so
 * that what follows it stays below the fold while its document loads.
 */
export const FRAME_FITTED = "o_portal_html_fitted";

/** Fits the frame to the height of its document's #wrapwrap (set to 0 first, so it can shrink). */
export function fitFrame(frame: HTMLIFrameElement): boolean {
  const content = frame.contentDocument?.getElementById("wrapwrap");
  if (!content) return false;
  writeOn(frame, { class: { [FRAME_FITTED]: true } });
  frame.style.height = "0px";
  frame.style.height = `${content.scrollHeight}px`;
  return true;
}

function InvoiceSidebar({ parts }: IslandProps<typeof markup>) {
  const [fitted, setFitted] = useState(false);
  useDueLabels(parts.timeago);
  usePrintLinks(parts);
  const fit = () => {
    const frame = parts.frame.first<HTMLIFrameElement>();
    if (frame && fitFrame(frame)) setFitted(true);
  };
  useEffect(() => {
    if (parts.frame.first<HTMLIFrameElement>()?.contentDocument?.readyState === "complete") fit();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useBind(parts, {
    frame: { on: { load: fit } },
    window: { on: { resize: fit } },
    frameLoader: { class: { "d-none": fitted || undefined } },
  });
  return <ServerModals {...parts} />;
}

export default defineIsland({
  name: "portal.invoice_sidebar",
  selector: ".o_portal_invoice_sidebar",
  moment: "load",
  mode: "enhance",
  markup,
  Component: InvoiceSidebar,
});
