// The composer (spec 3 §5): Enter sends the trimmed text; an empty text is not sent and the
// field is cleared; Shift+Enter makes a new line. A send that fails keeps the text.
import { useState, type KeyboardEvent } from "react";
import { useTranslate } from "../../src/hooks/env";

export interface ComposerProps {
  placeholder: string;
  /** Resolves true once the server has the message. */
  onSend(text: string): Promise<boolean>;
  onInput?(): void;
  error?: string | null;
  disabled?: boolean;
}

export function Composer({ placeholder, onSend, onInput, error, disabled }: ComposerProps) {
  const _t = useTranslate();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const send = async () => {
    const content = text.trim();
    if (!content) return setText("");
    setSending(true);
    try {
      const sent = await onSend(content);
      // Only what was sent is cleared: text typed meanwhile stays.
      if (sent) setText((current) => (current === text ? "" : current));
    } finally {
      setSending(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!sending) void send();
  };
  return (
    <div className="o_thread_composer border-top p-2">
      {error && (
        <div className="o_thread_composer_error alert alert-danger py-1 px-2 mb-2 small" role="alert">
          {error}
        </div>
      )}
      <textarea
        className="o_composer_text_field form-control"
        rows={1}
        value={text}
        placeholder={placeholder}
        aria-label={_t("Message")}
        aria-busy={sending}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          onInput?.();
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
