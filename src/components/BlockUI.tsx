// The block-UI overlay: covers the page while the UI is blocked, with a message that changes over
// time (BLOCK_MESSAGES). Announced to assistive technologies through a live region.
import { useStore } from "../hooks/use_store";
import type { ReadableAtom } from "nanostores";
import { useEffect, useState } from "react";
import { useTranslate } from "../hooks/use_env";
import { BLOCK_MESSAGES } from "../services/ui_block_messages";

export function BlockUI({ isBlocked }: { isBlocked: ReadableAtom<boolean> }) {
  const blocked = useStore(isBlocked);
  return blocked ? <BlockOverlay /> : null;
}

function BlockOverlay() {
  const _t = useTranslate();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const seconds = BLOCK_MESSAGES[index].seconds;
    if (seconds === null) return;
    const timer = setTimeout(() => setIndex(index + 1), seconds * 1000);
    return () => clearTimeout(timer);
  }, [index]);
  return (
    <div
      className="o_blockUI position-fixed top-0 start-0 w-100 h-100 d-flex flex-column justify-content-center align-items-center text-white"
      style={{ zIndex: 1200, background: "rgba(0, 0, 0, 0.55)", cursor: "wait" }}
      aria-busy="true"
    >
      <span className="fa fa-circle-o-notch fa-spin fa-3x mb-3" aria-hidden="true" />
      <div className="o_message fs-5 text-center px-3" role="status" aria-live="polite">
        {_t(BLOCK_MESSAGES[index].text)}
      </div>
    </div>
  );
}
