// Sharing a lesson, as the share islands and the reference server's share block both know it
// (spec 2 §2, §5, §7, §9): the e-mail route and the social networks' share addresses.
export const SHARE_EMAIL_ROUTE = "/slides/slide/send_share_email";

/** [network, its icon class, its share address] for a lesson's address and title. */
export function socialLinks(url: string, title: string): [string, string, string][] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    ["facebook", "fa-facebook", `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ["twitter", "fa-twitter", `https://twitter.com/intent/tweet?text=${t}&url=${u}`],
    ["linkedin", "fa-linkedin", `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
  ];
}
