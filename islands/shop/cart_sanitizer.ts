// What the server's cart html (cart lines, summary, popover) may hold once sanitized: the
// message profile's formatting plus the quantity inputs and the data attributes the cart binds
// to; never a form, script, style sheet or event handler.
import type { SanitizerProfile } from "../../src/components/sanitizer_profile";
import { sanitizeHtml } from "../../src/components/sanitized_html";

const CART_DATA = ["data-line-id", "data-product-id", "data-min", "data-max"];

export const CART_PROFILE: SanitizerProfile = {
  name: "shop cart",
  config: {
    USE_PROFILES: { html: true },
    ADD_TAGS: ["input"],
    FORBID_TAGS: ["form", "button", "textarea", "select", "style", "link", "meta", "base", "iframe", "object", "embed", "template", "script"],
    FORBID_ATTR: ["srcset", "formaction", "action", "ping", "style"],
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: [...CART_DATA, "inputmode"],
  },
  afterElement(element) {
    if (element.tagName === "INPUT") {
      const type = element.getAttribute("type") ?? "text";
      if (!["text", "number", "hidden"].includes(type)) element.setAttribute("type", "text");
    }
    if (element.tagName === "A") {
      const href = element.getAttribute("href") ?? "";
      if (href && !href.startsWith("/") && !href.startsWith("#")) element.setAttribute("href", "#");
    }
  },
};

/** Sanitized cart html, or null when the page cannot sanitize (then it is not shown). */
export function sanitizeCartHtml(html: string): string | null {
  return sanitizeHtml(html, CART_PROFILE);
}
