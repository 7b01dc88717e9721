// The page's translations for islands without React (bind mode), which never load the runtime's
// localization service: fetched on the first call, once per page, from the route and hash that
// service uses (the page's language and the session's translations hash). An en_US page needs no
// request: its texts are the source strings. A failed fetch says so once and leaves the source
// texts.
import { bindTranslationsFailed } from "../runtime/messages";
import type { Terms } from "../runtime/translate";
import { DEFAULT_LANG, pageLanguage } from "../services/language";
import { readStartupKeys } from "../services/session_info";
import { collectTerms, fetchTranslations } from "../services/translations_fetch";

let loaded: Terms | undefined;
let loading: Promise<Terms> | undefined;

/** Starts loading the page's terms (once); resolves with them, or with none after a failure. */
export function loadPageTerms(): Promise<Terms> {
  if (loading) return loading;
  const lang = pageLanguage();
  if (lang === DEFAULT_LANG) {
    loaded = new Map();
    return (loading = Promise.resolve(loaded));
  }
  const { prefix, translationsHash } = readStartupKeys();
  loading = fetchTranslations(prefix, translationsHash, lang)
    .then(collectTerms, (error: Error) => {
      console.error(bindTranslationsFailed(error.message));
      return new Map<string, string>();
    })
    .then((terms) => (loaded = terms));
  return loading;
}

/** The page's terms once they are there (right away on an en_US page), else undefined. */
export const loadedPageTerms = (): Terms | undefined => loaded;
