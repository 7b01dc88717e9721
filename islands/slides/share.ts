// Sharing a lesson (spec 2 §2, §5, §7, §9; spec 3 §2): the e-mail route, the social networks'
// share addresses opened in a 626×436 window, and how long 'Copied !' shows.
import { SHARE_POPUP } from "./lesson";

export { SHARE_EMAIL_ROUTE, socialLinks } from "../../contract/slides/share";
export const COPIED_MS = 800;
export const SHARE_WINDOW_NAME = "Share Dialog";

export const popupFeatures = () => `menubar=no,toolbar=no,resizable=yes,scrollbars=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`;

export const openSharePopup = (href: string) => window.open(href, SHARE_WINDOW_NAME, popupFeatures());
