// Sharing a lesson (spec 2 §2, §5, §7, §9; spec 3 §2): the e-mail route, the social networks'
// share addresses opened in a 626×436 window, how long 'Copied !' shows, and what a failed send says.
import { mayHaveActed, type Translate } from "../../src/kit";
import { SHARE_POPUP } from "./lesson";
import { CONNECTION_LOST, SHARE_MAYBE_SENT } from "./messages";

export { SHARE_EMAIL_ROUTE, socialLinks } from "../../contract/slides/share";
export const COPIED_MS = 800;
export const SHARE_WINDOW_NAME = "Share Dialog";

export const popupFeatures = () => `menubar=no,toolbar=no,resizable=yes,scrollbars=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`;

export const openSharePopup = (href: string) => window.open(href, SHARE_WINDOW_NAME, popupFeatures());

/** A failed send by e-mail: the server's message, or that the link may have been sent (an e-mail leaves nothing to look at again), or unreachable. */
export function shareFailureText(error: unknown, _t: Translate): string {
  const serverMessage = (error as { data?: { message?: string } } | null)?.data?.message;
  if (serverMessage) return serverMessage;
  return _t(mayHaveActed(error) ? SHARE_MAYBE_SENT : CONNECTION_LOST);
}
