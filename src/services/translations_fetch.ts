// The translations request (spec 1 §7): GET /web/webclient/translations/{hash}?lang={lang}, its
// answer and the terms it holds. Pure and free of the runtime: the localization service and the
// islands without React (src/kit/page_terms.ts) both fetch through it.
import type { Terms } from "../runtime/translate";
import { translationsUrl } from "./startup_urls";

export const TRANSLATIONS_FETCH_ERROR = "Error while fetching translations";

export interface TranslationsAnswer {
  lang: string;
  lang_parameters: {
    date_format: string;
    time_format: string;
    decimal_point: string;
    thousands_sep: string;
    grouping: string | number[];
    direction: "ltr" | "rtl";
    week_start: number;
  };
  modules: Record<string, { messages: { id: string; string: string }[] }>;
  multi_lang: boolean;
}

export function collectTerms(answer: TranslationsAnswer): Terms {
  const terms: Terms = new Map();
  for (const module of Object.values(answer.modules ?? {})) {
    for (const { id, string } of module.messages ?? []) if (string) terms.set(id, string);
  }
  return terms;
}

/** The answer; any failure throws TRANSLATIONS_FETCH_ERROR. */
export async function fetchTranslations(prefix: string, hash: string, lang: string): Promise<TranslationsAnswer> {
  const url = translationsUrl(prefix, hash, lang);
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as TranslationsAnswer;
  } catch {
    throw new Error(TRANSLATIONS_FETCH_ERROR);
  }
}
