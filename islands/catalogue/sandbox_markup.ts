// A block's markup as an editor pastes it into the catalogue's sandbox: the editor's own markup on
// a demo page, so classes, data attributes, forms and frames stay as written; DOMPurify takes out
// what would run code (scripts, on* handlers, javascript: addresses, srcdoc, plugins). Loaded with
// the first insert, so the catalogue's page does not carry the sanitizer until it is used.
import DOMPurify from "dompurify";

const BLOCK_PROFILE = { ADD_TAGS: ["iframe"], ADD_ATTR: ["target", "allowfullscreen"], FORBID_ATTR: ["srcdoc"] };

/** The markup as nodes of `doc`, without anything that would run code. */
export function sandboxFragment(markup: string, doc: Document = document): DocumentFragment {
  const clean = DOMPurify.sanitize(markup, { ...BLOCK_PROFILE, RETURN_DOM_FRAGMENT: false, RETURN_DOM: false, RETURN_TRUSTED_TYPE: false }) as string;
  const template = doc.createElement("template");
  template.innerHTML = clean;
  return template.content;
}
