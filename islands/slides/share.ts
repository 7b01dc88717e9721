// Sharing a lesson (spec 2 §2, §5, §7, §9; spec 3 §2): the e-mail route, the social networks'
// share addresses opened in a 626×436 window, and how long 'Copied !' shows.
import { SHARE_POPUP } from "./lesson";

export const SHARE_EMAIL_ROUTE = "/slides/slide/send_share_email";
export const COPIED_MS = 800;
export const SHARE_WINDOW_NAME = "Share Dialog";

export function socialLinks(url: string, title: string): [string, string, string][] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    ["facebook", "fa-facebook", `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ["twitter", "fa-twitter", `https://twitter.com/intent/tweet?text=${t}&url=${u}`],
    ["linkedin", "fa-linkedin", `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
  ];
}

export const popupFeatures = () => `menubar=no,toolbar=no,resizable=yes,scrollbars=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`;

export const openSharePopup = (href: string) => window.open(href, SHARE_WINDOW_NAME, popupFeatures());
