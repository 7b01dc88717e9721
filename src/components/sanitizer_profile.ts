// Sanitizer profiles: what an HTML surface may hold, as one named DOMPurify configuration plus its
// hooks. MESSAGE_PROFILE is what a message may hold (chatter bodies, notifications, and later cart
// lines, dynamic snippets, forum posts, live chat, mail groups): text formatting, lists, tables,
// links and images; no forms or controls, no style sheets or document-level elements, no style
// attribute loading a resource, no srcset or background pointing elsewhere, no data-* attributes
// (they are how islands and scripts find their markers). Remote images load without a Referer and
// links open nothing that could reach back to this page.
import DOMPurify, { type Config, type UponSanitizeAttributeHook } from "dompurify";

export interface SanitizerProfile {
  name: string;
  config: Config;
  /** runs on each attribute before DOMPurify decides (set data.keepAttr = false to drop it) */
  onAttribute?: UponSanitizeAttributeHook;
  /** runs on each element once its attributes are sanitized */
  afterElement?: (element: Element) => void;
}

/** Elements a message never holds, besides DOMPurify's own refusals (script …). */
export const MESSAGE_FORBIDDEN_TAGS = [
  "form", "input", "button", "textarea", "select", "option", "optgroup", "datalist", "fieldset", "output",
  "style", "link", "meta", "base", "title", "iframe", "frame", "frameset", "object", "embed",
  "video", "audio", "source", "track", "picture", "template", "dialog",
];
/** Attributes a message never holds: sources elsewhere than src, and legacy resource loaders. */
export const MESSAGE_FORBIDDEN_ATTRIBUTES = ["srcset", "background", "poster", "ping", "formaction", "action"];

/** A style attribute that could load something (url(), image-set(), @import, escapes hiding one). */
export function styleLoadsResource(style: string): boolean {
  const text = style.replace(/\/\*[\s\S]*?\*\//g, "");
  return /url\s*\(|image-set\s*\(|@import|expression\s*\(|\\/i.test(text);
}

export const NO_REFERRER = "no-referrer";
export const SAFE_LINK_REL = "noopener noreferrer";

export const MESSAGE_PROFILE: SanitizerProfile = {
  name: "message",
  config: {
    // HTML only: no SVG or MathML (their own ways to load resources).
    USE_PROFILES: { html: true },
    FORBID_TAGS: MESSAGE_FORBIDDEN_TAGS,
    FORBID_ATTR: MESSAGE_FORBIDDEN_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    // ids and names cannot take the place of the page's own (#wrapwrap, a modal's id …).
    SANITIZE_NAMED_PROPS: true,
  },
  onAttribute(_node, data) {
    if (data.attrName === "style" && styleLoadsResource(data.attrValue)) data.keepAttr = false;
  },
  afterElement(element) {
    if (element.tagName === "IMG") element.setAttribute("referrerpolicy", NO_REFERRER);
    if (element.tagName === "A" && element.hasAttribute("href")) element.setAttribute("rel", SAFE_LINK_REL);
  },
};

/** Sanitizes `html` with a profile: its hooks are on DOMPurify only for this call. */
export function sanitizeWithProfile(html: string, profile: SanitizerProfile): string {
  const onAttribute = profile.onAttribute;
  const afterElement = profile.afterElement;
  const afterAttributes = afterElement ? (node: Element) => void (node.nodeType === 1 && afterElement(node)) : null;
  if (onAttribute) DOMPurify.addHook("uponSanitizeAttribute", onAttribute);
  if (afterAttributes) DOMPurify.addHook("afterSanitizeAttributes", afterAttributes);
  try {
    return DOMPurify.sanitize(html, { ...profile.config, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false, RETURN_TRUSTED_TYPE: false }) as string;
  } finally {
    if (onAttribute) DOMPurify.removeHook("uponSanitizeAttribute", onAttribute);
    if (afterAttributes) DOMPurify.removeHook("afterSanitizeAttributes", afterAttributes);
  }
}
