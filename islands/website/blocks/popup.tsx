// Popup block (spec 3 §3, §4 Blocks, §9): opens after its delay or when the mouse leaves the page
// (a 5000 ms delay on phones), and on links to #<its id>; once closed, its consent cookie keeps it
// closed for consentsDuration days.
import { defineIsland, getCookie, setCookie, useHost } from "../../../src/kit";
import { useEffect } from "react";
import { FocusTrap, trapsFocus, usePopupModal } from "./popup_modal";
import { consentTtlSeconds, isSubscribedNewsletter, openingTrigger, readPopupOptions } from "./popup_opening";

function Popup() {
  const block = useHost();
  const options = readPopupOptions(block.querySelector(".modal") ?? block);
  const cookieName = block.id;
  const { modal, open, setOpen } = usePopupModal(block, () => {
    if (cookieName) setCookie(cookieName, "true", consentTtlSeconds(options.consentsDays));
  });

  useEffect(() => {
    if (!modal || (cookieName && getCookie(cookieName)) || isSubscribedNewsletter(block)) return;
    const trigger = openingTrigger(options, window.innerWidth);
    if ("delay" in trigger) {
      const timer = setTimeout(() => setOpen(true), trigger.delay);
      return () => clearTimeout(timer);
    }
    const onLeave = () => setOpen(true);
    document.documentElement.addEventListener("mouseleave", onLeave, { once: true });
    return () => document.documentElement.removeEventListener("mouseleave", onLeave);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options come from the markup once
  }, [block, modal, cookieName]);

  useEffect(() => {
    if (!cookieName) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.(`a[href="#${CSS.escape(cookieName)}"]`);
      if (!link) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [cookieName, setOpen]);

  return open && modal && trapsFocus(modal) ? <FocusTrap element={modal} /> : null;
}

export default defineIsland({
  name: "snippets.popup",
  selector: ".s_popup:not(#website_cookies_bar)",
  moment: "load",
  mode: "enhance",
  Component: Popup,
});
