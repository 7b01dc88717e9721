// The cart popover's box, loaded on first open (its positioning and sanitizer stay off the pages
// until a visitor hovers the cart): placed under the cart link, the server's html sanitized.
import { autoUpdate, computePosition, flip, offset, shift } from "@floating-ui/react";
import { useEffect, useRef } from "react";
import { sanitizeCartHtml } from "./cart_sanitizer";

export type PopoverContent = { html: string } | { error: string } | null;

export default function CartPopoverView(props: {
  anchor: HTMLElement;
  content: PopoverContent;
  label: string;
  loadingLabel: string;
  className: string;
  onEnter: () => void;
  onLeave: () => void;
}) {
  const { anchor, content } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    return autoUpdate(anchor, node, () => {
      void computePosition(anchor, node, { placement: "bottom-end", middleware: [offset(6), flip(), shift({ padding: 8 })] }).then(({ x, y }) => {
        Object.assign(node.style, { left: `${Math.round(x)}px`, top: `${Math.round(y)}px` });
      });
    });
  }, [anchor, content]);
  const clean = content && "html" in content ? sanitizeCartHtml(content.html) : null;
  return (
    <div ref={box} className={props.className} role="dialog" aria-label={props.label} style={{ left: 0, top: 0 }} onMouseEnter={props.onEnter} onMouseLeave={props.onLeave}>
      {content === null && <span className="fa fa-spinner fa-spin" role="status" aria-label={props.loadingLabel} />}
      {content && "error" in content && <div className="alert alert-danger mb-0" role="alert">{content.error}</div>}
      {clean !== null && <div data-island-root="sanitized-html" dangerouslySetInnerHTML={{ __html: clean }} />}
    </div>
  );
}
