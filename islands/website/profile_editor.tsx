// The profile editor (spec 2 §2 "Other", §3): the avatar picked shows at once (type and size
// checked first), Clear puts the default picture back and tells the server; the biography is
// edited as rich text, its saved text read and written back exactly (bio_text.ts).
import { useEffect, useRef, useState, type RefObject } from "react";
import { createPortal } from "react-dom";
import { attr, child, defineIsland, defineMarkup, useBind, useTranslate, type IslandProps } from "../../src/kit";
import { bioNodes, bioText } from "./bio_text";

// the profile picture a user may pick: the types and size the server keeps
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"];
export const MAX_AVATAR_BYTES = 1_000_000;
export const AVATAR_TOO_BIG = "The picture is too big (1 MB at most).";
export const AVATAR_BAD_TYPE = "The picture must be a PNG, JPEG, GIF or WebP image.";

export function avatarError(file: { type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return AVATAR_BAD_TYPE;
  return file.size > MAX_AVATAR_BYTES ? AVATAR_TOO_BIG : null;
}

const BIO_COMMANDS = [
  { command: "bold", label: "Bold", icon: "fa-bold" },
  { command: "italic", label: "Italic", icon: "fa-italic" },
  { command: "insertUnorderedList", label: "Bulleted list", icon: "fa-list-ul" },
] as const;

const markup = defineMarkup({
  children: {
    bio: child.optional("textarea[name=description]"),
    picture: child.optional(".o_forum_avatar_img, .o_wprofile_avatar", { defaultSrc: attr.string("data-default-src") }),
    upload: child.optional("input.o_forum_file_upload"),
    clearImage: child.optional("input[name=clear_image]"),
    clearButton: child.optional(".o_forum_profile_pic_clear"),
    pictureEdit: child.optional(".o_forum_profile_pic_edit"),
  },
});

function BioEditor({ textarea, editor }: { textarea: HTMLTextAreaElement; editor: RefObject<HTMLDivElement | null> }) {
  const _t = useTranslate();
  useEffect(() => editor.current!.replaceChildren(...bioNodes(document, textarea.value)), [textarea, editor]);
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

function ProfileEditor({ parts }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  const [error, setError] = useState("");
  /** the picture shown: a picked file's preview, the default one once cleared, else the server's */
  const [picture, setPicture] = useState<{ src: string; cleared: boolean } | null>(null);
  const editor = useRef<HTMLDivElement>(null);
  const preview = useRef<string | null>(null);
  const showPreview = (src: string | null) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = src;
  };
  useEffect(() => () => showPreview(null), []);
  const [textarea] = useState(() => parts.bio.first<HTMLTextAreaElement>());

  const pick = (_event: Event, element: HTMLElement) => {
    const input = element as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const problem = avatarError(file);
    setError(problem ? _t(problem) : "");
    if (problem) return void (input.value = "");
    const url = URL.createObjectURL(file);
    showPreview(url);
    setPicture({ src: url, cleared: false });
  };
  const clear = () => {
    const input = parts.upload.first<HTMLInputElement>();
    if (input) input.value = "";
    showPreview(null);
    const shown = parts.picture.first();
    setPicture({ src: (shown && parts.picture.attrs(shown).defaultSrc) || "", cleared: true });
    setError("");
  };
  useBind(parts, {
    host: { on: { submit: () => void (textarea && editor.current && (textarea.value = bioText(editor.current))) } },
    bio: { prop: { hidden: true } },
    picture: { attr: { src: picture?.src || undefined } },
    clearImage: { prop: { value: picture ? String(picture.cleared) : undefined } },
    upload: { on: { change: pick } },
    clearButton: { on: { click: clear } },
  });

  const errorSlot = parts.pictureEdit.first()?.parentElement?.parentElement;
  return (
    <>
      {textarea?.parentElement && createPortal(<BioEditor textarea={textarea} editor={editor} />, textarea.parentElement)}
      {error && errorSlot && createPortal(<div className="alert alert-danger py-1 mt-2 small" role="alert">{error}</div>, errorSlot)}
    </>
  );
}

export default defineIsland({
  name: "website.profile_editor",
  selector: ".o_wprofile_editor_form",
  moment: "load",
  mode: "enhance",
  markup,
  Component: ProfileEditor,
});
