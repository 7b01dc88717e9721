// HTML from a server or a caller that asked for it (messageIsHtml …), sanitized before rendering
// with a sanitizer profile (sanitizer_profile.ts; a message's by default). The sanitizer is checked
// once against a known payload: where the DOM underneath it does not behave as a browser's (some
// test DOMs), the HTML is shown as text rather than trusted.
// The container is marked as an island root (data-island-root, the loader's rule): the loader
// mounts no island on markers inside it, so classes in a message bring nothing to life.
import DOMPurify from "dompurify";
import { useMemo } from "react";
import { MESSAGE_PROFILE, sanitizeWithProfile, type SanitizerProfile } from "./sanitizer_profile";

export const SANITIZED_ROOT = "sanitized-html";

const PROBE = `<b>kept</b><img src="x" onerror="alert(1)"><script>alert(2)</script>`;
let sanitizerWorks: boolean | undefined;

export function isSanitizerWorking(): boolean {
  if (sanitizerWorks === undefined) {
    const out = DOMPurify.isSupported ? DOMPurify.sanitize(PROBE) : "";
    sanitizerWorks = out.includes("<b>kept</b>") && !/onerror|<script/i.test(out);
  }
  return sanitizerWorks;
}

export function sanitizeHtml(html: string, profile: SanitizerProfile = MESSAGE_PROFILE): string | null {
  return isSanitizerWorking() ? sanitizeWithProfile(html, profile) : null;
}

export function SanitizedHtml({ html, className, profile = MESSAGE_PROFILE }: { html: string; className?: string; profile?: SanitizerProfile }) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  if (clean === null) return <div className={className}>{html}</div>;
  return <div className={className} data-island-root={SANITIZED_ROOT} dangerouslySetInnerHTML={{ __html: clean }} />;
}
