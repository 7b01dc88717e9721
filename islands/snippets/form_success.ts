// What a sent website form does (spec 3 §4 Blocks, §7): redirect to the configured page, or
// scroll to an anchor of this page over 500 ms; show the end message in place of the form; or
// show the success status.
import { safeSamePath } from "./same_path";

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

/** Scrolls the window to `top` over `duration` ms (easing in and out); returns the stopper. */
export function scrollOver(top: number, duration = ANCHOR_SCROLL_MS): () => void {
  const start = window.scrollY;
  const began = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, start + (top - start) * eased);
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}

export function showEndMessage(form: HTMLFormElement): boolean {
  const message = form.parentElement?.querySelector<HTMLElement>(END_MESSAGE);
  if (!message) return false;
  form.classList.add("d-none");
  message.classList.remove("d-none");
  return true;
}

export function redirectTo(successPage: string): void {
  const anchor = anchorOnPage(successPage);
  if (anchor) {
    scrollOver(anchor.getBoundingClientRect().top + window.scrollY);
    return;
  }
  window.location.assign(safeSamePath(successPage, "/"));
}
