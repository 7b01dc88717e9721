// The translations the server renders island components with (the same files the runtime
// fetches from /web/webclient/translations), so that markup rendered by the server says what the
// island will say once it starts: nothing moves, nothing switches language.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { makeTranslate, type Terms } from "../../src/runtime/translate";
import { EnvContext } from "../../src/runtime/context";
import type { Env, Translate } from "../../src/runtime/env";
import { DEFAULT_LOCALIZATION, type Localization } from "../../src/core/l10n/localization";
import { toLocalization, type TranslationsAnswer } from "../../src/services/localization";

interface TranslationsFile {
  lang_parameters?: TranslationsAnswer["lang_parameters"];
  modules?: Record<string, { messages?: { id: string; string: string }[] }>;
}

const translationsFile = (root: string, lang: string) => join(root, "fixtures/seed/translations", `${lang.replace(/[^\w]/g, "")}.json`);

/** The page language's number and date formats, as the localization service makes them from the same file. */
export function serverLocalization(root: string, lang: string): Localization {
  const file = translationsFile(root, lang);
  const data = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as TranslationsFile) : {};
  return data.lang_parameters ? toLocalization({ lang, lang_parameters: data.lang_parameters, modules: {}, multi_lang: true }, lang) : { ...DEFAULT_LOCALIZATION, code: lang };
}

export function readTerms(root: string, lang: string): Terms {
  const file = translationsFile(root, lang);
  const terms: Terms = new Map();
  if (!existsSync(file)) return terms;
  const data = JSON.parse(readFileSync(file, "utf8")) as TranslationsFile;
  for (const module of Object.values(data.modules ?? {})) for (const message of module.messages ?? []) if (message.string) terms.set(message.id, message.string);
  return terms;
}

const cache = new Map<string, Translate>();

export function serverTranslate(root: string, lang: string): Translate {
  const key = `${root}\0${lang}`;
  let translate = cache.get(key);
  if (!translate) cache.set(key, (translate = makeTranslate(readTerms(root, lang))));
  return translate;
}

/** Static markup of an island component, with the page language's _t. */
export function renderIslandMarkup(element: ReactElement, translate: Translate): string {
  const env = { _t: translate } as Partial<Env> as Env;
  return renderToStaticMarkup(createElement(EnvContext.Provider, { value: env }, element));
}
