// Stored HTML (message bodies written as HTML) sanitized before a page holds it: the server puts
// it in the page as markup, where no island could clean it before it runs. sanitize-html keeps a
// message's formatting, links (http, https, mailto; opened without referrer) and quote markers,
// and drops scripts, handlers, styles and every other attribute.
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "b", "strong", "i", "em", "u", "s", "a", "blockquote", "div", "span", "ul", "ol", "li", "pre", "code"],
  allowedAttributes: { a: ["href", "rel", "target"], blockquote: ["data-o-mail-quote"], div: ["data-o-mail-quote"], span: ["data-o-mail-quote"] },
  allowedSchemes: ["http", "https", "mailto"],
  disallowedTagsMode: "discard",
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer", target: "_blank" }) },
};

export function sanitizeStoredHtml(html: unknown): string {
  return sanitizeHtml(String(html ?? ""), OPTIONS);
}
