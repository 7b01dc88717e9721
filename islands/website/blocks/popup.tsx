// Popup block (spec 3 §3, §4 Blocks, §9): opens after its delay or when the mouse leaves the page
// (a 5000 ms delay on phones), and on links to #<its id>; once closed, its consent cookie keeps it
// closed for consentsDuration days.
import { useEffect, useRef } from "react";
import { defineIsland, defineMarkup, getCookie, setCookie, useBind, useHost, useTimeouts, type IslandProps } from "../../../src/kit";
import { popupChildren, usePopupModal } from "./popup_modal";
import { consentTtlSeconds, isSubscribedNewsletter, newsletterEmail, openingTrigger, readPopupOptions } from "./popup_opening";

const markup = defineMarkup({ children: { ...popupChildren, newsletterEmail } });

function Popup({ parts }: IslandProps<typeof markup>) {
  const block = useHost();
  const timeouts = useTimeouts();
  const cookieName = block.id;
  const { modal, setOpen, bindings, onEscape, trap } = usePopupModal(parts, () => {
    if (cookieName) setCookie(cookieName, "true", consentTtlSeconds(options.consentsDays));
  });
  const options = readPopupOptions(modal ?? block);
  const waitsForMouseExit = useRef(false);

  useEffect(() => {
    if (!modal || (cookieName && getCookie(cookieName)) || isSubscribedNewsletter(block)) return;
    const trigger = openingTrigger(options, window.innerWidth);
    if ("delay" in trigger) timeouts.set(() => setOpen(true), trigger.delay);
    else waitsForMouseExit.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options come from the markup once
  }, [block, modal, cookieName]);

  useBind(parts, {
    ...bindings,
    document: {
      on: {
        keydown: onEscape,
        // the page's own mouseleave (non-bubbling, seen in the capture phase), once
        mouseleave: (event) => {
          if (event.target !== document.documentElement || !waitsForMouseExit.current) return;
          waitsForMouseExit.current = false;
          setOpen(true);
        },
        click: (event) => {
          if (!cookieName || !(event.target as Element).closest?.(`a[href="#${CSS.escape(cookieName)}"]`)) return;
          event.preventDefault();
          setOpen(true);
        },
      },
    },
  });
  return trap;
}

export default defineIsland({
  name: "snippets.popup",
  selector: ".s_popup:not(#website_cookies_bar)",
  moment: "load",
  mode: "enhance",
  markup,
  Component: Popup,
});
