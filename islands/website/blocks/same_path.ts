// Addresses taken from block options stay on this site: a same-origin path (with its query and
// hash), else the fallback. "//host", "/\host" and schemes never leave the page's origin.
export function safeSamePath(raw: string, fallback = "/"): string {
  const value = raw.trim();
  if (!value) return fallback;
  try {
    const url = new URL(value, window.location.href);
    if (url.origin !== window.location.origin) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
