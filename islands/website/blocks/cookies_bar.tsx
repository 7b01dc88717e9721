// Cookie bar (spec 3 §2, §3): the popup variant with "Only essentials" and "I agree"; the choice
// is stored in the website_cookies_bar cookie ({"required":true,"optional":bool}) and the bar
// stays closed while it exists; the policy page's toggle button shows it again.
import { defineIsland, getCookie, setCookie, useHost } from "../../../src/kit";
import { useEffect } from "react";
import { FocusTrap, trapsFocus, usePopupModal } from "./popup_modal";
import { consentTtlSeconds, readPopupOptions } from "./popup_opening";

export const COOKIES_BAR_COOKIE = "website_cookies_bar";
export const ACCEPT_ALL = "#cookies-consent-all";
export const ESSENTIALS_ONLY = "#cookies-consent-essential";
export const TOGGLE_BUTTON = ".o_cookies_bar_toggle";

export function consentValue(optional: boolean): string {
  return JSON.stringify({ required: true, optional });
}

function CookiesBar() {
  const block = useHost();
  const options = readPopupOptions(block.querySelector(".modal") ?? block);
  const { modal, open, setOpen } = usePopupModal(block, (trigger) => {
    setCookie(COOKIES_BAR_COOKIE, consentValue(!!trigger?.matches(ACCEPT_ALL)), consentTtlSeconds(options.consentsDays));
  });

  useEffect(() => {
    if (!modal) return;
    // a bar, not a dialog: the page around it stays usable
    modal.style.pointerEvents = "none";
    modal.querySelector<HTMLElement>(".modal-dialog")?.style.setProperty("pointer-events", "auto");
  }, [modal]);

  useEffect(() => {
    if (!modal || getCookie(COOKIES_BAR_COOKIE)) return;
    const timer = setTimeout(() => setOpen(true), options.showAfter);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options come from the markup once
  }, [modal, setOpen]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element).closest?.(TOGGLE_BUTTON)) return;
      event.preventDefault();
      setOpen((shown) => !shown);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [setOpen]);

  return open && modal && trapsFocus(modal) ? <FocusTrap element={modal} /> : null;
}

export default defineIsland({
  name: "snippets.cookies_bar",
  selector: "#website_cookies_bar",
  moment: "load",
  mode: "enhance",
  Component: CookiesBar,
});
