// HTML from a server or a caller that asked for it (messageIsHtml …), sanitized before rendering.
import DOMPurify from "dompurify";
import { useMemo } from "react";

export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
