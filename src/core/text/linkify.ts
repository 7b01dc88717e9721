// Link detection for message text (spec 3 §1 "Text helpers"): web addresses (http://, https://,
// www.) and e-mail addresses found in the text of an HTML fragment become links that open in a
// new tab without telling the target where they came from:
//   <a target="_blank" rel="noreferrer noopener" href="…">…</a>
// Only text is touched, never tags or attribute values, nor the text inside an existing link
// (or a script, style, textarea or title). Only http(s) and mailto links are made, so a
// "javascript:" text never becomes a link; an address ends at a quote, a space or "<", and
// its href is escaped again, so no text breaks out of the attribute. One pass over the input,
// each character looked at a bounded number of times: linear in the length of the input.
import { entityAt, escapeHTML } from "./escape";

export const LINK_TARGET = "_blank";
export const LINK_REL = "noreferrer noopener";

/** Elements whose text is not markup: nothing in them is linkified. */
const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set(["script", "style", "textarea", "title"]);

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const HOST_CHAR = /[\p{L}\p{N}.-]/u;
/** Characters of the rest of an address: path, query and fragment. */
const URL_CHAR = /[\p{L}\p{N}\-._~:/?#[\]@!$&'()*+,;=%]/u;
const EMAIL_LOCAL_CHAR = /[\p{L}\p{N}._%+\-]/u;
/** Punctuation that ends a sentence rather than an address: "see http://a.com." */
const TRAILING_PUNCTUATION = new Set([".", ",", ";", ":", "!", "?", "'"]);
const CLOSING_BRACKETS: Readonly<Record<string, string>> = { ")": "(", "]": "[" };

/** A character of the text, an entity counting as the one character it stands for. */
interface Unit {
  char: string;
  end: number;
}

function unitAt(text: string, index: number): Unit {
  if (text[index] === "&") {
    const entity = entityAt(text, index);
    if (entity) return { char: entity.char, end: index + entity.length };
  }
  return { char: text[index], end: index + 1 };
}

/** An address may start here: not in the middle of a word, a path or another address. */
function atBoundary(text: string, index: number): boolean {
  if (index === 0) return true;
  const before = text[index - 1];
  return !WORD_CHAR.test(before) && !"@./:-".includes(before);
}

function startsWithAt(text: string, index: number, prefix: string): boolean {
  return text.slice(index, index + prefix.length).toLowerCase() === prefix;
}

/** A host with a dot and a top-level domain of 2 or more letters, or an IPv4 address. */
function isValidHost(host: string): boolean {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return true;
  const labels = host.split(".");
  return labels.length >= 2 && labels.every((label) => label.length > 0) && /^\p{L}{2,}$/u.test(labels[labels.length - 1]);
}

/** Where the run of characters accepted by `test` starting at `index` ends. */
function runEnd(text: string, index: number, test: RegExp): number {
  let end = index;
  while (end < text.length && test.test(text[end])) end++;
  return end;
}

/** `end` moved back over the dots and hyphens before it, down to `start`. */
function withoutTrailingDots(text: string, start: number, end: number): number {
  while (end > start && (text[end - 1] === "." || text[end - 1] === "-")) end--;
  return end;
}

/**
 * The end of the web address whose host starts at `hostStart`, or -1 when the host is not
 * valid from `validFrom` on ("www.a.com" needs "a.com" to be a host). The host is read first,
 * so a failed address costs only its host; then come address characters, entities read as
 * what they stand for, without the punctuation or unbalanced closing brackets that end the
 * sentence around it.
 */
function webAddressEnd(text: string, hostStart: number, validFrom: number): number {
  const hostRunEnd = runEnd(text, hostStart, HOST_CHAR);
  const hostEnd = withoutTrailingDots(text, hostStart, hostRunEnd);
  if (validFrom >= hostEnd || !isValidHost(text.slice(validFrom, hostEnd))) return -1;
  if (hostEnd < hostRunEnd) return hostEnd; // "www.a.com." ends a sentence
  const units: Unit[] = [];
  const opened: Record<string, number> = { "(": 0, "[": 0 };
  const closed: Record<string, number> = { ")": 0, "]": 0 };
  for (let index = hostEnd; index < text.length; ) {
    const unit = unitAt(text, index);
    if (!URL_CHAR.test(unit.char)) break;
    if (unit.char in opened) opened[unit.char]++;
    if (unit.char in closed) closed[unit.char]++;
    units.push(unit);
    index = unit.end;
  }
  while (units.length) {
    const last = units[units.length - 1].char;
    const bracket = CLOSING_BRACKETS[last];
    if (bracket && closed[last] > opened[bracket]) closed[last]--;
    else if (!TRAILING_PUNCTUATION.has(last)) break;
    units.pop();
  }
  return units.length ? units[units.length - 1].end : hostEnd;
}

/** The start of the e-mail address whose "@" is at `at`, or -1; `from` bounds the look back. */
function emailStart(text: string, at: number, from: number): number {
  let start = at;
  while (start > from && EMAIL_LOCAL_CHAR.test(text[start - 1])) start--;
  while (start < at && text[start] === ".") start++;
  return start < at ? start : -1;
}

/** The end of the domain of an e-mail address whose "@" is at `at`, or -1. */
function emailEnd(text: string, at: number): number {
  const end = withoutTrailingDots(text, at + 1, runEnd(text, at + 1, HOST_CHAR));
  return end > at + 1 && isValidHost(text.slice(at + 1, end)) ? end : -1;
}

function link(href: string, html: string): string {
  return `<a target="${LINK_TARGET}" rel="${LINK_REL}" href="${escapeHTML(href)}">${html}</a>`;
}

/** Decodes the entities of an address's text, for its href. */
function addressOf(html: string): string {
  let out = "";
  for (let index = 0; index < html.length; ) {
    const unit = unitAt(html, index);
    out += unit.char;
    index = unit.end;
  }
  return out;
}

/** Links the addresses of a piece of HTML text (no tags in it). */
function linkifyText(text: string): string {
  let out = "";
  let flushed = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if ((char === "h" || char === "H" || char === "w" || char === "W") && atBoundary(text, index)) {
      const scheme = ["https://", "http://", "www."].find((prefix) => startsWithAt(text, index, prefix));
      if (scheme) {
        const end = webAddressEnd(text, scheme === "www." ? index : index + scheme.length, index + scheme.length);
        if (end > 0) {
          const address = addressOf(text.slice(index, end));
          const href = scheme === "www." ? `http://${address}` : address;
          out += text.slice(flushed, index) + link(href, text.slice(index, end));
          flushed = index = end;
          continue;
        }
      }
    } else if (char === "@") {
      const start = emailStart(text, index, flushed);
      const end = start < 0 ? -1 : emailEnd(text, index);
      if (end > 0) {
        out += text.slice(flushed, start) + link(`mailto:${addressOf(text.slice(start, end))}`, text.slice(start, end));
        flushed = index = end;
        continue;
      }
    }
    index++;
  }
  return out + text.slice(flushed);
}

/** The end of the tag starting at `index` ("<"), quoted attribute values included. */
function tagEnd(html: string, index: number): number {
  if (html.startsWith("<!--", index)) {
    const close = html.indexOf("-->", index + 4);
    return close < 0 ? html.length : close + 3;
  }
  let quote = "";
  for (let i = index + 1; i < html.length; i++) {
    const char = html[i];
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === ">") {
      return i + 1;
    }
  }
  return html.length;
}

/**
 * The HTML with the web and e-mail addresses of its text turned into links. Markup is kept as
 * it is; a tag left open (an unclosed quote or "<a") keeps the rest from being linkified.
 */
export function linkify(html: string): string {
  let out = "";
  let anchors = 0;
  let index = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    const text = html.slice(textStart, end);
    out += anchors > 0 ? text : linkifyText(text);
  };
  while (index < html.length) {
    const lt = html.indexOf("<", index);
    if (lt < 0) break;
    const tag = /^<(\/?)([A-Za-z][A-Za-z0-9-]*)?/.exec(html.slice(lt, lt + 32));
    const name = tag?.[2]?.toLowerCase();
    if (!name && !html.startsWith("<!", lt)) {
      index = lt + 1; // a "<" that opens no tag is text
      continue;
    }
    flushText(lt);
    let end = tagEnd(html, lt);
    const closing = tag?.[1] === "/";
    if (name === "a") anchors = Math.max(0, anchors + (closing ? -1 : 1));
    if (name && !closing && RAW_TEXT_ELEMENTS.has(name)) {
      const closeTag = new RegExp(`</${name}[\\s/>]`, "gi");
      closeTag.lastIndex = end;
      end = closeTag.exec(html)?.index ?? html.length;
    }
    out += html.slice(lt, end);
    index = textStart = end;
  }
  flushText(html.length);
  return out;
}

/** Plain text as HTML: escaped, its addresses linked. */
export function linkifyPlainText(text: string): string {
  return linkify(escapeHTML(text));
}
