// Social share (spec 2 §9): facebook, twitter and linkedin links of `.oe_social_share` open the
// network's share page in a 500×500 popup, with the page's address and title encoded.
import { defineIsland } from "../../src/runtime/island";
import { useHostEvent } from "../../src/hooks/use_host_event";

export const SHARE_POPUP = { width: 500, height: 500 };
export const SHARE_NETWORKS = ["facebook", "twitter", "linkedin"] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export function shareUrl(network: ShareNetwork, url: string, title: string, hashtags = ""): string {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?text=${t}&url=${u}${hashtags ? `&hashtags=${encodeURIComponent(hashtags)}` : ""}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

const networkOf = (el: Element): ShareNetwork | null => SHARE_NETWORKS.find((n) => el.classList.contains(`oe_social_${n}`)) ?? null;

function SocialShare() {
  useHostEvent(
    "click",
    (event, link) => {
      const network = networkOf(link);
      if (!network) return;
      event.preventDefault();
      const share = link.closest<HTMLElement>(".oe_social_share");
      const url = share?.dataset.urlshare || window.location.href;
      const href = shareUrl(network, url, document.title, share?.dataset.hashtags);
      window.open(href, `share_${network}`, `menubar=no,toolbar=no,resizable=yes,scrollbars=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`);
    },
    { selector: ".oe_social_facebook, .oe_social_twitter, .oe_social_linkedin" },
  );
  return null;
}

export default defineIsland({
  name: "website.social_share",
  selector: ".oe_social_share",
  moment: "load",
  mode: "enhance",
  Component: SocialShare,
});
