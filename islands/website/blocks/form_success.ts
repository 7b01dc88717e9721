// What a sent website form does (spec 3 §4 Blocks, §7): redirect to the configured page, or
// scroll to an anchor of this page over 500 ms (the island shows the end message in place of the
// form, or the success status).
import { safeSamePath } from "./same_path";
import { scrollOver } from "./scroll_over";

export const ANCHOR_SCROLL_MS = 500;
export const END_MESSAGE = ".s_website_form_end_message";
export type SuccessMode = "redirect" | "message" | "nothing";

/** The element of this page a success page points to ("#id" or this path with "#id"), if any. */
export function anchorOnPage(successPage: string): HTMLElement | null {
  if (!successPage.includes("#")) return null;
  const url = new URL(successPage, window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return null;
  const id = decodeURIComponent(url.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

export function redirectTo(successPage: string): void {
  const anchor = anchorOnPage(successPage);
  if (anchor) {
    scrollOver(anchor.getBoundingClientRect().top + window.scrollY, ANCHOR_SCROLL_MS);
    return;
  }
  window.location.assign(safeSamePath(successPage, "/"));
}
