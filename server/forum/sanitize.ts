// The server's own pass over a post body: the same message profile the browser applies before
// sending (src/components/sanitizer_profile.ts), on a jsdom window, since a request may not come
// from our editor at all.
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { MESSAGE_PROFILE } from "../../src/components/sanitizer_profile";

const purify = createDOMPurify(new JSDOM("").window as unknown as Window & typeof globalThis);
if (MESSAGE_PROFILE.onAttribute) purify.addHook("uponSanitizeAttribute", MESSAGE_PROFILE.onAttribute);
purify.addHook("afterSanitizeAttributes", (node) => void (node.nodeType === 1 && MESSAGE_PROFILE.afterElement?.(node as Element)));

export function sanitizePostBody(html: string): string {
  return purify.sanitize(html, { ...MESSAGE_PROFILE.config, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false, RETURN_TRUSTED_TYPE: false }) as string;
}

/** A body with no text and no image is empty (spec 3 §5 "Forum form"). */
export const bodyIsEmpty = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim() === "";
