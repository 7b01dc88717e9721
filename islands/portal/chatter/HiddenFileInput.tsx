// The chatter's hidden file input, clicked by the attach button. The files picked are handed on
// and the input is emptied, so that the same files picked again make a change.
import type { RefObject } from "react";

export function HiddenFileInput({ inputRef, onPick }: { inputRef: RefObject<HTMLInputElement | null>; onPick: (files: File[]) => void }) {
  return (
    <input
      ref={inputRef}
      type="file"
      className="o_portal_chatter_file_input d-none"
      multiple
      tabIndex={-1}
      aria-hidden="true"
      onChange={(event) => {
        const picked = [...(event.target.files ?? [])];
        event.target.value = "";
        onPick(picked);
      }}
    />
  );
}
