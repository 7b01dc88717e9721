// The question and answer form (spec 3 §5 "Forum"): a required title must not be blank; a required
// body must hold text or an image, else its editor gets a red border and the submit is cancelled;
// the body is written by a rich text editor loaded on demand, sanitized before sending; tags are
// chosen in the tags field. The form is sent without leaving the page (post_submit.ts), once at a
// time, so that a refusal or a fault keeps what was written.
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import {
  attr, attrsOf, browserNavigation, child, defineIsland, defineMarkup, runWrite, useBind, useHost, useSlot, useTranslate, useWriteBusy, useWriteLock, writeOn,
  type IslandProps,
} from "../../src/kit";
import { POST_FAILED, POST_LOST, submitPost } from "./post_submit";
import { forumId } from "./karma_gate";
import type { PostEditor } from "./rich_text_editor";
import { isTagList, tagsValue, type Tag } from "./tag_rules";
import { TagsInput } from "./TagsInput";

export const INVALID_CLASS = "is-invalid";
export const EDITOR_INVALID_CLASS = "border-danger";
export const POST_ERROR_CLASS = "o_wforum_post_error";

const markup = defineMarkup({
  children: {
    title: child.optional('input[name="post_name"]'),
    body: child.optional("textarea.load_editor", { karma: attr.int("data-karma", 0) }),
    tags: child.optional("input.js_select2", { initial: attr.json<Tag[]>("data-init-value", [], isTagList) }),
  },
});

/** The visitor's karma and the karma to create tags, rendered in hidden inputs of the page. */
const karmaOf = (id: string) => attrsOf(document.getElementById(id), { value: attr.number("value", 0) }, "forum.post_form").value;

function PostForm({ parts }: IslandProps<typeof markup>) {
  const form = useHost() as HTMLFormElement;
  const _t = useTranslate();
  const editor = useRef<PostEditor | null>(null);
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const [textarea] = useState(() => parts.body.first<HTMLTextAreaElement>());
  const [tagsField] = useState(() => parts.tags.first<HTMLInputElement>());
  const [karma] = useState(() => karmaOf("karma"));
  const [retagKarma] = useState(() => karmaOf("karma_edit_retag"));
  /** Which required fields the last submit found empty (null before the first submit). */
  const [missing, setMissing] = useState<{ title: boolean; body: boolean } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const messageSlot = useSlot(form, "first", "o_wforum_post_message");
  const tagsSlot = useSlot(tagsField, "after", "o_wforum_tags_host");

  // the editor is named by the field's own label ('Your Answer' on an answer form)
  const label = textarea?.labels?.[0]?.textContent?.trim() || _t("Question");
  // The editor's code (Quill, about 50 KB) arrives when the visitor comes to the field, not with
  // the page: most visits of a question read it and never answer.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (textarea && document.activeElement === textarea) setWanted(true);
  }, [textarea]);
  useEffect(() => {
    if (!textarea || !wanted) return;
    let live = true;
    import("./rich_text_editor").then(({ createPostEditor }) => {
      if (!live) return;
      const focused = document.activeElement === textarea;
      editor.current = createPostEditor(textarea, karma >= parts.body.attrs(textarea).karma, label);
      if (focused) editor.current.focus();
    });
    return () => {
      live = false;
      editor.current?.container.remove();
      textarea.hidden = false;
    };
  }, [textarea, karma, label, wanted, parts]);

  const submit = (event: SubmitEvent) => {
    const title = parts.title.first<HTMLInputElement>();
    const titleMissing = Boolean(title?.required && !title.value.trim());
    let bodyMissing = false;
    if (textarea && editor.current) {
      bodyMissing = textarea.required && !editor.current.hasContent();
      writeOn(editor.current.container, { class: { [EDITOR_INVALID_CLASS]: bodyMissing } });
      const html = editor.current.html();
      if (html !== null) textarea.value = html;
    } else if (textarea) {
      bodyMissing = textarea.required && !textarea.value.trim();
    }
    setMissing({ title: titleMissing, body: bodyMissing && !editor.current });
    event.preventDefault();
    if (titleMissing || bodyMissing) {
      if (titleMissing) title?.focus();
      else if (editor.current) editor.current.focus();
      else textarea?.focus();
      return;
    }
    void runWrite(lock, async (keepLocked) => {
      const outcome = await submitPost(form);
      if (outcome.kind === "posted") {
        keepLocked();
        return browserNavigation.assign(outcome.url);
      }
      setMessage(outcome.kind === "lost" ? _t(POST_LOST) : (outcome.message ?? _t(POST_FAILED)));
    });
  };

  const wake = () => setWanted(true);
  useBind(parts, {
    host: { attr: { "aria-busy": busy ? "true" : null }, on: { submit } },
    title: { class: { [INVALID_CLASS]: missing?.title } },
    body: { class: { [INVALID_CLASS]: missing?.body }, on: { focusin: wake, pointerover: wake, touchstart: wake } },
    tags: { prop: { type: "hidden" } },
  });

  return (
    <>
      {messageSlot && message !== null && createPortal(<div className={`alert alert-danger ${POST_ERROR_CLASS}`} role="alert">{message}</div>, messageSlot)}
      {tagsField && tagsSlot &&
        createPortal(
          <TagsInput
            forumId={forumId() ?? 0}
            mayCreate={karma >= retagKarma}
            karmaNeeded={retagKarma}
            initial={parts.tags.attrs(tagsField).initial}
            onChange={(tags) => (tagsField.value = tagsValue(tags))}
          />,
          tagsSlot,
        )}
    </>
  );
}

export default defineIsland({
  name: "forum.post_form",
  selector: "form.js_wforum_submit_form",
  moment: "load",
  mode: "enhance",
  services: [],
  markup,
  Component: PostForm,
});
