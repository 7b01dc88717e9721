// The post editor (spec 3 §5, §9 "Forum"): Quill, loaded only on pages with a post form, 350 px
// high, links and images only for users with the editor's karma; what it gives is sanitized with
// the message profile before it goes into the form.
import Quill from "quill";
import { sanitizeHtml } from "../../src/components/sanitize";
import { child, findIn } from "../../src/kit";

export const EDITOR_HEIGHT = 350;
export const QUILL_STYLESHEET = "/web/static/lib/quill/quill.snow.css";
const STYLESHEET = child.optional('link[href="/web/static/lib/quill/quill.snow.css"]');

export interface PostEditor {
  /** The sanitized HTML, or null if the sanitizer cannot run here (the server sanitizes anyway). */
  html(): string | null;
  /** Text or an image (spec 3 §5). */
  hasContent(): boolean;
  container: HTMLElement;
  /** Puts the caret in the editor (the visitor was in the field it replaces). */
  focus(): void;
}

function addStylesheet() {
  if (findIn(STYLESHEET, document).length) return;
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: QUILL_STYLESHEET });
  document.head.append(link);
}

export function toolbarFor(allowMedia: boolean): unknown[] {
  const basics = [["bold", "italic", "underline"], [{ list: "ordered" }, { list: "bullet" }], ["blockquote", "code-block"]];
  return allowMedia ? [...basics, ["link", "image"]] : basics;
}

export function createPostEditor(textarea: HTMLTextAreaElement, allowMedia: boolean, label: string): PostEditor {
  addStylesheet();
  const container = document.createElement("div");
  container.className = "o_wforum_editor";
  container.style.height = `${EDITOR_HEIGHT}px`;
  textarea.after(container);
  textarea.hidden = true;
  const quill = new Quill(container, {
    theme: "snow",
    modules: { toolbar: toolbarFor(allowMedia) },
    formats: allowMedia ? undefined : ["bold", "italic", "underline", "list", "blockquote", "code-block"],
  });
  if (textarea.value.trim()) quill.clipboard.dangerouslyPasteHTML(sanitizeHtml(textarea.value) ?? "");
  quill.root.setAttribute("aria-label", label);
  quill.root.setAttribute("role", "textbox");
  quill.root.setAttribute("aria-multiline", "true");
  return {
    container,
    focus: () => quill.focus(),
    html: () => sanitizeHtml(quill.getSemanticHTML()),
    hasContent: () => quill.getText().trim() !== "" || quill.getContents().ops.some((op) => typeof op.insert === "object" && op.insert !== null && "image" in op.insert),
  };
}
