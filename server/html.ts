// The one escaping helper of the pages the reference server renders: values are escaped once, at
// the end, for their context — text and attribute (escapeHtml), URL attribute (a Url value) —
// and a page template is filled in one pass, so a value is never read as template again:
// `{{csrf_token}}` typed as a name stays those characters.
export const escapeHtml = (text: unknown) =>
  String(text ?? "").replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Trusted markup built by the server itself (its parts escaped where they came from data). */
export class Markup {
  constructor(readonly html: string) {}
}
export const markup = (html: string) => new Markup(html);

/** A link's address, for an href or src attribute. */
export class Url {
  constructor(readonly href: string) {}
}
export const url = (href: string) => new Url(href);

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);

/** An address for an attribute: relative or http(s)/mailto/tel kept, any other scheme (javascript:, data:) → "#". */
export function escapeUrl(href: unknown): string {
  const text = String(href ?? "");
  const scheme = SCHEME.exec(text.replace(/[\x00-\x20\x7f]/g, ""));
  if (scheme && !SAFE_SCHEMES.has(scheme[1].toLowerCase())) return "#";
  return escapeHtml(text);
}

export type TemplateValue = string | number | Markup | Url;

/** A value as it goes into a page: Markup as is, Url as an address, anything else as text. */
export function htmlOf(value: TemplateValue): string {
  if (value instanceof Markup) return value.html;
  if (value instanceof Url) return escapeUrl(value.href);
  return escapeHtml(value);
}

const PLACEHOLDER = /\{\{([\w.]+)\}\}|<!--slot:([\w.]+)-->/g;

/**
 * Fills a page template in one pass: `{{name}}` and `<!--slot:name-->` become the value's HTML.
 * Unknown names are left alone. What a value inserts is never scanned for placeholders.
 */
export function fillPage(html: string, values: Record<string, TemplateValue>): string {
  return html.replace(PLACEHOLDER, (whole, braced: string | undefined, slot: string | undefined) => {
    const name = (braced ?? slot)!;
    return Object.hasOwn(values, name) ? htmlOf(values[name]) : whole;
  });
}

/** Replaces the first `marker` of a page with `html`, literally (no `$&` patterns). */
export function replaceMarker(page: string, marker: string, html: string): string {
  const at = page.indexOf(marker);
  return at < 0 ? page : page.slice(0, at) + html + page.slice(at + marker.length);
}

export function formatAmount(amount: number, currency = "$"): string {
  const fixed = Math.abs(amount).toFixed(2);
  const [units, cents] = fixed.split(".");
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}${currency} ${grouped}.${cents}`;
}

/** "2026-11-02 09:15:00" or "2026-11-02" → "11/02/2026", as the en_US portal shows dates. */
export function formatDate(value: string | false | undefined): string {
  if (!value) return "";
  const [y, m, d] = value.slice(0, 10).split("-");
  return `${m}/${d}/${y}`;
}

/** Plain text from a portal user becomes the HTML body of a message: escaped, line breaks kept. */
export function plaintextToHtml(text: string): string {
  return `<p>${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`;
}
