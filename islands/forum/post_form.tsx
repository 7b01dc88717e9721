// The question and answer form (spec 3 §5 "Forum"): a required title must not be blank; a required
// body must hold text or an image, else its editor gets a red border and the submit is cancelled;
// the body is written by a rich text editor loaded on demand, sanitized before sending; tags are
// chosen in the tags field. The form is sent without leaving the page (post_submit.ts), once at a
// time, so that a refusal or a fault keeps what was written.
import { browserNavigation, defineIsland, useHost, useHostEvent, useTranslate } from "../../src/kit";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { runWrite } from "../../src/kit";
import { useWriteLock } from "../../src/kit";
import { POST_FAILED, POST_LOST, submitPost } from "./post_submit";
import { forumId } from "./karma_gate";
import type { PostEditor } from "./rich_text_editor";
import { isTagList, tagsValue, type Tag } from "./tag_rules";
import { TagsInput } from "./TagsInput";

export const INVALID_CLASS = "is-invalid";
export const EDITOR_INVALID_CLASS = "border-danger";
export const POST_ERROR_CLASS = "o_wforum_post_error";
const TAGS_HOST = "o_wforum_tags_host";

const numberOf = (element: Element | null) => Number((element as HTMLInputElement | null)?.value ?? 0) || 0;

function initialTags(input: HTMLInputElement | null): Tag[] {
  try {
    const value = JSON.parse(input?.dataset.initValue ?? "[]");
    return isTagList(value) ? value : [];
  } catch {
    return [];
  }
}

function PostForm() {
  const form = useHost() as HTMLFormElement;
  const _t = useTranslate();
  const editor = useRef<PostEditor | null>(null);
  const textarea = form.querySelector<HTMLTextAreaElement>("textarea.load_editor");
  const tagsField = form.querySelector<HTMLInputElement>("input.js_select2");
  const karma = numberOf(document.getElementById("karma"));
  const lock = useWriteLock();

  /** The form's one message (a refusal or a fault), above its fields; null removes it. */
  const say = (text: string | null) => {
    form.querySelector(`.${POST_ERROR_CLASS}`)?.remove();
    if (text === null) return;
    const alert = Object.assign(document.createElement("div"), { className: `alert alert-danger ${POST_ERROR_CLASS}`, textContent: text });
    alert.setAttribute("role", "alert");
    form.prepend(alert);
  };

  // the editor is named by the field's own label ('Your Answer' on an answer form)
  const label = textarea?.labels?.[0]?.textContent?.trim() || _t("Question");
  // The editor's code (Quill, about 50 KB) arrives when the visitor comes to the field, not with
  // the page: most visits of a question read it and never answer.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!textarea) return;
    const wake = () => setWanted(true);
    const events = ["focusin", "pointerover", "touchstart"] as const;
    for (const type of events) textarea.addEventListener(type, wake, { passive: true });
    if (document.activeElement === textarea) wake();
    return () => events.forEach((type) => textarea.removeEventListener(type, wake));
  }, [textarea]);
  useEffect(() => {
    if (!textarea || !wanted) return;
    let live = true;
    import("./rich_text_editor").then(({ createPostEditor }) => {
      if (!live) return;
      const focused = document.activeElement === textarea;
      editor.current = createPostEditor(textarea, karma >= Number(textarea.dataset.karma ?? 0), label);
      if (focused) editor.current.focus();
    });
    return () => {
      live = false;
      editor.current?.container.remove();
      textarea.hidden = false;
    };
  }, [textarea, karma, label, wanted]);

  // The tags field's own box, next to the field that keeps the value the form sends.
  const [tagsHost] = useState(() => {
    if (!tagsField) return null;
    const host = Object.assign(document.createElement("div"), { className: TAGS_HOST });
    tagsField.after(host);
    tagsField.type = "hidden";
    return host;
  });
  useEffect(() => () => tagsHost?.remove(), [tagsHost]);

  useHostEvent("submit", (event) => {
    const title = form.querySelector<HTMLInputElement>('input[name="post_name"]');
    const titleMissing = Boolean(title?.required && !title.value.trim());
    title?.classList.toggle(INVALID_CLASS, titleMissing);
    let bodyMissing = false;
    if (textarea && editor.current) {
      bodyMissing = textarea.required && !editor.current.hasContent();
      editor.current.container.classList.toggle(EDITOR_INVALID_CLASS, bodyMissing);
      const html = editor.current.html();
      if (html !== null) textarea.value = html;
    } else if (textarea) {
      bodyMissing = textarea.required && !textarea.value.trim();
      textarea.classList.toggle(INVALID_CLASS, bodyMissing);
    }
    event.preventDefault();
    if (titleMissing || bodyMissing) {
      (titleMissing ? title : editor.current?.container.querySelector<HTMLElement>(".ql-editor") ?? textarea)?.focus();
      return;
    }
    void runWrite(lock, async (keepLocked) => {
      form.setAttribute("aria-busy", "true");
      try {
        const outcome = await submitPost(form);
        if (outcome.kind === "posted") {
          keepLocked();
          return browserNavigation.assign(outcome.url);
        }
        say(outcome.kind === "lost" ? _t(POST_LOST) : (outcome.message ?? _t(POST_FAILED)));
      } finally {
        form.removeAttribute("aria-busy");
      }
    });
  });

  if (!tagsField || !tagsHost) return null;
  return createPortal(
      <TagsInput
        forumId={forumId() ?? 0}
        mayCreate={karma >= numberOf(document.getElementById("karma_edit_retag"))}
        karmaNeeded={numberOf(document.getElementById("karma_edit_retag"))}
        initial={initialTags(tagsField)}
        onChange={(tags) => (tagsField.value = tagsValue(tags))}
      />,
    tagsHost,
  );
}

export default defineIsland({
  name: "forum.post_form",
  selector: "form.js_wforum_submit_form",
  moment: "load",
  mode: "enhance",
  services: [],
  Component: PostForm,
});
