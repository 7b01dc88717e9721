// The biography's text as the profile form sends it and the page gives it back (spec 2 §3
// "Profile"): plain text in which only bare formatting tags (BIO_TAGS, the same as the server) are
// formatting, everything else being text (the server escapes it). The editor builds its content
// from it node by node (never parsing it as HTML: a "<style>" or "<!--" typed by a user is text)
// and writes it back the same way. Text that would not come back exactly (an unclosed or misnested
// tag) is shown as it is, without formatting.
import type { SanitizerProfile } from "../../src/components/sanitizer_profile";

export const BIO_TAGS = ["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li"];
export const BIO_PROFILE: SanitizerProfile = { name: "profile-biography", config: { ALLOWED_TAGS: BIO_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true } };

const VOID_TAGS = new Set(["br"]);
/** Elements whose content is not the user's text (pasted or injected): dropped with it. */
const DROPPED = new Set(["script", "style", "template", "noscript", "iframe", "object", "svg", "math", "textarea", "select"]);
const BARE_TAG = new RegExp(`<(/?)(${BIO_TAGS.join("|")})>`, "g");

/** The editor's content for a saved biography: its text and bare formatting tags as nodes. */
export function bioNodes(doc: Document, text: string): Node[] {
  const root = doc.createDocumentFragment();
  const open: { tag: string; node: ParentNode }[] = [{ tag: "", node: root }];
  let last = 0;
  let exact = true;
  const parent = () => open[open.length - 1]!.node;
  for (const match of text.matchAll(BARE_TAG)) {
    if (match.index! > last) parent().append(doc.createTextNode(text.slice(last, match.index)));
    last = match.index! + match[0].length;
    const [, closing, tag] = match as unknown as [string, string, string];
    if (VOID_TAGS.has(tag)) {
      if (closing) exact = false;
      else parent().append(doc.createElement(tag));
    } else if (!closing) {
      const element = doc.createElement(tag);
      parent().append(element);
      open.push({ tag, node: element });
    } else if (open.length > 1 && open[open.length - 1]!.tag === tag) open.pop();
    else exact = false;
  }
  if (last < text.length) parent().append(doc.createTextNode(text.slice(last)));
  // Only a content that gives the same text back is shown formatted.
  if (!exact || open.length > 1 || bioText(root) !== text) return text ? [doc.createTextNode(text)] : [];
  return [...root.childNodes];
}

/** The editor's content as the form sends it: text as typed, formatting as bare tags. */
export function bioText(editor: Node): string {
  let out = "";
  editor.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) out += (node as Text).data;
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).localName;
    if (DROPPED.has(tag)) return;
    // A line the browser's editing made a <div> is a paragraph.
    const kept = tag === "div" ? "p" : BIO_TAGS.includes(tag) ? tag : null;
    if (!kept) out += bioText(node);
    else if (VOID_TAGS.has(kept)) out += `<${kept}>`;
    else out += `<${kept}>${bioText(node)}</${kept}>`;
  });
  return out;
}
