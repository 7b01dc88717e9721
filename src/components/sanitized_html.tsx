// HTML from a server or a caller that asked for it, sanitized before rendering (sanitize.ts).
import { useMemo } from "react";
import { CleanHtml } from "./clean_html";
import { sanitizeHtml } from "./sanitize";
import { MESSAGE_PROFILE, type SanitizerProfile } from "./sanitizer_profile";

export { SANITIZED_ROOT } from "./clean_html";
export { isSanitizerWorking, sanitizeHtml } from "./sanitize";

export function SanitizedHtml({ html, className, profile = MESSAGE_PROFILE }: { html: string; className?: string; profile?: SanitizerProfile }) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  return <CleanHtml clean={clean} html={html} className={className} />;
}
