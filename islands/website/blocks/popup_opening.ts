// When a popup block may open (spec 3 §3 popup, §4 Blocks, §9): once per consent cookie named
// after the block's id, lasting consentsDuration days; mouse exit becomes a 5000 ms delay on
// phones; a newsletter popup whose e-mail input is disabled (already subscribed) never opens.
import { child, findIn, isSmallSize, sizeOf } from "../../../src/kit";

export const MOBILE_MOUSE_EXIT_DELAY_MS = 5000;
export const DAY_SECONDS = 24 * 60 * 60;
export const POPUP_DISPLAYS = ["afterDelay", "mouseExit"] as const;
type PopupDisplay = (typeof POPUP_DISPLAYS)[number];
export const newsletterEmail = child.optional(".js_subscribe input[name='email'], .js_subscribe .js_subscribe_email, .js_subscribe_value");

type PopupOptions = { display: PopupDisplay; showAfter: number; consentsDays: number };

export function readPopupOptions(modal: Element): PopupOptions {
  const display = modal.getAttribute("data-display");
  const showAfter = Number(modal.getAttribute("data-show-after") ?? NaN);
  const days = Number(modal.getAttribute("data-consents-duration") ?? NaN);
  return {
    display: (POPUP_DISPLAYS as readonly string[]).includes(display ?? "") ? (display as PopupDisplay) : "afterDelay",
    showAfter: Number.isFinite(showAfter) && showAfter >= 0 ? showAfter : 5000,
    consentsDays: Number.isFinite(days) && days >= 0 ? days : 7,
  };
}

export const consentTtlSeconds = (days: number) => Math.round(days * DAY_SECONDS);

/** How the popup opens on this screen: after a delay (ms) or when the mouse leaves the page. */
export function openingTrigger(options: PopupOptions, screenWidth: number): { delay: number } | { mouseExit: true } {
  if (options.display === "afterDelay") return { delay: options.showAfter };
  return isSmallSize(sizeOf(screenWidth)) ? { delay: MOBILE_MOUSE_EXIT_DELAY_MS } : { mouseExit: true };
}

export const isSubscribedNewsletter = (popup: Element) => !!findIn<HTMLInputElement>(newsletterEmail, popup)[0]?.disabled;
