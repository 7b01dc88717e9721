// The profile editor (spec 2 §2 "Other", §3): the avatar picked shows at once (type and size
// checked first), Clear puts the default picture back and tells the server; the biography is
// edited as rich text (bold, italic, lists): its saved text is read back node by node and written
// back exactly (bio_text.ts), so text such as "<style>" or "<!--" is kept as text.
import { defineIsland, useHost, useHostEvent, useTranslate } from "../../src/kit";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { bioNodes, bioText } from "./bio_text";
import { avatarError } from "./profile_rules";

export const BIO_COMMANDS = [
  { command: "bold", label: "Bold", icon: "fa-bold" },
  { command: "italic", label: "Italic", icon: "fa-italic" },
  { command: "insertUnorderedList", label: "Bulleted list", icon: "fa-list-ul" },
] as const;


function BioEditor({ textarea }: { textarea: HTMLTextAreaElement }) {
  const _t = useTranslate();
  const editor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = editor.current!;
    el.replaceChildren(...bioNodes(document, textarea.value));
    textarea.hidden = true;
    const sync = () => (textarea.value = bioText(el));
    textarea.form?.addEventListener("submit", sync, true);
    return () => {
      textarea.form?.removeEventListener("submit", sync, true);
      textarea.hidden = false;
    };
  }, [textarea]);
  return (
    <div className="o_wprofile_bio_editor_wrap border rounded">
      <div className="btn-toolbar border-bottom p-1 gap-1" role="toolbar" aria-label={_t("Formatting")}>
        {BIO_COMMANDS.map(({ command, label, icon }) => (
          <button key={command} type="button" className="btn btn-sm btn-light" aria-label={_t(label)} title={_t(label)} onMouseDown={(e) => e.preventDefault()} onClick={() => document.execCommand(command)}>
            <i className={`fa ${icon}`} aria-hidden="true" />
          </button>
        ))}
      </div>
      <div ref={editor} className="o_wprofile_bio_editor form-control border-0" style={{ whiteSpace: "pre-wrap" }} contentEditable role="textbox" aria-multiline="true" aria-labelledby={textarea.labels?.[0]?.id || undefined} tabIndex={0} suppressContentEditableWarning />
    </div>
  );
}

function ProfileEditor() {
  const form = useHost();
  const [error, setError] = useState("");
  const preview = useRef<string | null>(null);
  const textarea = form.querySelector<HTMLTextAreaElement>("textarea[name=description]");
  const img = () => form.querySelector<HTMLImageElement>(".o_forum_avatar_img, .o_wprofile_avatar");
  const clearField = () => form.querySelector<HTMLInputElement>("input[name=clear_image]");
  const showPreview = (src: string | null) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = src;
  };
  useEffect(() => () => showPreview(null), []);

  useHostEvent(
    "change",
    (_event, input) => {
      const file = (input as HTMLInputElement).files?.[0];
      if (!file) return;
      const problem = avatarError(file);
      setError(problem ?? "");
      if (problem) {
        (input as HTMLInputElement).value = "";
        return;
      }
      const url = URL.createObjectURL(file);
      showPreview(url);
      img()?.setAttribute("src", url);
      const clear = clearField();
      if (clear) clear.value = "false";
    },
    { selector: "input.o_forum_file_upload" },
  );

  useHostEvent(
    "click",
    () => {
      const input = form.querySelector<HTMLInputElement>("input.o_forum_file_upload");
      if (input) input.value = "";
      showPreview(null);
      const picture = img();
      if (picture?.dataset.defaultSrc) picture.src = picture.dataset.defaultSrc;
      const clear = clearField();
      if (clear) clear.value = "true";
      setError("");
    },
    { selector: ".o_forum_profile_pic_clear" },
  );

  const errorSlot = form.querySelector(".o_forum_profile_pic_edit")?.parentElement;
  return (
    <>
      {textarea && createPortal(<BioEditor textarea={textarea} />, textarea.parentElement!)}
      {error && errorSlot && createPortal(<div className="alert alert-danger py-1 mt-2 small" role="alert">{error}</div>, errorSlot.parentElement!)}
    </>
  );
}

export default defineIsland({
  name: "website.profile_editor",
  selector: ".o_wprofile_editor_form",
  moment: "load",
  mode: "enhance",
  Component: ProfileEditor,
});
