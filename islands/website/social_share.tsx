// Social share (spec 2 §9): facebook, twitter and linkedin links of `.oe_social_share` open the
// network's share page in a 500×500 popup, with the page's address and title encoded.
import { attr, child, defineIsland, defineMarkup, useBind, type IslandProps } from "../../src/kit";

export const SHARE_POPUP = { width: 500, height: 500 };
export const SHARE_NETWORKS = ["facebook", "twitter", "linkedin"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

// each network's share page, given the encoded address and title
const SHARE_PAGES: Record<ShareNetwork, (u: string, t: string, hashtags: string) => string> = {
  facebook: (u) => `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  twitter: (u, t, hashtags) => `https://twitter.com/intent/tweet?text=${t}&url=${u}${hashtags ? `&hashtags=${encodeURIComponent(hashtags)}` : ""}`,
  linkedin: (u) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
};
export const shareUrl = (network: ShareNetwork, url: string, title: string, hashtags = "") => SHARE_PAGES[network](encodeURIComponent(url), encodeURIComponent(title), hashtags);

const markup = defineMarkup({
  attributes: { url: attr.string("data-urlshare"), hashtags: attr.string("data-hashtags") },
  children: {
    facebook: child.optional(".oe_social_facebook"),
    twitter: child.optional(".oe_social_twitter"),
    linkedin: child.optional(".oe_social_linkedin"),
  },
});

function SocialShare({ attrs, parts }: IslandProps<typeof markup>) {
  const open = (network: ShareNetwork) => (event: Event) => {
    event.preventDefault();
    const href = shareUrl(network, attrs.url || window.location.href, document.title, attrs.hashtags);
    window.open(href, `share_${network}`, `menubar=no,toolbar=no,resizable=yes,scrollbars=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`);
  };
  useBind(parts, {
    facebook: { on: { click: open("facebook") } },
    twitter: { on: { click: open("twitter") } },
    linkedin: { on: { click: open("linkedin") } },
  });
  return null;
}

export default defineIsland({
  name: "website.social_share",
  selector: ".oe_social_share",
  moment: "load",
  mode: "enhance",
  markup,
  Component: SocialShare,
});
