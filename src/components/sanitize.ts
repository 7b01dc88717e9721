// Sanitizing HTML with a profile (sanitizer_profile.ts; a message's by default), without React, so
// that pages which only sometimes show HTML can load it on demand. The sanitizer is checked once
// against a known payload: where the DOM underneath it does not behave as a browser's (some test
// DOMs), null is returned and the caller shows the HTML as text rather than trusting it.
import DOMPurify from "dompurify";
import { MESSAGE_PROFILE, sanitizeWithProfile, type SanitizerProfile } from "./sanitizer_profile";

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
