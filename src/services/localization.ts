// Localization and translations (spec 1 §7): GET /web/webclient/translations/{hash}?lang={lang}
// gives lang_parameters, modules' messages and multi_lang. The locale script is loaded for any
// language but en_US. A failed fetch throws 'Error while fetching translations'.
import { atom } from "nanostores";
import { DEFAULT_LOCALIZATION, type Localization } from "../core/l10n/localization";
import { strftimeToLuxon } from "../core/l10n/strftime";
import { defineService } from "../runtime/service";
import { makeTranslate } from "../runtime/translate";
import type { AssetsService } from "./assets";
import { DEFAULT_LANG, pageLanguage } from "./language";
import type { SessionService } from "./session";
import { TRANSLATIONS_FETCH_ERROR, collectTerms, fetchTranslations, type TranslationsAnswer } from "./translations_fetch";

export { TRANSLATIONS_FETCH_ERROR, collectTerms, fetchTranslations, type TranslationsAnswer };

export const localizationStore = atom<Localization>(DEFAULT_LOCALIZATION);

export function toLocalization(answer: TranslationsAnswer, code: string): Localization {
  const p = answer.lang_parameters;
  const grouping = typeof p.grouping === "string" ? (JSON.parse(p.grouping) as number[]) : p.grouping;
  const dateFormat = strftimeToLuxon(p.date_format);
  const timeFormat = strftimeToLuxon(p.time_format);
  return {
    ...DEFAULT_LOCALIZATION,
    code,
    dateFormat,
    timeFormat,
    dateTimeFormat: `${dateFormat} ${timeFormat}`,
    decimalPoint: p.decimal_point,
    thousandsSep: p.thousands_sep,
    grouping,
    direction: p.direction,
    weekStart: p.week_start,
    multiLang: answer.multi_lang,
  };
}

export const localizationService = defineService<Localization, { session: SessionService; assets: AssetsService }>({
  dependencies: ["session", "assets"],
  async start(env, { session, assets }) {
    const lang = pageLanguage();
    const [answer] = await Promise.all([
      fetchTranslations(session.prefix, session.translationsHash, lang).catch((error: Error) => {
        // The page keeps working in the source language rather than losing every island.
        console.error(error.message);
        return null;
      }),
      lang === DEFAULT_LANG ? null : assets.loadJS(`${session.prefix}/web/webclient/locale/${lang}`).catch((e: Error) => console.warn(e.message)),
    ]);
    env.setTranslate(makeTranslate(answer ? collectTerms(answer) : new Map()));
    const localization = answer ? toLocalization(answer, lang) : { ...DEFAULT_LOCALIZATION, code: lang };
    localizationStore.set(localization);
    return localization;
  },
});
