// A block's markup as an editor pastes it into the catalogue's sandbox: the editor's own markup on
// a demo page, so it is kept as written except what would run code: <script> elements, on*
// handler attributes, and javascript: addresses.
const CODE_ELEMENTS = "script, noscript, object, embed, base, meta[http-equiv]";
const ADDRESS_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "data"];
const RUNS_CODE = /^\s*(javascript|vbscript|data:text\/html)/i;

export const SANDBOX_EMPTY_MARKUP = "Paste a block's markup first.";

/** The markup as inert nodes (a template's content), without anything that would run code. */
export function sandboxFragment(markup: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement("template");
  template.innerHTML = markup;
  const content = template.content;
  content.querySelectorAll(CODE_ELEMENTS).forEach((el) => el.remove());
  for (const el of content.querySelectorAll("*")) {
    for (const { name, value } of [...el.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith("on") || lower === "srcdoc" || (ADDRESS_ATTRIBUTES.includes(lower) && RUNS_CODE.test(value))) el.removeAttribute(name);
    }
  }
  return content;
}
