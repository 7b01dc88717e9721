// Language switch (spec 2 §2): /website/lang/{lang}?r={url}{hash}, the link's address and the
// current hash both encoded, so the visitor comes back to the same place in the new language.
import { attr, defineIsland, defineMarkup, useBind, type IslandProps } from "../../src/kit";

export function langSwitchUrl(lang: string, target: string, hash: string): string {
  const url = target.replace(/[&?]edit_translations[^&?]*/, "");
  return `/website/lang/${encodeURIComponent(lang)}?r=${encodeURIComponent(url)}${encodeURIComponent(hash)}`;
}

const markup = defineMarkup({ attributes: { lang: attr.string("data-url_code"), href: attr.string("href") } });

function LangSwitch({ attrs, parts }: IslandProps<typeof markup>) {
  const click = (event: Event) => {
    if (!attrs.lang) return;
    event.preventDefault();
    window.location.assign(langSwitchUrl(attrs.lang, attrs.href || window.location.pathname + window.location.search, window.location.hash));
  };
  useBind(parts, { host: { on: { click } } });
  return null;
}

export default defineIsland({
  name: "website.lang_switch",
  selector: ".js_change_lang",
  moment: "load",
  mode: "enhance",
  markup,
  Component: LangSwitch,
});
