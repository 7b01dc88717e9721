// HTML escaping for message text (spec 3 §1 "Text helpers"): the characters that could open a
// tag, end an attribute value or begin an entity are written as entities, the same six the
// platform escapes. decodeEntities reads back what escaping (or a server) wrote.

const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
  "`": "&#x60;",
};

/** Text made safe to place in HTML, in an element or a quoted attribute; undefined is "". */
export function escapeHTML(text: unknown): string {
  if (text === undefined) return "";
  return String(text).replace(/[&<>"'`]/g, (char) => ESCAPES[char]);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** The longest entity read: "&#x10ffff;" */
const MAX_ENTITY_LENGTH = 10;

/**
 * The entity starting at `index` (which holds "&"): its character and its length, or null
 * when there is none there (a bare "&", an unknown name, a code point out of range).
 */
export function entityAt(html: string, index: number): { char: string; length: number } | null {
  // look no further than the longest entity, so that reading stays linear
  const semicolon = html.slice(index + 1, index + MAX_ENTITY_LENGTH).indexOf(";");
  if (semicolon < 0) return null;
  const end = index + 1 + semicolon;
  const body = html.slice(index + 1, end);
  let char: string | undefined;
  if (/^#\d+$/.test(body) || /^#x[0-9a-f]+$/i.test(body)) {
    const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    char = code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
  } else {
    char = Object.hasOwn(NAMED_ENTITIES, body) ? NAMED_ENTITIES[body] : undefined;
  }
  return char === undefined ? null : { char, length: end - index + 1 };
}

/** The text an HTML text (no tags) stands for: its known entities decoded. */
export function decodeEntities(html: string): string {
  let out = "";
  let index = 0;
  while (index < html.length) {
    const amp = html.indexOf("&", index);
    if (amp < 0) break;
    const entity = entityAt(html, amp);
    out += html.slice(index, amp) + (entity ? entity.char : "&");
    index = amp + (entity ? entity.length : 1);
  }
  return out + html.slice(index);
}
