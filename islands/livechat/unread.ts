// The unread count of a thread window (spec 3 §4): another's message that arrives while the window
// is folded or its list is away from the bottom is unread; the bottom of an open window reads them.
import { useRef, useState } from "react";

export function useUnread(initiallyFolded: boolean, initialUnread: number) {
  const [folded, setFolded] = useState(initiallyFolded);
  const [unread, setUnread] = useState(initialUnread);
  const atBottom = useRef(true);
  const foldedRef = useRef(folded);
  foldedRef.current = folded;
  return {
    folded,
    unread,
    setUnread,
    arrived: () => (foldedRef.current || !atBottom.current) && setUnread((count) => count + 1),
    fold: (next: boolean) => {
      setFolded(next);
      if (!next && atBottom.current) setUnread(0);
    },
    // A folded window's list still scrolls to its end when messages arrive: that reads nothing.
    reachBottom: () => {
      atBottom.current = true;
      if (!foldedRef.current) setUnread(0);
    },
    leaveBottom: () => void (atBottom.current = false),
  };
}
