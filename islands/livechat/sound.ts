// The audio notification of a new message while the tab is in the background (spec 1 §7: a
// file of the mail module's static path). A browser that refuses autoplay mutes it for the page.
import { useCallback, useRef } from "react";
import { NOTIFICATION_SOUND_URL } from "../../contract/livechat/constants";

export function useNewMessageSound(): () => void {
  const audio = useRef<HTMLAudioElement | null>(null);
  const muted = useRef(false);
  return useCallback(() => {
    if (muted.current || !document.hidden || typeof Audio === "undefined") return;
    audio.current ??= new Audio(NOTIFICATION_SOUND_URL);
    audio.current.currentTime = 0;
    Promise.resolve(audio.current.play()).catch(() => (muted.current = true));
  }, []);
}
