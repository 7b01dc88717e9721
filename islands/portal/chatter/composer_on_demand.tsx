// The composer arrives on the first interaction with it: until then the chatter shows the same
// form without its code (posting, uploads, the lost-answer checks), which most visits, reading
// only, never need. What happens before it has loaded is handed over: the text typed, the focus,
// the files picked (the form's own file input) and a click on Send, done once it is there. A failed load says so; the next
// interaction tries again.
import { useId, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { useTranslate } from "../../../src/kit";
import type { ComposerDraft, ComposerProps } from "./Composer";
import { HiddenFileInput } from "./HiddenFileInput";

export const COMPOSER_LOAD_FAILED = "The message editor could not be loaded. Try again.";

/** Where the composer's code comes from (a chunk of its own; tests make it fail). */
export const composerSource = { load: () => import("./Composer") };

// The code is asked for once per source: a failed load is asked again at the next interaction,
// and a source replaced (tests do) is asked anew rather than served what the old one gave.
let loading: { source: typeof composerSource.load; composer: Promise<ComponentType<ComposerProps>> } | null = null;
function loadComposer(): Promise<ComponentType<ComposerProps>> {
  if (loading?.source !== composerSource.load) {
    const source = composerSource.load;
    const composer = source().then(
      (module) => module.Composer,
      (error) => {
        if (loading?.source === source) loading = null;
        throw error;
      },
    );
    loading = { source, composer };
  }
  return loading.composer;
}

export function ComposerOnDemand(props: ComposerProps) {
  const _t = useTranslate();
  const [Loaded, setLoaded] = useState<ComponentType<ComposerProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const receiver = useRef<((files: File[]) => void) | null>(null);
  // Read when the composer first renders, not when its code arrives: text typed in between (a
  // fill right after the focus that woke it) is handed over too.
  const draft = useRef<ComposerDraft>({
    get text() {
      return textarea.current?.value ?? "";
    },
    get focus() {
      return textarea.current !== null && document.activeElement === textarea.current;
    },
    action: null,
    files: [],
    connect(receive) {
      receiver.current = receive;
      return () => void (receiver.current = null);
    },
    openFiles: () => fileInput.current?.click(),
  });
  const textareaId = useId();
  const noticeId = useId();

  // The form is not replaced under a press: a button pressed while the code arrives would be
  // gone at the release, and its click with it. The swap waits for the press to end.
  const pressed = useRef(false);
  const afterPress = useRef<(() => void) | null>(null);
  const press = () => {
    pressed.current = true;
    const release = () => {
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
      // after the click this release is part of
      setTimeout(() => {
        pressed.current = false;
        afterPress.current?.();
        afterPress.current = null;
      });
    };
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
  };

  const wake = (action?: ComposerDraft["action"]) => {
    if (action) draft.current.action = action;
    loadComposer().then(
      (Composer) => {
        // Committed at once: a swap merely scheduled could still land under a press that starts
        // before React gets to it, taking the pressed button (and its click) away.
        const show = () => flushSync(() => setLoaded(() => Composer));
        if (pressed.current) afterPress.current = show;
        else show();
      },
      () => setFailed(true),
    );
  };

  // One file input for the light form and the composer: a file picked while one replaces the
  // other is not lost with a replaced element.
  const files = (
    <HiddenFileInput
      inputRef={fileInput}
      onPick={(picked) => {
        if (receiver.current) return receiver.current(picked);
        // Before the composer is there (or before it has connected), its mount takes them.
        draft.current.files.push(...picked);
        if (!Loaded) wake();
      }}
    />
  );
  if (Loaded)
    return (
      <>
        <Loaded {...props} draft={draft.current} />
        {files}
      </>
    );

  return (
    <>
    <div className="o_portal_chatter_composer mb-4" onPointerOver={() => wake()} onPointerDownCapture={press} onFocus={() => wake()} onTouchStart={() => wake()}>
      <form className="o_portal_chatter_composer_form" onSubmit={(event) => event.preventDefault()} aria-label={_t("Write a message")}>
        <label htmlFor={textareaId} className="visually-hidden">
          {_t("Message")}
        </label>
        <textarea ref={textarea} id={textareaId} name="message" rows={4} className="form-control o_portal_chatter_composer_input" placeholder={_t("Write a message...")} aria-describedby={failed ? noticeId : undefined} />
        <div id={noticeId} className={`o_portal_chatter_composer_error alert alert-danger mt-2 mb-0 py-2${failed ? "" : " d-none"}`} role="alert">
          {failed ? _t(COMPOSER_LOAD_FAILED) : null}
        </div>
        <div className="d-flex gap-2 mt-2">
          <button type="button" className="btn btn-secondary o_portal_chatter_attachment_btn" title={_t("Add attachment")} onClick={() => fileInput.current?.click()}>
            <i className="fa fa-paperclip me-1" aria-hidden="true" />
            {_t("Attach files")}
          </button>
          <button type="submit" className="btn btn-primary o_portal_chatter_composer_btn" onClick={(event) => (event.preventDefault(), wake("send"))}>
            {_t("Send")}
          </button>
        </div>
      </form>
    </div>
    {files}
    </>
  );
}
