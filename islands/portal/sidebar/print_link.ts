// Print links of the portal sidebars: the document (a PDF) loads in a hidden iframe that is
// printed once loaded; a second click prints it again without reloading it.
import { child, useBind, useHost, type Part } from "../../../src/kit";

export const PRINT_FRAME_ID = "print_iframe_content";
export const printChildren = {
  printLink: child.optional(".o_portal_invoice_print"),
  printFrame: child.optional("iframe#print_iframe_content"),
};

function printFrame(frame: HTMLIFrameElement, href: string): void {
  try {
    frame.contentWindow!.print();
  } catch {
    window.open(href, "_blank");
  }
}

export function usePrintLinks({ printLink, printFrame: printed }: { printLink: Part; printFrame: Part }): void {
  const host = useHost();
  const print = (event: Event, link: HTMLElement) => {
    event.preventDefault();
    const href = link.getAttribute("href") ?? "";
    let frame = printed.first<HTMLIFrameElement>();
    if (frame && frame.getAttribute("src") === href) return printFrame(frame, href);
    frame?.remove();
    frame = document.createElement("iframe");
    frame.id = PRINT_FRAME_ID;
    frame.src = href;
    frame.title = link.textContent?.trim() ?? "";
    frame.style.display = "none";
    frame.addEventListener("load", () => printFrame(frame!, href), { once: true });
    host.append(frame);
  };
  useBind({ printLink }, { printLink: { on: { click: print } } });
}
