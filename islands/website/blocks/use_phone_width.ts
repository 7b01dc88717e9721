// True while the window is phone-wide; follows the window across the breakpoint.
import { useEffect, useState } from "react";

export function usePhoneWidth(query: string): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const follow = () => setPhone(media.matches);
    follow();
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [query]);
  return phone;
}
