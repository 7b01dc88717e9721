// The one check for redirect parameters (`redirect`, `r`, `path`, hidden form fields): only a
// path of this site is kept — a single leading "/" followed by anything but "/" or "\" — once
// ASCII control characters and whitespace are removed (browsers drop them too, turning "/\t/host"
// into "//host"), and the same holds for every percent-decoded form of the value. Anything else
// (//host, /\host, schemes, encoded variants, malformed encoding) falls back to "/".
const CONTROL_OR_SPACE = /[\x00-\x20\x7f]/g;
const SAME_SITE_PATH = /^\/(?![/\\])/;
/** Decoding stops here: a value encoded more often than this is refused. */
const MAX_DECODINGS = 4;

const isSameSitePath = (value: string) => SAME_SITE_PATH.test(value.replace(CONTROL_OR_SPACE, ""));

export function safeRedirect(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const cleaned = value.replace(CONTROL_OR_SPACE, "");
  let form = cleaned;
  for (let round = 0; ; round++) {
    if (!isSameSitePath(form)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return fallback;
    }
    if (decoded === form) return cleaned;
    if (round === MAX_DECODINGS) return fallback;
    form = decoded;
  }
}
