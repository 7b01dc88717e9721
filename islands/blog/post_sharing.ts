// Blog sharing (spec 3 §5, §9 "Blog"): a selection of at least 5 characters opens the share
// popover; the short message quotes it within 140 characters, 23 of them kept for the link.
import { shareUrl, type ShareNetwork } from "../website/social_share";

export const MIN_SELECTION = 5;
export const MAX_MESSAGE = 140;
export const LINK_LENGTH = 23;
export const NEXT_POST_SCROLL_MS = 300;
export const CONTENT_JUMP_SCROLL_MS = 500;
export const MESSAGE_TEMPLATE = '"%s" - %s';
export const TWEET_URL = "https://twitter.com/intent/tweet?text=";
export const SHARE_TEXT = "Amazing blog article: %s! Check it live: %s";

/** The short message quoting `selection`, cut so that message and link fit in 140 characters. */
export function shortMessage(selection: string, url: string): string {
  const fixed = MESSAGE_TEMPLATE.replace(/%s/g, "").length;
  const quote = selection.slice(0, MAX_MESSAGE - fixed - LINK_LENGTH);
  return MESSAGE_TEMPLATE.replace("%s", quote).replace("%s", url);
}

export const tweetUrl = (selection: string, url: string) => TWEET_URL + encodeURIComponent(shortMessage(selection, url));

/** The share page of a network for the article; twitter's with the blog's own message. */
export function articleShareUrl(network: ShareNetwork, title: string, url: string, _t: (s: string, ...a: unknown[]) => string): string {
  if (network === "twitter") return `https://twitter.com/intent/tweet?tw_p=tweetbutton&text=${encodeURIComponent(_t(SHARE_TEXT, title, url))}`;
  return shareUrl(network, url, title);
}
