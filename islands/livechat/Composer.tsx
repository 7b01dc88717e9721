// The composer (spec 3 §5): Enter sends the trimmed text, Shift+Enter makes a new line; a failed send
// keeps the text; a second Enter of the same task (before any re-render) is ignored.
import { useState, type KeyboardEvent } from "react";
import { runWrite, useTranslate, useWriteBusy, useWriteLock } from "../../src/kit";

/** `onSend` resolves true once the server has the message. */
type ComposerProps = { placeholder: string; onSend(text: string): Promise<boolean>; onInput?(): void; error?: string | null };

export function Composer({ placeholder, onSend, onInput, error }: ComposerProps) {
  const _t = useTranslate();
  const [text, setText] = useState("");
  const lock = useWriteLock();
  const sending = useWriteBusy(lock);
  const send = async (typed: string) => {
    const content = typed.trim();
    if (!content) return setText("");
    await runWrite(lock, async () => {
      const sent = await onSend(content);
      // Only what was sent is cleared: text typed meanwhile stays.
      if (sent) setText((current) => (current === typed ? "" : current));
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    // The field itself: a second Enter of the same task reads it before React re-renders.
    void send(event.currentTarget.value);
  };
  return (
    <div className="o_thread_composer border-top p-2">
      {error && <div className="o_thread_composer_error alert alert-danger py-1 px-2 mb-2 small" role="alert">{error}</div>}
      <textarea
        className="o_composer_text_field form-control" rows={1} value={text} placeholder={placeholder} aria-label={_t("Message")} aria-busy={sending}
        onChange={(event) => {
          setText(event.target.value);
          onInput?.();
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
