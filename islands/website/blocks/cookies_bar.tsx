// Cookie bar (spec 3 §2, §3): the popup variant with "Only essentials" and "I agree"; the choice
// is stored in the website_cookies_bar cookie ({"required":true,"optional":bool}) and the bar
// stays closed while it exists; the policy page's toggle button shows it again.
import { useEffect } from "react";
import { child, defineIsland, defineMarkup, getCookie, setCookie, useBind, useHost, useTimeouts, type IslandProps } from "../../../src/kit";
import { popupChildren, usePopupModal } from "./popup_modal";
import { consentTtlSeconds, readPopupOptions } from "./popup_opening";

export const COOKIES_BAR_COOKIE = "website_cookies_bar";
export const consentValue = (optional: boolean) => JSON.stringify({ required: true, optional });

const markup = defineMarkup({ children: { ...popupChildren, dialog: child.optional(".modal-dialog") } });

function CookiesBar({ parts }: IslandProps<typeof markup>) {
  const block = useHost();
  const timeouts = useTimeouts();
  const { modal, setOpen, bindings, onEscape, trap } = usePopupModal(parts, (trigger) => {
    setCookie(COOKIES_BAR_COOKIE, consentValue(!!trigger?.matches("#cookies-consent-all")), consentTtlSeconds(options.consentsDays));
  });
  const options = readPopupOptions(modal ?? block);

  useEffect(() => {
    if (modal && !getCookie(COOKIES_BAR_COOKIE)) timeouts.set(() => setOpen(true), options.showAfter);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options come from the markup once
  }, [modal]);

  useBind(parts, {
    ...bindings,
    // a bar, not a dialog: the page around it stays usable
    modal: { ...bindings.modal, style: { ...bindings.modal?.style, "pointer-events": "none" } },
    dialog: { style: { "pointer-events": "auto" } },
    document: {
      on: {
        keydown: onEscape,
        click: (event) => {
          if (!(event.target as Element).closest?.(".o_cookies_bar_toggle")) return;
          event.preventDefault();
          setOpen((shown) => !shown);
        },
      },
    },
  });
  return trap;
}

export default defineIsland({
  name: "snippets.cookies_bar",
  selector: "#website_cookies_bar",
  moment: "load",
  mode: "enhance",
  markup,
  Component: CookiesBar,
});
