// Video embed links (spec 2 §5, §9): http(s) or protocol-relative links of the supported domains
// only; anything else (another domain, javascript:, data:) is refused.
export const VIDEO_DOMAINS = [
  "youtu.be",
  "youtube.com",
  "youtube-nocookie.com",
  "instagram.com",
  "vine.co",
  "player.vimeo.com",
  "vimeo.com",
  "dailymotion.com",
  "player.youku.com",
  "youku.com",
] as const;

const hostAllowed = (host: string) => VIDEO_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));

export function safeVideoUrl(src: string | null | undefined): string | null {
  const text = (src ?? "").trim();
  if (!/^(https?:)?\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text.startsWith("//") ? `https:${text}` : text);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || !hostAllowed(url.hostname.toLowerCase())) return null;
  return text.startsWith("//") ? text : url.href;
}
