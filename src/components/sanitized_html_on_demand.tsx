// SanitizedHtml for surfaces that rarely carry HTML (notifications, effects): the sanitizer's code
// loads the first time one does; until it has come, the container stays empty.
import { useEffect, useMemo, useState } from "react";
import { CleanHtml } from "./clean_html";

type Sanitizer = typeof import("./sanitize");
let loading: Promise<Sanitizer> | null = null;
let loaded: Sanitizer | null = null;

export function SanitizedHtmlOnDemand({ html, className }: { html: string; className?: string }) {
  const [sanitizer, setSanitizer] = useState(loaded);
  useEffect(() => {
    if (sanitizer) return;
    let live = true;
    (loading ??= import("./sanitize")).then(
      (module) => live && setSanitizer((loaded = module)),
      () => live && setSanitizer({ sanitizeHtml: () => null, isSanitizerWorking: () => false }),
    );
    return () => void (live = false);
  }, [sanitizer]);
  const clean = useMemo(() => (sanitizer ? sanitizer.sanitizeHtml(html) : null), [html, sanitizer]);
  if (!sanitizer) return <div className={className} aria-busy="true" />;
  return <CleanHtml clean={clean} html={html} className={className} />;
}
