// Print links of the portal sidebars: the document (a PDF) loads in a hidden iframe that is
// printed once loaded; a second click prints it again without reloading it.
import { useHost } from "../../../src/hooks/env";
import { useHostEvent } from "../../../src/hooks/use_host_event";

export const PRINT_LINK = ".o_portal_invoice_print";
export const PRINT_FRAME_ID = "print_iframe_content";

function printFrame(frame: HTMLIFrameElement, href: string): void {
  try {
    frame.contentWindow!.print();
  } catch {
    window.open(href, "_blank");
  }
}

export function usePrintLinks(): void {
  const host = useHost();
  useHostEvent(
    "click",
    (event, link) => {
      event.preventDefault();
      const href = link.getAttribute("href") ?? "";
      let frame = host.querySelector<HTMLIFrameElement>(`#${PRINT_FRAME_ID}`);
      if (frame && frame.getAttribute("src") === href) return printFrame(frame, href);
      frame?.remove();
      frame = document.createElement("iframe");
      frame.id = PRINT_FRAME_ID;
      frame.src = href;
      frame.title = link.textContent?.trim() ?? "";
      frame.style.display = "none";
      frame.addEventListener("load", () => printFrame(frame!, href), { once: true });
      host.append(frame);
    },
    { selector: PRINT_LINK },
  );
}
