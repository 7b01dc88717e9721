// The page's own text in the visitor's language, as the platform translates its templates' terms
// (each text node and each translatable attribute of a QWeb template is a term): a text node, or a
// title / alt / placeholder / aria-label, whose whole text is a known term is replaced by its
// translation; a term with %s stands for the record names QWeb puts in it ("Compare %s"). Text that
// is not a whole term (a record's own name, a post) is left as it is. Terms live in
// fixtures/seed/template_translations/<lang>.json, apart from the islands' _t terms, which the
// browser downloads: the page's text comes translated with the page, as on the platform.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface TemplateTerms {
  exact: Map<string, string>;
  patterns: { pattern: RegExp; translation: string }[];
}

const EMPTY: TemplateTerms = { exact: new Map(), patterns: [] };
const cache = new Map<string, TemplateTerms>();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function templateTerms(root: string, lang: string): TemplateTerms {
  const file = join(root, "fixtures/seed/template_translations", `${lang.replace(/[^\w]/g, "")}.json`);
  const key = `${root}\0${lang}`;
  let terms = cache.get(key);
  if (terms) return terms;
  terms = EMPTY;
  if (existsSync(file)) {
    const entries = Object.entries((JSON.parse(readFileSync(file, "utf8")) as { terms: Record<string, string> }).terms);
    terms = {
      exact: new Map(entries.filter(([source]) => !source.includes("%s"))),
      patterns: entries
        .filter(([source]) => source.includes("%s"))
        .map(([source, translation]) => ({ pattern: new RegExp(`^${escapeRegExp(source).replace(/%s/g, "(.+?)")}$`), translation })),
    };
  }
  cache.set(key, terms);
  return terms;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&nbsp;": "\u00a0" };
const unescape = (html: string) => html.replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity]);
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** The translation of a whole term (its inner spaces as one), or null. Names filled in a pattern are kept as written. */
export function translateTerm(text: string, terms: TemplateTerms): string | null {
  const source = text.replace(/\s+/g, " ");
  const exact = terms.exact.get(source);
  if (exact !== undefined) return exact;
  for (const { pattern, translation } of terms.patterns) {
    const match = pattern.exec(source);
    if (match) {
      let index = 1;
      return translation.replace(/%s/g, () => match[index++] ?? "");
    }
  }
  return null;
}

// scripts, styles and a text area's content hold no template text: code, and what a user typed
const UNTRANSLATED = /(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|(?<=<textarea\b[^>]*>)[\s\S]*?(?=<\/textarea>))/i;
const TRANSLATED_ATTRIBUTES = /(\s(?:title|alt|placeholder|aria-label)=")([^"]*)(")/g;

function translateMarkup(html: string, terms: TemplateTerms): string {
  return html
    .replace(/>([^<>]*[A-Za-z][^<>]*)</g, (whole, text: string) => {
      const [, before, inner, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
      const translated = translateTerm(unescape(inner), terms);
      return translated === null ? whole : `>${before}${escapeText(translated)}${after}<`;
    })
    .replace(TRANSLATED_ATTRIBUTES, (whole, start: string, value: string, end: string) => {
      const translated = translateTerm(unescape(value), terms);
      return translated === null ? whole : `${start}${escapeAttr(translated)}${end}`;
    });
}

/** The page with its template terms in `lang` (nothing changes for a language without terms). */
export function translatePage(html: string, terms: TemplateTerms): string {
  if (!terms.exact.size && !terms.patterns.length) return html;
  return html
    .split(UNTRANSLATED)
    .map((part, index) => (index % 2 ? part : translateMarkup(part, terms)))
    .join("");
}
