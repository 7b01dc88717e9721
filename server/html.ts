// Small helpers for the pages the reference server renders from fixtures: escaping, slot filling
// and amounts. Values coming from the store are always escaped before they reach HTML.
export const escapeHtml = (text: unknown) =>
  String(text ?? "").replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Trusted markup built by the server itself (its parts escaped where they came from data). */
export class Markup {
  constructor(readonly html: string) {}
}
export const markup = (html: string) => new Markup(html);

/**
 * Fills a fixture page: `{{name}}` becomes the escaped value (a Markup is inserted as is) and
 * `<!--slot:name-->` the markup. Unknown names are left alone (e.g. {{csrf_token}}).
 */
export function fillPage(html: string, values: Record<string, string | number | Markup>): string {
  const text = (value: string | number | Markup) => (value instanceof Markup ? value.html : escapeHtml(value));
  return html
    .replace(/\{\{([\w.]+)\}\}/g, (whole, name: string) => (name in values ? text(values[name]) : whole))
    .replace(/<!--slot:([\w.]+)-->/g, (whole, name: string) => (name in values ? text(values[name]) : whole));
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
